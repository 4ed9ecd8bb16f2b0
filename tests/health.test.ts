import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`database on ${testEngine}`, () => {
  it('is migrated', async () => {
    const rows = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'app_meta'`)
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1)
  })
  it('answers the health endpoint', async () => {
    const { Route } = await import('@/routes/api/health')
    expect(Route).toBeDefined()
  })
})
