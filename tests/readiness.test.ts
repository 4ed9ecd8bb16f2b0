import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { closeReadinessRedis, REDIS_PROBE_TIMEOUT_MS } from '@/server/health/readiness.server'
import { lifecycle } from '@/server/lifecycle.server'
import { Route } from '@/routes/api/health/ready'
import { createTestDatabase } from './support/db'
import { redisProxy } from './support/redis-proxy'
import { withSettings } from './support/settings'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await closeReadinessRedis()
  await database.close()
})

type ReadyRoute = typeof Route

async function callReady(route: ReadyRoute = Route) {
  const handler = (route.options as { server: { handlers: { GET: () => Promise<Response> } } }).server.handlers.GET
  const response = await handler()
  return {
    status: response.status,
    body: (await response.json()) as { status: string; checks: Record<string, string> },
  }
}

/** Probes readiness as the app does with REDIS_URL set to `url` (the app reads its settings once, so it reloads). */
async function withRedisUrl(
  url: string | undefined,
  run: (probe: () => ReturnType<typeof callReady>) => Promise<void>,
) {
  await withSettings(database, { REDIS_URL: url }, async () => {
    const { Route: route } = await import('@/routes/api/health/ready')
    const readiness = await import('@/server/health/readiness.server')
    try {
      await run(() => callReady(route))
    } finally {
      await readiness.closeReadinessRedis()
    }
  })
}

describe('GET /api/health/ready', () => {
  it('is ready when the database is reachable and migrated and Redis is not configured', async () => {
    await withRedisUrl(undefined, async (probe) => {
      const { status, body } = await probe()
      expect(status).toBe(200)
      expect(body).toEqual({
        status: 'ready',
        checks: { shutdown: 'running', database: 'ok', migrations: 'ok', redis: 'not_configured' },
        // The job queue per state (ADR 053); nothing queued yet in this file.
        jobs: { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0, oldestDueSeconds: 0 },
      })
    })
  })

  it('checks Redis when it is configured', async () => {
    await withRedisUrl('redis://127.0.0.1:6379', async (probe) => {
      expect((await probe()).body.checks.redis).toBe('ok')
    })
    // Nothing listens there.
    await withRedisUrl('redis://127.0.0.1:1', async (probe) => {
      const down = await probe()
      expect([down.status, down.body.checks.redis]).toEqual([503, 'unreachable'])
    })
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

async function timedRedisCheck(probe: () => ReturnType<typeof callReady>) {
  const started = performance.now()
  const { body } = await probe()
  return { redis: body.checks.redis, ms: performance.now() - started }
}

describe('the readiness Redis check', () => {
  it('keeps one connection across probes, answers promptly while Redis is down and recovers', async () => {
    const proxy = await redisProxy()
    // ioredis prints "[ioredis] Unhandled error event" when an error has no listener.
    const consoleError = vi.spyOn(console, 'error')
    try {
      await withRedisUrl(proxy.url, async (probe) => {
        for (let i = 0; i < 5; i++) expect((await probe()).body.checks.redis).toBe('ok')
        expect(proxy.connections()).toBe(1)

        await proxy.cut()
        const down = await timedRedisCheck(probe)
        expect(down.redis).toBe('unreachable')
        expect(down.ms).toBeLessThan(2000)
        // Known down: answered without waiting for a connection (the probe's timeout is not spent).
        for (let i = 0; i < 3; i++) {
          const stillDown = await timedRedisCheck(probe)
          expect(stillDown.redis).toBe('unreachable')
          expect(stillDown.ms).toBeLessThan(REDIS_PROBE_TIMEOUT_MS / 2)
        }

        await proxy.restore()
        // Back once ioredis's next retry (at most 2 s away) connects.
        await vi.waitFor(async () => expect((await timedRedisCheck(probe)).redis).toBe('ok'), {
          timeout: 10_000,
          interval: 100,
        })
        const reconnected = proxy.connections()
        for (let i = 0; i < 3; i++) expect((await probe()).body.checks.redis).toBe('ok')
        expect(proxy.connections()).toBe(reconnected)
      })
      expect(consoleError.mock.calls.flat().join(' ')).not.toContain('ioredis')
    } finally {
      consoleError.mockRestore()
      await proxy.close()
    }
  })

  it('answers unreachable promptly when nothing listens at REDIS_URL', async () => {
    await withRedisUrl('redis://127.0.0.1:1', async (probe) => {
      for (let i = 0; i < 2; i++) {
        const { redis, ms } = await timedRedisCheck(probe)
        expect(redis).toBe('unreachable')
        expect(ms).toBeLessThan(2000)
      }
    })
  })
})
