// The list queries every public page runs are prepared once per connection (ADR 033) and, after PostgreSQL's five
// trial runs, answered by a reused plan instead of being planned again each time. A bound `status = $1` (the partial
// indexes need the constant) or a bound LIMIT made the reusable plan look dearer than a fresh one, and PostgreSQL
// planned them on every run, at a cost that grew with the tables. One connection, so its prepared statements are
// the ones the services used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { listPosts } from '@/features/blog/blog.list.server'
import { listTrips, upcomingTrips } from '@/features/trips/trips.server'
import { bulkBlog, bulkTrips } from './factories/bulk'
import { createCategory } from './factories/category'
import { createTestDatabase, testEngine } from './support/db'

const TODAY = '2026-03-15'
let database: Database
let tagSlugs: string[] = []

describe.runIf(testEngine === 'postgres')('plans reused by the list queries on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 1 })
    for (let i = 0; i < 4; i++) await createCategory(database.db)
    // Enough rows that the indexes matter to the planner (at a few dozen rows every plan is a sequential scan).
    ;({ tagSlugs } = await bulkBlog(database.db, { posts: 1000, tags: 20, prefix: 'plans' }))
    await bulkTrips(database.db, { trips: 300, from: '2025-01-01' })
    await database.db.execute(sql`analyze`)
  }, 120_000)
  afterAll(() => database?.close())

  it('answers blog lists, tag pages, trip lists and the home page from reused plans', async () => {
    const pages: Array<[string, () => Promise<unknown>]> = [
      ['blog list', () => listPosts({ locale: 'en' })],
      ['tag page', () => listPosts({ locale: 'es', tag: tagSlugs[0]! })],
      ['latest posts', () => listPosts({ locale: 'en', limit: 3 })],
      ['trip list', () => listTrips({ locale: 'en', today: TODAY })],
      ['upcoming trips', () => upcomingTrips('en', 3, TODAY)],
    ]
    const plans: Record<string, { generic: number; custom: number }> = {}
    for (const [page, run] of pages) {
      const before = await preparedCounts()
      for (let i = 0; i < 8; i++) await run()
      // The statements this page added: each page's texts differ from the others' (the locale is a value, so the
      // blog list in another language is the same statement).
      const added = (await preparedCounts()).filter((s) => !before.some((b) => b.statement === s.statement))
      expect(added.length, page).toBeGreaterThan(0)
      plans[page] = {
        generic: Math.min(...added.map((s) => s.generic)),
        custom: Math.max(...added.map((s) => s.custom)),
      }
    }
    // Five trial runs with the values, then the reused plan for the other three.
    for (const [page] of pages) expect(plans[page], page).toEqual({ generic: 3, custom: 5 })
  })
})

async function preparedCounts() {
  const result = await database.db.execute(
    sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
  )
  return (result as unknown as { rows: Array<{ statement: string; generic: number; custom: number }> }).rows
}
