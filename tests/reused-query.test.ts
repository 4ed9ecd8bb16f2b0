import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { listPosts } from '@/features/blog/blog.list.server'
import { findPost } from '@/features/blog/blog.post.server'
import { listTrips } from '@/features/trips/trips.server'
import type { Database } from '@/server/db/client.server'
import { tags } from '@/server/db/schema'
import { checkReusedQueries, keptQueryCount, MAX_KEPT_QUERIES, reusedQuery } from '@/server/db/reused-query.server'
import { createCategory } from './factories/category'
import { createPost } from './factories/post'
import { createTag } from './factories/tag'
import { createTestDatabase, testEngine } from './support/db'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())
afterEach(() => checkReusedQueries(true))

describe(`reused queries on ${testEngine}`, () => {
  it('builds a list once per shape and answers every run with its own values', async () => {
    const db = database.db
    const alps = await createCategory(db, { slug: 'reuse-alps' })
    const coast = await createCategory(db, { slug: 'reuse-coast' })
    const inAlps = await createPost(db, { category: alps, lang: 'en' })
    const onCoast = await createPost(db, { category: coast, lang: 'en' })

    const first = await listPosts({ locale: 'en', category: 'reuse-alps' })
    const kept = keptQueryCount(db)
    expect(kept).toBeGreaterThan(0)
    const second = await listPosts({ locale: 'en', category: 'reuse-coast' })
    const third = await listPosts({ locale: 'en', category: 'reuse-alps' })

    expect(first.items.map((p) => p.slug)).toEqual([inAlps.slug])
    expect(second.items.map((p) => p.slug)).toEqual([onCoast.slug])
    expect(third.items.map((p) => p.slug)).toEqual([inAlps.slug])
    // The second category reused the first one's statements (the list and its tags).
    expect(keptQueryCount(db)).toBe(kept)
  })

  it('a post page answers each post with its own related posts and neighbours', async () => {
    const db = database.db
    const tag = await createTag(db, { slug: 'reuse-shared' })
    const category = await createCategory(db, { slug: 'reuse-pair' })
    const a = await createPost(db, { category, tags: [tag], lang: 'en' })
    const b = await createPost(db, { category, tags: [tag], lang: 'en' })
    const postA = await findPost('en', a.slug)
    const kept = keptQueryCount(db)
    expect(kept).toBeGreaterThan(0)
    const postB = await findPost('en', b.slug)
    expect(postA.slug).toBe(a.slug)
    expect(postB.slug).toBe(b.slug)
    expect(postA.related.map((p) => p.slug)).toContain(b.slug)
    expect(postB.related.map((p) => p.slug)).toContain(a.slug)
    expect(postA.related.map((p) => p.slug)).not.toContain(a.slug)
    expect(postB.related.map((p) => p.slug)).not.toContain(b.slug)
    expect(postB.previous?.slug).toBe(a.slug)
    expect(keptQueryCount(db)).toBe(kept)
  })

  it('a trip list keeps nothing per filter value', async () => {
    // One statement with its values as parameters (ADR 045: each trip with its key departure), so a new destination,
    // month or day adds no kept query.
    await listTrips({ locale: 'en', destination: 'it', today: '2026-11-25' })
    const kept = keptQueryCount(database.db)
    await listTrips({ locale: 'es', destination: 'fr', today: '2026-12-01' })
    await listTrips({ locale: 'en', destination: 'fr', month: '2027-06', today: '2026-12-01' })
    expect(keptQueryCount(database.db)).toBe(kept)
  })

  it('fails a run whose statement holds a value its key does not name, instead of answering with the kept one', async () => {
    const db = database.db
    await createTag(db, { slug: 'reuse-one' })
    await createTag(db, { slug: 'reuse-two' })
    const bySlug = (slug: string) =>
      reusedQuery(db, 'test.tag-by-slug', () =>
        db.select({ slug: tags.slug }).from(tags).where(eq(tags.slug, slug)),
      ).execute()
    expect(await bySlug('reuse-one')).toEqual([{ slug: 'reuse-one' }])
    expect(() => bySlug('reuse-two')).toThrow(/must name every value/)

    // What the check guards against: without it (as in production) the kept statement answers with the old value.
    checkReusedQueries(false)
    expect(await bySlug('reuse-two')).toEqual([{ slug: 'reuse-one' }])
  })

  it('accepts a kept statement whose values are all placeholders', async () => {
    const db = database.db
    const bySlug = (slug: string) =>
      reusedQuery(db, 'test.tag-by-placeholder', () =>
        db
          .select({ slug: tags.slug })
          .from(tags)
          .where(eq(tags.slug, sql.placeholder('slug'))),
      ).execute({ slug })
    expect(await bySlug('reuse-one')).toEqual([{ slug: 'reuse-one' }])
    expect(await bySlug('reuse-two')).toEqual([{ slug: 'reuse-two' }])
  })

  it(`keeps at most ${MAX_KEPT_QUERIES} shapes per database`, () => {
    const db = database.db
    for (let i = 0; i <= MAX_KEPT_QUERIES; i++) {
      reusedQuery(db, `test.bound-${i}`, () => db.select({ slug: tags.slug }).from(tags))
    }
    expect(keptQueryCount(db)).toBeLessThanOrEqual(MAX_KEPT_QUERIES)
    expect(keptQueryCount(db)).toBeGreaterThan(0)
  })
})
