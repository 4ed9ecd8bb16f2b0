import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { lifecycle } from '@/server/lifecycle.server'
import { Route } from '@/routes/api/health/ready'
import { createTestDatabase } from './support/db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

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
