/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are checked by assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { getTripHandler, listTripsHandler } from '@/features/trips/trips.api.server'
import {
  getAuthorHandler,
  getCategoryHandler,
  getPostHandler,
  getTagHandler,
  listAuthorsHandler,
  listCategoriesHandler,
  listPostsHandler,
  listTagsHandler,
} from '@/features/blog/blog.api.server'
import { encodeCursor } from '@/lib/pagination'
import { createCatalogue, type Catalogue } from './fixtures/catalogue'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let data: Catalogue
beforeAll(async () => {
  database = await createTestDatabase()
  data = await createCatalogue(database.db)
})
afterAll(() => database.close())

type Handler = (request: Request, params?: Record<string, string>) => Promise<Response>

async function call(handler: Handler, query = '', params: Record<string, string> = {}, lang = 'en') {
  const response = await handler(
    new Request(`http://localhost/api/v1/x${query}`, { headers: { 'accept-language': lang } }),
    params,
  )
  const body = (await response.json()) as any
  return { status: response.status, body, headers: response.headers }
}

function expectError(result: { status: number; body: any }, status: number, field?: string) {
  expect(result.status).toBe(status)
  expect(typeof result.body.error.code).toBe('string')
  expect(typeof result.body.error.message).toBe('string')
  if (field) expect(Object.keys(result.body.error.fields ?? {})).toContain(field)
}

describe(`GET /api/v1/trips on ${testEngine}`, () => {
  it('lists trips with translated fields chosen by Accept-Language', async () => {
    const en = await call(listTripsHandler, '?limit=50')
    const ru = await call(listTripsHandler, '?limit=50', {}, 'ru-RU,ru;q=0.9')
    expect(en.status).toBe(200)
    expect(en.body.data.length).toBe(Object.keys(data.trips).length)
    expect(en.body.page).toEqual({ limit: 50, nextCursor: null })
    expect(ru.headers.get('content-language')).toBe('ru')
    const id = data.trips.dolomites.id
    expect(ru.body.data.find((t: any) => t.id === id).title).toBe('От хижины к хижине в Доломитах')
    expect(en.body.data.find((t: any) => t.id === id).title).toBe('Hut to hut in the Dolomites')
  })

  it('walks every page from first to last, then an empty page beyond it', async () => {
    const all = (await call(listTripsHandler, '?limit=50')).body.data.map((t: any) => t.id)
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res = await call(listTripsHandler, `?limit=5${cursor ? `&cursor=${cursor}` : ''}`)
      expect(res.status).toBe(200)
      expect(res.body.data.length).toBeLessThanOrEqual(5)
      seen.push(...res.body.data.map((t: any) => t.id))
      cursor = res.body.page.nextCursor
      pages++
    } while (cursor && pages < 20)
    expect(seen).toEqual(all)
    expect(pages).toBe(Math.ceil(all.length / 5))
    const beyond = await call(listTripsHandler, `?cursor=${encodeCursor([1, 99999, 99999])}`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.page.nextCursor).toBeNull()
  })

  it('filters by destination and month; no match is an empty list', async () => {
    const italy = await call(listTripsHandler, '?destination=it')
    expect(italy.body.data.every((t: any) => t.country === 'IT')).toBe(true)
    expect(italy.body.data.map((t: any) => t.id)).toEqual([data.trips.dolomites.id, data.trips.amalfi.id])
    const none = await call(listTripsHandler, '?destination=ZZ&month=2030-01')
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual([])
  })

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?limit=-3', 'limit'],
    ['?limit=1&limit=2', 'limit'],
    ['?destination=ITA', 'destination'],
    ['?destination=1', 'destination'],
    ['?month=2026-13', 'month'],
    ['?month=26-01', 'month'],
    ['?cursor=%%%', 'cursor'],
    ['?cursor=', 'cursor'],
    ['?cursor=bm90IGpzb24', 'cursor'],
    [`?cursor=${encodeCursor(['a', 'b', 'c'])}`, 'cursor'],
    [`?cursor=${encodeCursor([1, 2])}`, 'cursor'],
    ['?unknown=1', '_'],
  ])('rejects %s with 400', async (query, field) => {
    expectError(await call(listTripsHandler, query), 400, field)
  })

  it('answers bad input in the caller’s language', async () => {
    const res = await call(listTripsHandler, '?limit=0', {}, 'uk')
    expect(res.body.error.message).toBe('У запиті є некоректні поля.')
  })

  it('reads one trip; malformed id is 400, unknown or draft is 404', async () => {
    const id = String(data.trips.dolomites.id)
    const trip = await call(getTripHandler, '', { id }, 'es')
    expect(trip.status).toBe(200)
    expect(trip.body.data.place).toBe('Dolomitas')
    expect(trip.body.data.itinerary.length).toBeGreaterThan(0)
    for (const id of ['abc', '0', '01', '-1', '1e3', '9999999999', ''])
      expectError(await call(getTripHandler, '', { id }), 400, 'id')
    expectError(await call(getTripHandler, '', { id: '999999' }), 404)
    expectError(await call(getTripHandler, '', { id: String(data.draftTrip.id) }), 404)
    expectError(await call(getTripHandler, '?x=1', { id }), 400, '_')
  })
})

describe(`GET /api/v1/posts on ${testEngine}`, () => {
  it('lists posts in the reader’s language first and paginates to the end', async () => {
    const first = await call(listPostsHandler, '?limit=3', {}, 'ru')
    expect(first.status).toBe(200)
    expect(first.body.data.every((p: any) => p.lang === 'ru')).toBe(true)
    expect(first.body.page.nextCursor).toEqual(expect.any(String))
    const all = (await call(listPostsHandler, '?limit=50', {}, 'ru')).body.data.map((p: any) => p.slug)
    expect(all.length).toBe(Object.keys(data.posts).length)
    const seen: string[] = []
    let cursor: string | null = null
    let guard = 0
    do {
      const res = await call(listPostsHandler, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`, {}, 'ru')
      seen.push(...res.body.data.map((p: any) => p.slug))
      cursor = res.body.page.nextCursor
    } while (cursor && ++guard < 20)
    expect(seen).toEqual(all)
  })

  it('filters by category, tag, author and language', async () => {
    const res = await call(listPostsHandler, '?category=guides&lang=en')
    expect(res.body.data.map((p: any) => p.slug)).toEqual([data.posts.pack.slug, data.posts.train.slug])
    const tag = await call(listPostsHandler, '?tag=carpathians&author=olena')
    expect(tag.body.data.map((p: any) => p.slug).sort()).toEqual(
      [data.posts.chornohora, data.posts.banosh, data.posts.poezda, data.posts.trembita].map((p) => p.slug).sort(),
    )
    expect(tag.body.data.every((p: any) => p.author.username === 'olena')).toBe(true)
    const empty = await call(listPostsHandler, '?tag=no-such-tag')
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ data: [], page: { limit: 10, nextCursor: null } })
  })

  it.each([
    ['?category=Food', 'category'],
    ['?category=a_b', 'category'],
    ['?tag=%20', 'tag'],
    ['?author=AB', 'author'],
    ['?author=x', 'author'],
    ['?lang=de', 'lang'],
    ['?limit=100', 'limit'],
    ['?cursor=abc', 'cursor'],
    [`?cursor=${encodeCursor([0, 'yesterday', 1])}`, 'cursor'],
    [`?cursor=${encodeCursor([0, 5, 1])}`, 'cursor'],
    ['?page=2', '_'],
  ])('rejects %s with 400', async (query, field) => {
    expectError(await call(listPostsHandler, query), 400, field)
  })

  it('reads a post; bad slug is 400, unknown or draft is 404', async () => {
    const res = await call(getPostHandler, '', { slug: data.posts.banosh.slug }, 'en')
    expect(res.status).toBe(200)
    expect(res.body.data.lang).toBe('uk')
    expect(res.body.data.html).toContain('<h2 id=')
    expect(res.body.data.category.name).toBe('Food and drink')
    expectError(await call(getPostHandler, '', { slug: 'Bad Slug' }), 400, 'slug')
    expectError(await call(getPostHandler, '', { slug: 'x'.repeat(200) }), 400, 'slug')
    expectError(await call(getPostHandler, '', { slug: 'no-such-post' }), 404)
    expectError(await call(getPostHandler, '', { slug: data.draftPost.slug }), 404)
  })
})

describe(`GET /api/v1 categories, tags, authors on ${testEngine}`, () => {
  it('lists and reads categories (translated), tags and authors', async () => {
    const categories = await call(listCategoriesHandler, '', {}, 'uk')
    expect(categories.body.data.length).toBe(Object.keys(data.categories).length)
    expect(categories.body.data.find((c: any) => c.slug === 'food').name).toBe('Їжа та напої')
    expect((await call(getCategoryHandler, '', { slug: 'food' }, 'es')).body.data.name).toBe('Comida y bebida')
    expectError(await call(getCategoryHandler, '', { slug: 'none' }), 404)
    expectError(await call(getCategoryHandler, '', { slug: '../etc' }), 400, 'slug')
    const tags = await call(listTagsHandler)
    expect(tags.body.data.length).toBe(Object.keys(data.tags).length)
    expect((await call(getTagHandler, '', { slug: 'hiking' })).body.data.posts).toBeGreaterThan(0)
    expect((await call(getTagHandler, '', { slug: 'hiking' }, 'ru')).body.data.name).toBe('Походы')
    const postInSpanish = await call(getPostHandler, '', { slug: data.posts.chornohora.slug }, 'es')
    expect(postInSpanish.body.data.tags.map((t: any) => t.name)).toContain('Senderismo')
    expectError(await call(getTagHandler, '', { slug: 'none' }), 404)
    const authors = await call(listAuthorsHandler, '', {}, 'ru')
    expect(authors.body.data.length).toBe(Object.keys(data.authors).length)
    expect((await call(getAuthorHandler, '', { username: 'maria' }, 'ru')).body.data.bio).toBe(
      data.authors.maria.bio.ru,
    )
    expectError(await call(getAuthorHandler, '', { username: 'Maria' }), 400, 'username')
    expectError(await call(getAuthorHandler, '', { username: 'nobody' }), 404)
    expectError(await call(listTagsHandler, '?limit=5'), 400, '_')
  })

  it('never answers 500 to arbitrary input', async () => {
    const nasty = [
      '',
      ' ',
      '%00',
      "'; drop table posts; --",
      '\u202e',
      '😀',
      '../../',
      '<script>',
      'a'.repeat(5000),
      '1'.repeat(40),
      '-0',
      'NaN',
      '[]',
      '{}',
    ]
    const handlers: Array<[Handler, string[]]> = [
      [listTripsHandler, ['destination', 'month', 'cursor', 'limit']],
      [listPostsHandler, ['category', 'tag', 'author', 'lang', 'cursor', 'limit']],
    ]
    for (const [handler, keys] of handlers) {
      for (const key of keys) {
        for (const value of nasty) {
          const res = await call(handler, `?${key}=${encodeURIComponent(value)}`)
          expect([200, 400]).toContain(res.status)
        }
      }
    }
    for (const value of nasty) {
      expect([400, 404]).toContain((await call(getTripHandler, '', { id: value })).status)
      expect([400, 404]).toContain((await call(getPostHandler, '', { slug: value })).status)
      expect([400, 404]).toContain((await call(getAuthorHandler, '', { username: value })).status)
    }
  })
})
