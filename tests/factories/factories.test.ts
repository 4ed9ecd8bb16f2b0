import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { findPost } from '@/features/blog/blog.post.server'
import { findTrip } from '@/features/trips/trips.server'
import { createTestDatabase, testEngine } from '../support/db'
import { createAuthor } from './author'
import { createCategory } from './category'
import { createPost } from './post'
import { createTag } from './tag'
import { createTrip } from './trip'
import { createUser } from './user'
import { NotFoundError } from '@/lib/errors'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`factories on ${testEngine}`, () => {
  it('insert valid rows with unique defaults, called as often as needed', async () => {
    const db = database.db
    const users = [await createUser(db), await createUser(db)]
    expect(new Set(users.map((u) => u.email)).size).toBe(2)
    const [a, b] = [await createPost(db), await createPost(db)]
    expect(a.slug).not.toBe(b.slug)
    expect(a.authorId).not.toBe(b.authorId)
    expect(b.publishedAt!.getTime()).toBeGreaterThan(a.publishedAt!.getTime())
    // The services see them as published content.
    expect((await findPost('en', a.slug))?.tags.map((t) => t.slug)).toEqual(a.tags.map((t) => t.slug))
    const trip = await createTrip(db)
    expect((await findTrip('en', trip.id))?.title).toBe(trip.title.en)
  })

  it('take overrides and given relations', async () => {
    const db = database.db
    const author = await createAuthor(db, { username: 'someone' })
    const category = await createCategory(db, { slug: 'notes' })
    const tags = [await createTag(db, { slug: 'one' }), await createTag(db, { slug: 'two' })]
    const post = await createPost(db, { author, category, tags, lang: 'uk', status: 'draft' })
    expect([post.authorId, post.categoryId, post.lang, post.publishedAt]).toEqual([author.id, category.id, 'uk', null])
    await expect(findPost('uk', post.slug)).rejects.toBeInstanceOf(NotFoundError)
    const trip = await createTrip(db, { startDate: '2031-05-01', seatsLeft: 0 })
    expect([trip.startDate, trip.endDate, trip.seatsLeft]).toEqual(['2031-05-01', '2031-05-07', 0])
  })
})
