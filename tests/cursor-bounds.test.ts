// Cursors whose values decode but cannot be ones a list issued (out of the integer range, a day PostgreSQL cannot
// compute, a timestamp it cannot read): the API answers 400 on `cursor`, the pages fall back to the first page, and
// neither ever reaches SQL with them (that was a 500).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { listTrips } from '@/features/trips/trips.server'
import { listPosts } from '@/features/blog/blog.list.server'
import { search } from '@/features/search/search.server'
import { isTimestamptzText } from '@/lib/cursor'
import { encodeCursor } from '@/lib/pagination'
import { InvalidCursorError, firstPageOnStaleCursor } from '@/lib/pagination.server'
import { m } from '@/paraglide/messages'
import { createCatalogue } from './fixtures/catalogue'
import { createTestDatabase, testEngine } from './support/db'
import { TestClient, type RouteKey } from './support/auth-client'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await createCatalogue(database.db)
})
afterAll(() => database.close())

const MAX_SAFE = Number.MAX_SAFE_INTEGER
const badTrips = [
  [0, 1, MAX_SAFE],
  [1, 5_000_000_000, 1],
  [1, 1, 3_000_000_000],
  [0, 1, 2_147_483_648],
  [0, 1, 0],
  [0, 1, 1.5],
  [2, 1, 1],
  [-1, 1, 1],
  [0, 2_921_940, 1],
  [1, -2_921_940, 1],
  [0, -730_120, 1],
  [1, 730_120, 1],
  [1, 1_000_000_000, 1],
]
const badPosts = [
  [0, '2020-01-01 00:00:00+00', 3_000_000_000],
  [0, '12', 1],
  [0, '-271821-04-20T00:00:00Z', 1],
  [0, '2020-02-30 00:00:00+00', 1],
  [0, '2020-01-01 24:00:00+00', 1],
  [0, '2020-01-01 00:00:00+16', 1],
  [0, '0000-01-01 00:00:00+00', 1],
  [0, '2020-01-01T00:00:00Z', 1],
  [0, '2020-01-01 00:00:00', 1],
  [2, '2020-01-01 00:00:00+00', 1],
  [0, '2020-01-01 00:00:00+00', 0],
]
const badSearch = [
  ['0.5', 0, MAX_SAFE],
  ['0.5', 1, 2_147_483_648],
  ['0.5', 2, 1],
]

const get = (route: string) => new TestClient().call(`GET /api/v1/${route}` as RouteKey)

function expectCursor400(answer: { status: number; body: { error?: { fields?: Record<string, string> } } }) {
  expect(answer.status).toBe(400)
  expect(answer.body.error?.fields?.cursor).toBe(m.api_invalid_cursor({}, { locale: 'en' }))
}

describe(`out-of-range cursors on ${testEngine}`, () => {
  it.each(badTrips)('GET /api/v1/trips refuses [%j, %j, %j] with 400', async (...key) => {
    expectCursor400(await get(`trips?cursor=${encodeCursor(key)}`))
  })
  it.each(badPosts)('GET /api/v1/posts refuses [%j, %j, %j] with 400', async (...key) => {
    expectCursor400(await get(`posts?cursor=${encodeCursor(key)}`))
  })
  it.each(badSearch)('GET /api/v1/search refuses [%j, %j, %j] with 400', async (...key) => {
    expectCursor400(await get(`search?q=mountain&cursor=${encodeCursor(key)}`))
  })

  it('pages show the first page for each of them, as for a stale cursor', async () => {
    const firstTrips = await listTrips({ locale: 'en' })
    for (const key of badTrips)
      expect(await firstPageOnStaleCursor({ locale: 'en' as const, cursor: encodeCursor(key) }, listTrips)).toEqual(
        firstTrips,
      )
    const firstPosts = await listPosts({ locale: 'en' })
    for (const key of badPosts)
      expect(await firstPageOnStaleCursor({ locale: 'en' as const, cursor: encodeCursor(key) }, listPosts)).toEqual(
        firstPosts,
      )
    const input = { locale: 'en' as const, q: 'mountain', type: 'all' as const, limit: 10 }
    const firstHits = await search(input)
    for (const key of badSearch)
      expect(await firstPageOnStaleCursor({ ...input, cursor: encodeCursor(key) }, search)).toEqual(firstHits)
  })

  it('still accepts the extremes of each range and the cursors the lists issue', async () => {
    for (const key of [
      [0, 2_921_939, 2_147_483_647],
      [1, 730_119, 1],
      [1, -2_921_939, 1],
      [0, -730_119, 1],
    ])
      await expect(listTrips({ locale: 'en', cursor: encodeCursor(key) })).resolves.toBeDefined()
    for (const stamp of ['0001-01-01 00:00:00+00', '9999-12-31 23:59:59.999999-15:59:59', '2024-02-29 12:00:00+05:30'])
      await expect(listPosts({ locale: 'en', cursor: encodeCursor([1, stamp, 2_147_483_647]) })).resolves.toBeDefined()
    const page = await listPosts({ locale: 'en', limit: 1 })
    await expect(listPosts({ locale: 'en', limit: 1, cursor: page.nextCursor! })).resolves.toBeDefined()
  })

  it('any decodable cursor is a page or InvalidCursorError, never a database error', async () => {
    const value = fc.oneof(
      fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
      fc.constantFrom(0, 1, 2, MAX_SAFE, -MAX_SAFE, 2_147_483_647, 2_147_483_648),
      fc.string({ maxLength: 40 }),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('T', ' ').replace('Z', '+00')),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(value, { minLength: 1, maxLength: 4 }), async (key) => {
        const cursor = encodeCursor(key)
        for (const run of [
          () => listTrips({ locale: 'en', cursor }),
          () => listPosts({ locale: 'en', cursor }),
          () => search({ locale: 'en', q: 'mountain', type: 'all', limit: 5, cursor }),
        ]) {
          await run().catch((error: unknown) => expect(error).toBeInstanceOf(InvalidCursorError))
        }
      }),
      { numRuns: 60 },
    )
  })
})

describe('isTimestamptzText', () => {
  it('accepts what PostgreSQL prints for every date of years 1..9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => isTimestamptzText(d.toISOString().replace('T', ' ').replace('Z', '+00').replace(/^\+0*/, '')),
      ),
    )
  })
})
