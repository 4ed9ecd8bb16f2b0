// Public reads through the result cache (ADR 037): search as visitors reach it over the API, and the blog's and
// trips' reads as their pages' server functions call them. A repeated read is answered from memory with what a fresh
// one answers, and a post published, edited or unpublished, or a booking, shows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { search } from '@/features/search/search.server'
import { cachedBlog } from '@/features/blog/blog.server'
import { cachedTrips } from '@/features/trips/trips.server'
import { NotFoundError } from '@/lib/errors'
import { resultCache } from '@/server/cache/page-cache-tags.server'
import { createCategory } from './factories/category'
import { createPost } from './factories/post'
import { createTrip } from './factories/trip'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let writer: TestClient
let category: string
beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
  writer = new TestClient()
  await signedUpUser(writer)
})
afterAll(() => database.close())

const visitor = new TestClient()
const find = async (q: string) => {
  const answer = await visitor.call(`GET /api/v1/search?q=${encodeURIComponent(q)}`)
  expect(answer.status).toBe(200)
  return answer.body as { counts: { all: number }; data: Array<{ title: string }> }
}
/** A post the writer creates and publishes in one call, through the app (so its write announces the change). */
const publish = async (title: string, body: string): Promise<{ id: number; slug: string }> =>
  (await writer.call('POST /api/v1/me/posts', { title, lang: 'en', body, status: 'published', categorySlug: category }))
    .body.post
const titles = (found: { data: Array<{ title: string }> }) => found.data.map((hit) => hit.title)

describe(`search's result cache on ${testEngine}`, () => {
  it('is on by default and answers a repeated search as a fresh search would', async () => {
    await createPost(database.db, { title: 'Zephyr ridge at dawn', lang: 'en' })
    const cache = resultCache()
    expect(cache).not.toBeNull()
    const before = cache!.stats().entries
    const first = await find('zephyr')
    expect(cache!.stats().entries).toBe(before + 1)
    expect(await find('zephyr')).toEqual(first)
    expect(cache!.stats().entries).toBe(before + 1)
    const fresh = await search({ locale: 'en', q: 'zephyr', type: 'all' })
    expect(first).toEqual(JSON.parse(JSON.stringify({ ...fresh })))
  })

  it('is answered from memory: a row written behind the app’s back is not seen until a write announces a change', async () => {
    expect((await find('quokka')).counts.all).toBe(0)
    await createPost(database.db, { title: 'Quokka island by bike', lang: 'en' })
    expect((await find('quokka')).counts.all).toBe(0)

    const draft = (await writer.call('POST /api/v1/me/posts', { title: 'Quokka selfies', lang: 'en', body: 'Hi.' }))
      .body.post
    // A draft changes nothing public: still the cached answer.
    expect((await find('quokka')).counts.all).toBe(0)
    const published = await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, {
      status: 'published',
      categorySlug: category,
    })
    expect(published.status).toBe(200)
    expect(titles(await find('quokka')).sort()).toEqual(['Quokka island by bike', 'Quokka selfies'])
  })

  it('shows an edit and an unpublish at once', async () => {
    const post = await publish('Lanterns of Hoi An', 'Silk and light.')
    expect(titles(await find('lanterns'))).toEqual(['Lanterns of Hoi An'])
    expect((await find('tailors')).counts.all).toBe(0)

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { title: 'Tailors of Hoi An' })
    expect((await find('lanterns')).counts.all).toBe(0)
    expect(titles(await find('tailors'))).toEqual(['Tailors of Hoi An'])

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'unpublished' })
    expect((await find('tailors')).counts.all).toBe(0)
  })
})

describe(`the blog's and trips' public reads through the result cache on ${testEngine}`, () => {
  it('show a published post in the list and its page at once, an edit at once, and an unpublish at once', async () => {
    const listed = async () => (await cachedBlog.posts({ locale: 'en' })).items.map((post) => post.title)
    expect(await listed()).not.toContain('Ferries of the fjords')
    const post = await publish('Ferries of the fjords', 'Cold water.')
    expect(await listed()).toContain('Ferries of the fjords')
    expect((await cachedBlog.post('en', post.slug)).title).toBe('Ferries of the fjords')
    expect(await cachedBlog.post('en', post.slug)).toBe(await cachedBlog.post('en', post.slug))
    // Not frozen: the page's serialiser would write Object.freeze calls into the HTML (ADR 037).
    expect(Object.isFrozen(await cachedBlog.post('en', post.slug))).toBe(false)

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { title: 'Ferries of the far north' })
    expect((await cachedBlog.post('en', post.slug)).title).toBe('Ferries of the far north')
    expect(await listed()).toContain('Ferries of the far north')

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'unpublished' })
    await expect(cachedBlog.post('en', post.slug)).rejects.toBeInstanceOf(NotFoundError)
    expect(await listed()).not.toContain('Ferries of the far north')
  })

  it('show the seats a booking takes at once, on the trip and in the list', async () => {
    const trip = await createTrip(database.db, { seatsTotal: 12, status: 'published' })
    const seatsOnPage = async () => (await cachedTrips.trip('en', trip.id)).seatsLeft
    const seatsInList = async () => {
      const found = (await cachedTrips.list({ locale: 'en', destination: trip.country })).items.find(
        (t) => t.id === trip.id,
      )
      return found?.seatsLeft
    }
    const before = await seatsOnPage()
    expect(await cachedTrips.trip('en', trip.id)).toBe(await cachedTrips.trip('en', trip.id)) // from memory
    expect(await seatsInList()).toBe(before)
    const booked = await writer.call('POST /api/v1/me/bookings', { tripId: trip.id, travellers: 2 })
    expect(booked.status).toBeLessThan(300)
    expect(await seatsOnPage()).toBe(before - 2)
    expect(await seatsInList()).toBe(before - 2)
  })
})
