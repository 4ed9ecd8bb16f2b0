import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { rateLimit } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { withSettings } from '../../../tests/support/settings'
import { hit, peek } from './rate-limit.server'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`rate limits on ${testEngine}`, () => {
  it('a window ends and counting starts again', async () => {
    // A long window whose end is then moved into the past: with a 1-second window, a loaded machine could let the
    // window end between the first two hits.
    const limit = { key: `window-test-${Date.now()}`, max: 1, windowSeconds: 60 }
    expect((await hit(limit)).allowed).toBe(true)
    const refused = await hit(limit)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50)
    await database.db
      .update(rateLimit)
      .set({ resetAt: sql`now() - interval '1 millisecond'` })
      .where(eq(rateLimit.key, limit.key))
    expect((await hit(limit)).allowed).toBe(true)
    expect((await hit(limit)).allowed).toBe(false)
  })

  it('peek reads a window without counting: refused once max attempts are counted', async () => {
    const limit = { key: `peek-test-${Date.now()}`, max: 2, windowSeconds: 60 }
    expect(await peek(limit)).toEqual({ allowed: true, count: 0 })
    await hit(limit)
    expect(await peek(limit)).toEqual({ allowed: true, count: 1 })
    await hit(limit)
    const full = await peek(limit)
    expect(full).toMatchObject({ allowed: false, count: 2 })
    if (!full.allowed) expect(full.retryAfterSeconds).toBeGreaterThan(50)
    expect((await peek(limit)).count).toBe(2)
  })

  it('uses Redis when REDIS_URL is set', async () => {
    await withSettings(database, { REDIS_URL: 'redis://127.0.0.1:6379' }, async () => {
      const redis = await import('./rate-limit.server')
      try {
        const limit = { key: `redis-test-${Date.now()}`, max: 2, windowSeconds: 30 }
        expect((await redis.hit(limit)).allowed).toBe(true)
        expect((await redis.hit(limit)).allowed).toBe(true)
        const third = await redis.hit(limit)
        expect(third.allowed).toBe(false)
        if (!third.allowed) expect(third.retryAfterSeconds).toBeLessThanOrEqual(30)
        expect(await redis.peek(limit)).toMatchObject({ allowed: false, count: 3 })
        expect(await redis.peek({ ...limit, key: `${limit.key}-none` })).toEqual({ allowed: true, count: 0 })
        const rows = await database.db.select().from(rateLimit)
        expect(rows.some((r) => r.key === limit.key)).toBe(false)
      } finally {
        await redis.closeRedis()
      }
    })
  })
})
