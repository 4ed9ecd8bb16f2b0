import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { Database } from '@/server/db/client.server'
import { migrationsFolder } from '@/server/db/client.server'
import { installDatabase } from '@/server/db/index.server'
import { Route } from '@/routes/api/health'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

type Handler = (ctx: {
  request: Request
  params: Record<string, string>
  pathname: string
  context: unknown
  next: () => unknown
}) => unknown

/** The route's GET handler, whether declared as a function or as `{ handler }`. */
function getHandler(): Handler {
  const handlers = (Route.options as { server?: { handlers?: unknown } }).server?.handlers
  if (!handlers || typeof handlers !== 'object') throw new Error('health route has no handlers object')
  const get = (handlers as Record<string, unknown>).GET
  const fn = typeof get === 'function' ? get : (get as { handler?: unknown } | undefined)?.handler
  if (typeof fn !== 'function') throw new Error('health route has no GET handler')
  return fn as Handler
}

async function callHealth(): Promise<Response> {
  const request = new Request('http://localhost/api/health')
  const result = await getHandler()({
    request,
    params: {},
    pathname: '/api/health',
    context: {},
    next: () => ({ isNext: true }),
  })
  expect(result).toBeInstanceOf(Response)
  return result as Response
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

describe(`database on ${testEngine}`, () => {
  it('is migrated: the app tables exist', async () => {
    const rows = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'app_meta'`,
    )
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(1)
  })

  it('has applied every migration in drizzle/', async () => {
    const expected = readMigrationFiles({ migrationsFolder }).length
    expect(expected).toBeGreaterThan(0)
    const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(expected)
  })

  it('starts empty (the seed does not run in tests)', async () => {
    const rows = await database.db.execute(sql`select count(*)::int as n from app_meta where key = 'seeded_at'`)
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(0)
  })
})

describe('GET /api/health', () => {
  it('answers 200 with the database reachable', async () => {
    const response = await callHealth()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as {
      status: string
      database: { reachable: boolean; engine: string; latencyMs: number }
    }
    expect(body).toMatchObject({ status: 'ok', database: { reachable: true, engine: database.engine } })
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 when the database does not respond', async () => {
    installDatabase({
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    })
    try {
      const response = await callHealth()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ status: 'error', database: { reachable: false } })
    } finally {
      installDatabase(database)
    }
  })
})
