// Public reads through the result cache (ADR 037): search as visitors reach it over the API, the blog's and trips'
// reads as their pages' server functions call them, and the same reads over the public API. A repeated read is
// answered from memory with what a fresh one answers, and a post published, edited or unpublished, or a booking, shows
// at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
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

describe(`the help a search that finds nothing offers, through the result cache on ${testEngine}`, () => {
  it('keeps the popular destinations until a write announces a change', async () => {
    // search() itself reads the database each time; only the popular lists come from memory.
    const destinations = async (q: string) =>
      (await search({ locale: 'en', q, type: 'all' })).help!.destinations.map((d) => d.country)
    const before = await destinations('qqzzyx')
    expect(before).not.toContain('NZ')
    await createTrip(database.db, { country: 'NZ', status: 'published' })
    expect(await destinations('qqzzyw')).toEqual(before)
    await publish('Kea in the car park', 'Cheeky.')
    expect(await destinations('qqzzyv')).toContain('NZ')
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
    expect(await seatsOnPage()).toBe(before! - 2)
    expect(await seatsInList()).toBe(before! - 2)
  })
})

describe(`the public API's reads through the result cache on ${testEngine}`, () => {
  const api = async (path: string) => {
    const answer = await visitor.call(path as Parameters<TestClient['call']>[0])
    expect(answer.status).toBe(200)
    return answer.body.data
  }

  it('answers a post, the post list and an author from memory, shares entries with the pages, and shows an edit at once', async () => {
    const post = await publish('Night trains to Lapland', 'Snow.')
    const page = await cachedBlog.post('en', post.slug)
    const entries = resultCache()!.stats().entries
    // The page's entry answers the API too: same read, same key.
    expect(await api(`GET /api/v1/posts/${post.slug}`)).toEqual(JSON.parse(JSON.stringify(page)))
    expect(resultCache()!.stats().entries).toBe(entries)
    const listed = async () => ((await api('GET /api/v1/posts')) as Array<{ title: string }>).map((p) => p.title)
    expect(await listed()).toContain('Night trains to Lapland')
    const author = page.author.username
    expect(await api(`GET /api/v1/authors/${author}`)).toMatchObject({ username: author })

    // Behind the app's back: not seen, so the answers came from memory.
    await database.db.execute(sql`update posts set title = 'Changed behind the app' where id = ${post.id}`)
    expect((await api(`GET /api/v1/posts/${post.slug}`)).title).toBe('Night trains to Lapland')
    expect(await listed()).not.toContain('Changed behind the app')
    await database.db.execute(sql`update "user" set name = 'Renamed behind the app' where username = ${author}`)
    expect(await api(`GET /api/v1/authors/${author}`)).toMatchObject({ displayName: page.author.displayName })

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { title: 'Night trains to Narvik' })
    expect((await api(`GET /api/v1/posts/${post.slug}`)).title).toBe('Night trains to Narvik')
    expect(await listed()).toContain('Night trains to Narvik')
  })

  it('shows the seats a booking takes at once on the trip and in the trip list', async () => {
    const trip = await createTrip(database.db, { seatsTotal: 9, status: 'published' })
    const seats = async () => (await api(`GET /api/v1/trips/${trip.id}`)).seatsLeft as number
    const seatsInList = async () =>
      ((await api(`GET /api/v1/trips?destination=${trip.country}`)) as Array<{ id: number; seatsLeft: number }>).find(
        (t) => t.id === trip.id,
      )?.seatsLeft
    const before = await seats()
    expect(await seatsInList()).toBe(before)
    await database.db.execute(sql`update departures set seats_left = seats_left - 3 where trip_id = ${trip.id}`)
    expect(await seats()).toBe(before) // from memory
    const booked = await writer.call('POST /api/v1/me/bookings', { tripId: trip.id, travellers: 1 })
    expect(booked.status).toBeLessThan(300)
    expect(await seats()).toBe(before - 3 - 1)
    expect(await seatsInList()).toBe(before - 3 - 1)
  })
})
