import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { Database, Db } from '@/server/db/client.server'
import { schema } from '@/server/db/client.server'
import { installDatabase } from '@/server/db/index.server'
import { trips } from '@/server/db/schema'
import { listPosts } from '@/features/blog/blog.list.server'
import { findPost } from '@/features/blog/blog.post.server'
import { listTrips } from '@/features/trips/trips.server'
import { createAuthor } from './factories/author'
import { createCategory } from './factories/category'
import { createPost } from './factories/post'
import { createTag } from './factories/tag'
import { tripValues } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let queries = 0
let aPostSlug = ''

/** The same connection, with Drizzle's logger counting every statement. */
function countingDb(inner: Db): Db {
  const logger = { logQuery: () => void queries++ }
  const client = (inner as unknown as { $client: unknown }).$client
  return (testEngine === 'postgres'
    ? drizzlePg({ client: client as never, schema, logger })
    : drizzlePglite({ client: client as never, schema, logger })) as unknown as Db
}

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  queries = 0
  await run()
  return queries
}

beforeAll(async () => {
  database = await createTestDatabase()
  // Enough rows for full 50-item pages: 60 posts in four languages with three tags each, and 60 trips.
  const db = database.db
  const author = await createAuthor(db)
  const category = await createCategory(db)
  const someTags = [await createTag(db, { slug: 'hiking' }), await createTag(db), await createTag(db)]
  for (let i = 0; i < 60; i++) {
    const lang = (['en', 'es', 'ru', 'uk'] as const)[i % 4]
    const post = await createPost(db, { lang, author, category, tags: someTags })
    if (i === 30) aPostSlug = post.slug // one with neighbours on both sides
  }
  await db.insert(trips).values(Array.from({ length: 60 }, () => tripValues()))
  installDatabase({ ...database, db: countingDb(database.db) })
})
afterAll(() => database.close())

describe(`query count on ${testEngine}`, () => {
  it('a blog list page runs the same number of queries for 1 or 50 posts', async () => {
    const one = await countQueries(() => listPosts({ locale: 'en', limit: 1 }))
    let page50 = 0
    const fifty = await countQueries(async () => {
      page50 = (await listPosts({ locale: 'en', limit: 50 })).items.length
    })
    expect(page50).toBe(50)
    expect(fifty).toBe(one)
    expect(fifty).toBeLessThanOrEqual(2)
  })

  it('a filtered (tag) page and a later page stay constant too', async () => {
    const first = await listPosts({ locale: 'en', tag: 'hiking', limit: 50 })
    expect(await countQueries(() => listPosts({ locale: 'ru', tag: 'hiking', limit: 50 }))).toBeLessThanOrEqual(2)
    const page = await listPosts({ locale: 'en', limit: 50 })
    expect(page.nextCursor).not.toBeNull()
    expect(
      await countQueries(() => listPosts({ locale: 'en', limit: 50, cursor: page.nextCursor! })),
    ).toBeLessThanOrEqual(2)
    expect(first.items.length).toBe(50)
  })

  it('a trip list page is one query for 50 trips', async () => {
    let n = 0
    const count = await countQueries(async () => {
      n = (await listTrips({ locale: 'en', limit: 50, today: '2026-11-22' })).items.length
    })
    expect(n).toBe(50)
    expect(count).toBe(1)
  })

  it('a post page (post, tags, related, neighbours) is a fixed number of queries', async () => {
    expect(await countQueries(() => findPost('en', aPostSlug))).toBeLessThanOrEqual(5)
  })
})
