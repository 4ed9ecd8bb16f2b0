import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { closeReadinessRedis, REDIS_PROBE_TIMEOUT_MS } from '@/server/health/readiness.server'
import { lifecycle } from '@/server/lifecycle.server'
import { Route } from '@/routes/api/health/ready'
import { createTestDatabase } from './support/db'
import { redisProxy } from './support/redis-proxy'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await closeReadinessRedis()
  await database.close()
})

async function callReady() {
  const handler = (Route.options as { server: { handlers: { GET: () => Promise<Response> } } }).server.handlers.GET
  const response = await handler()
  return {
    status: response.status,
    body: (await response.json()) as { status: string; checks: Record<string, string> },
  }
}

describe('GET /api/health/ready', () => {
  it('is ready when the database is reachable and migrated and Redis is not configured', async () => {
    const saved = process.env.REDIS_URL
    delete process.env.REDIS_URL
    try {
      const { status, body } = await callReady()
      expect(status).toBe(200)
      expect(body).toEqual({
        status: 'ready',
        checks: { shutdown: 'running', database: 'ok', migrations: 'ok', redis: 'not_configured' },
      })
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved
    }
  })

  it('checks Redis when it is configured', async () => {
    const saved = process.env.REDIS_URL
    try {
      process.env.REDIS_URL = 'redis://127.0.0.1:6379'
      expect((await callReady()).body.checks.redis).toBe('ok')
      process.env.REDIS_URL = 'redis://127.0.0.1:1' // nothing listens there
      const down = await callReady()
      expect([down.status, down.body.checks.redis]).toEqual([503, 'unreachable'])
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
    }
  })

  it('turns unready as soon as shutdown starts', async () => {
    lifecycle().draining = true
    try {
      const { status, body } = await callReady()
      expect([status, body.status, body.checks.shutdown]).toEqual([503, 'unready', 'draining'])
    } finally {
      lifecycle().draining = false
    }
  })
})

async function timedRedisCheck() {
  const started = performance.now()
  const { body } = await callReady()
  return { redis: body.checks.redis, ms: performance.now() - started }
}

describe('the readiness Redis check', () => {
  it('keeps one connection across probes, answers promptly while Redis is down and recovers', async () => {
    const proxy = await redisProxy()
    const saved = process.env.REDIS_URL
    // ioredis prints "[ioredis] Unhandled error event" when an error has no listener.
    const consoleError = vi.spyOn(console, 'error')
    try {
      process.env.REDIS_URL = proxy.url
      for (let i = 0; i < 5; i++) expect((await callReady()).body.checks.redis).toBe('ok')
      expect(proxy.connections()).toBe(1)

      await proxy.cut()
      const down = await timedRedisCheck()
      expect(down.redis).toBe('unreachable')
      expect(down.ms).toBeLessThan(2000)
      // Known down: answered without waiting for a connection (the probe's timeout is not spent).
      for (let i = 0; i < 3; i++) {
        const stillDown = await timedRedisCheck()
        expect(stillDown.redis).toBe('unreachable')
        expect(stillDown.ms).toBeLessThan(REDIS_PROBE_TIMEOUT_MS / 2)
      }

      await proxy.restore()
      // Back once ioredis's next retry (at most 2 s away) connects.
      await vi.waitFor(async () => expect((await timedRedisCheck()).redis).toBe('ok'), {
        timeout: 10_000,
        interval: 100,
      })
      const reconnected = proxy.connections()
      for (let i = 0; i < 3; i++) expect((await callReady()).body.checks.redis).toBe('ok')
      expect(proxy.connections()).toBe(reconnected)
      expect(consoleError.mock.calls.flat().join(' ')).not.toContain('ioredis')
    } finally {
      consoleError.mockRestore()
      await closeReadinessRedis()
      await proxy.close()
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
    }
  })

  it('answers unreachable promptly when nothing listens at REDIS_URL', async () => {
    const saved = process.env.REDIS_URL
    try {
      process.env.REDIS_URL = 'redis://127.0.0.1:1'
      for (let i = 0; i < 2; i++) {
        const { redis, ms } = await timedRedisCheck()
        expect(redis).toBe('unreachable')
        expect(ms).toBeLessThan(2000)
      }
    } finally {
      await closeReadinessRedis()
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
    }
  })
})
