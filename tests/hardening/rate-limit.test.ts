// Issue 12 #7 and the Redis fault: the rate_limit table stops growing (no write once blocked, ended windows
// deleted), and with Redis unreachable the limiter keeps counting in the database, says so once, and goes back.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { rateLimit } from '@/server/db/schema'
import { hit, sweepExpiredRateLimits, take } from '@/server/rate-limit/rate-limit.server'
import { withSettings } from '../support/settings'
import { createTestDatabase, testEngine } from '../support/db'
import { redisProxy } from '../support/redis-proxy'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const rowOf = async (key: string) => (await database.db.select().from(rateLimit).where(eq(rateLimit.key, key)))[0]

describe(`rate_limit table on ${testEngine}`, () => {
  it('leaves the row alone once a key is blocked', async () => {
    const limit = { key: `blocked-${Date.now()}`, max: 2, windowSeconds: 60 }
    for (let i = 0; i < 3; i++) await hit(limit)
    const blocked = await rowOf(limit.key)
    expect(blocked?.count).toBe(3)
    for (let i = 0; i < 10; i++) {
      const result = await hit(limit)
      expect(result.allowed).toBe(false)
      if (!result.allowed) expect(result.retryAfterSeconds).toBeGreaterThan(50)
    }
    const after = await rowOf(limit.key)
    expect(after).toEqual(blocked)
  })

  it('deletes windows that have ended and keeps running ones', async () => {
    const stamp = Date.now()
    await database.db.insert(rateLimit).values([
      { key: `old-a-${stamp}`, count: 5, resetAt: sql`now() - interval '1 hour'` },
      { key: `old-b-${stamp}`, count: 1, resetAt: sql`now() - interval '1 second'` },
      { key: `live-${stamp}`, count: 1, resetAt: sql`now() + interval '1 hour'` },
    ])
    expect(await sweepExpiredRateLimits()).toBeGreaterThanOrEqual(2)
    expect(await rowOf(`old-a-${stamp}`)).toBeUndefined()
    expect(await rowOf(`old-b-${stamp}`)).toBeUndefined()
    expect(await rowOf(`live-${stamp}`)).toBeDefined()
  })
})

/** 18 of 20 taken, 3 more refused, 2 more taken, then none; ten racing takes of 3 from 20: six go through whole. */
async function takeAllOrNothing(takeFn: typeof take, prefix: string) {
  const limit = { key: `${prefix}-${Date.now()}`, max: 20, windowSeconds: 60 }
  expect((await takeFn(limit, 18)).allowed).toBe(true)
  const refused = await takeFn(limit, 3)
  expect(refused.allowed).toBe(false)
  if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50)
  expect((await takeFn(limit, 2)).allowed).toBe(true)
  expect((await takeFn(limit, 1)).allowed).toBe(false)
  const race = { key: `${prefix}-race-${Date.now()}`, max: 20, windowSeconds: 60 }
  const results = await Promise.all(Array.from({ length: 10 }, () => takeFn(race, 3)))
  expect(results.filter((r) => r.allowed)).toHaveLength(6)
  expect((await takeFn(race, 2)).allowed).toBe(true)
  expect((await takeFn(race, 1)).allowed).toBe(false)
  return limit.key
}

describe('take: several units at once, all or nothing', () => {
  it(`on ${testEngine}: a refused take leaves the count as it was, also under racing takes`, async () => {
    const key = await takeAllOrNothing(take, 'take-db')
    expect((await rowOf(key))?.count).toBe(20)
  })

  it('on Redis, the same', { timeout: 30_000 }, async () => {
    const proxy = await redisProxy()
    await withSettings(database, { REDIS_URL: proxy.url }, async () => {
      const { take, closeRedis } = await import('@/server/rate-limit/rate-limit.server')
      try {
        const key = await takeAllOrNothing(take, 'take-redis')
        expect(await rowOf(key)).toBeUndefined() // Redis counted it
      } finally {
        await closeRedis()
        await proxy.cut()
      }
    })
  })
})

/** A take given back is whole again, also under racing takes; a window that ended since is not credited. */
async function givesBack(takeFn: typeof take, prefix: string) {
  const limit = { key: `${prefix}-${Date.now()}`, max: 20, windowSeconds: 60 }
  const charged = await takeFn(limit, 15)
  if (!charged.allowed) throw new Error('the first take is refused')
  await charged.giveBack()
  expect((await takeFn(limit, 20)).allowed).toBe(true)
  const race = { key: `${prefix}-race-${Date.now()}`, max: 20, windowSeconds: 60 }
  const takes = await Promise.all(Array.from({ length: 10 }, () => takeFn(race, 2)))
  await Promise.all(takes.map((t) => (t.allowed ? t.giveBack() : undefined)))
  expect((await takeFn(race, 20)).allowed).toBe(true)
  expect((await takeFn(race, 1)).allowed).toBe(false)
  const short = { key: `${prefix}-short-${Date.now()}`, max: 2, windowSeconds: 1 }
  const old = await takeFn(short, 2)
  await new Promise((r) => setTimeout(r, 1500))
  expect((await takeFn(short, 2)).allowed).toBe(true)
  if (old.allowed) await old.giveBack()
  expect((await takeFn(short, 1)).allowed).toBe(false)
  return limit.key
}

describe('take: given back by a save that failed after the charge', () => {
  it(`on ${testEngine}`, async () => {
    const key = await givesBack(take, 'give-db')
    expect((await rowOf(key))?.count).toBe(20)
  })

  it('on Redis', { timeout: 30_000 }, async () => {
    const proxy = await redisProxy()
    await withSettings(database, { REDIS_URL: proxy.url }, async () => {
      const { take, closeRedis } = await import('@/server/rate-limit/rate-limit.server')
      try {
        const key = await givesBack(take, 'give-redis')
        expect(await rowOf(key)).toBeUndefined() // Redis counted it
      } finally {
        await closeRedis()
        await proxy.cut()
      }
    })
  })
})

describe('Redis unavailable', () => {
  it('counts in the database meanwhile, logs once, and returns to Redis by itself', { timeout: 60_000 }, async () => {
    const proxy = await redisProxy()
    await withSettings(database, { REDIS_URL: proxy.url }, async () => {
      const { hit, closeRedis } = await import('@/server/rate-limit/rate-limit.server')
      const { logger } = await import('@/server/logger.server')
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => {})
      try {
        const key = `redis-fault-${Date.now()}`
        const limit = { key, max: 100, windowSeconds: 60 }
        expect((await hit(limit)).allowed).toBe(true)
        expect(await rowOf(key)).toBeUndefined() // Redis counted it

        await proxy.cut()
        for (let i = 0; i < 5; i++) expect((await hit(limit)).allowed).toBe(true)
        expect((await rowOf(key))?.count).toBe(5) // the database counted meanwhile
        const logged = warnings.mock.calls.filter((call) => String(call[0]).includes('Redis unavailable'))
        expect(logged).toHaveLength(1)

        await proxy.restore()
        await expect
          .poll(
            async () => {
              await hit(limit)
              return (await rowOf(key))?.count
            },
            { timeout: 20_000, interval: 300 },
          )
          .toBeDefined()
        // Once reconnected, hits go to Redis again: the database row stops moving.
        await expect
          .poll(
            async () => {
              const before = (await rowOf(key))?.count
              await hit(limit)
              return (await rowOf(key))?.count === before
            },
            { timeout: 20_000, interval: 300 },
          )
          .toBe(true)
        expect(warnings.mock.calls.filter((call) => String(call[0]).includes('Redis unavailable'))).toHaveLength(1)
        await proxy.cut()
      } finally {
        await closeRedis()
        warnings.mockRestore()
      }
    })
  })
})
