// GET /api/v1/search through its route file: validation like the other endpoints (localized field messages),
// answers shaped as documented, the OpenSearch description, and search pages kept out of the sitemaps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { Route as localeSitemapRoute } from '@/routes/$lang/sitemap[.]xml'
import { Route as openSearchRoute } from '@/routes/opensearch[.]xml'
import { encodeCursor } from '@/lib/pagination'
import { m } from '@/paraglide/messages'
import { createTestDatabase, testEngine } from './support/db'
import { TestClient, type RouteKey } from './support/auth-client'
import { createPost } from './factories/post'
import { createTrip } from './factories/trip'

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
const handlerOf = (route: unknown) =>
  (route as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await createPost(database.db, {
    slug: 'volcano-walks',
    lang: 'es',
    title: 'Caminatas por volcanes',
    excerpt: 'Volcanes de Canarias',
    body: 'Volcán.',
  })
  for (let i = 0; i < 3; i++)
    await createTrip(database.db, {
      title: { en: `Volcano trek ${i}`, es: `Volcanes ${i}`, ru: `Вулканы ${i}`, uk: `Вулкани ${i}` },
    })
})
afterAll(() => database.close())

const get = (query: string, locale = 'en') =>
  new TestClient(undefined, locale).call(`GET /api/v1/search${query}` as RouteKey)

describe(`GET /api/v1/search on ${testEngine}`, () => {
  it('answers with results, counts and a page, cacheable and in the asked language', async () => {
    const answer = await get('?q=volcano&limit=2', 'uk')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-language')).toBe('uk')
    expect(answer.body.counts).toEqual({ all: 4, trip: 3, post: 1, langs: { en: 0, es: 1, ru: 0, uk: 0 } })
    // The language filter's counts do not depend on it: what each of its choices would list.
    const english = await get('?q=volcano&lang=en', 'uk')
    expect(english.body.counts).toEqual({ all: 3, trip: 3, post: 0, langs: { en: 0, es: 1, ru: 0, uk: 0 } })
    expect(answer.body.data).toHaveLength(2)
    expect(answer.body.page.nextCursor).toEqual(expect.any(String))
    const next = await get(`?q=volcano&limit=2&cursor=${answer.body.page.nextCursor}`, 'uk')
    expect(next.body.data).toHaveLength(2)
    expect(next.body.page.nextCursor).toBeNull()
    const titles = [...answer.body.data, ...next.body.data].map((h: { title: string }) => h.title)
    expect(titles).toContain('Вулкани 0')
    expect(titles).toContain('Caminatas por volcanes')
  })

  it('filters by type and by post language', async () => {
    const posts = await get('?q=volcano&type=post')
    expect(posts.body.data.map((h: { type: string }) => h.type)).toEqual(['post'])
    expect((await get('?q=volcano&type=post&lang=ru')).body.data).toEqual([])
  })

  it('refuses an empty, blank or over-long q with a localized field message', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const answer = await get(query, 'es')
      expect(answer.status).toBe(400)
      expect(answer.body.error.code).toBe('invalid_input')
      expect(answer.body.error.fields.q).toBe(m.search_query_required({}, { locale: 'es' }))
    }
    const long = await get(`?q=${'a'.repeat(101)}`, 'ru')
    expect(long.status).toBe(400)
    expect(long.body.error.fields.q).toBe(m.search_query_too_long({ max: 100 }, { locale: 'ru' }))
    expect((await get(`?q=${'a'.repeat(100)}`)).status).toBe(200)
    // Characters, not UTF-16 units: 100 emoji fit, 101 do not.
    const emoji = encodeURIComponent('🏔')
    expect((await get(`?q=${emoji.repeat(100)}`)).status).toBe(200)
    const astral = await get(`?q=${emoji.repeat(101)}`, 'ru')
    expect(astral.status).toBe(400)
    expect(astral.body.error.fields.q).toBe(m.search_query_too_long({ max: 100 }, { locale: 'ru' }))
  })

  it('refuses a q that asks for nothing (invisible characters, a lone "-", empty quotes) as a blank one', async () => {
    // Zero-width space, BOM, soft hyphen, word joiner, zero-width joiner, direction mark; "-", quotes, and mixes.
    const queries = ['%E2%80%8B', '%EF%BB%BF', '%C2%AD', '%E2%81%A0', '%E2%80%8D', '%E2%80%8E', '-', '--', "''"]
    for (const query of [...queries, '%22%22', '%20-%20%22%22%20', '%E2%80%8B%C2%AD-']) {
      const answer = await get(`?q=${query}`, 'ru')
      expect(answer.status, query).toBe(400)
      expect(answer.body.error.code, query).toBe('invalid_input')
      expect(answer.body.error.fields, query).toEqual({ q: m.search_query_required({}, { locale: 'ru' }) })
    }
    // A word with quotes or a dash still asks for something.
    for (const query of ['%22volcano%22', 'volcano-trek', '%E2%80%8Bvolcano'])
      expect((await get(`?q=${query}`)).status).toBe(200)
  })

  it('refuses a q whose percent-encoding is not UTF-8 (400 naming q), as the other endpoints refuse such values', async () => {
    for (const query of ['%ff', 'volcano%ff', '%C3%28', '%E0%A4%A']) {
      const answer = await get(`?q=${query}`, 'uk')
      expect(answer.status, query).toBe(400)
      expect(answer.body.error.code, query).toBe('invalid_input')
      expect(answer.body.error.fields, query).toEqual({ q: m.security_invalid_characters({}, { locale: 'uk' }) })
    }
    // The same answer from other endpoints' query strings; a well-formed escape or a bare `%` is still searched.
    for (const path of ['/api/v1/trips?destination=%ff', '/api/v1/posts?tag=%ff'] as const) {
      const answer = await new TestClient(undefined, 'es').call(`GET ${path}`)
      expect(answer.status, path).toBe(400)
      const field = path.includes('destination') ? 'destination' : 'tag'
      expect(answer.body.error.fields, path).toEqual({ [field]: m.security_invalid_characters({}, { locale: 'es' }) })
    }
    expect((await get('?q=volc%C3%A1n')).status).toBe(200)
    expect((await get('?q=100%')).status).toBe(200)
  })

  it('refuses unknown parameters, bad types, limits and cursors', async () => {
    expect((await get('?q=x&sort=new')).body.error.fields).toHaveProperty('_')
    expect((await get('?q=x&type=people')).body.error.fields).toHaveProperty('type')
    expect((await get('?q=x&limit=51')).body.error.fields).toHaveProperty('limit')
    expect((await get('?q=x&cursor=%%%')).body.error.fields).toHaveProperty('cursor')
    const foreign = await get(`?q=x&cursor=${encodeCursor([1, '2026-01-01', 3])}`)
    expect(foreign.status).toBe(400)
    expect(foreign.body.error.fields.cursor).toBe(m.api_invalid_cursor({}, { locale: 'en' }))
  })
})

describe('search discovery', () => {
  it('describes the search for browsers (OpenSearch) in the asked language', async () => {
    const response = await handlerOf(openSearchRoute)({
      params: {},
      request: new Request('http://localhost/opensearch.xml?lang=ru'),
    })
    expect(response.headers.get('content-type')).toContain('application/opensearchdescription+xml')
    const xml = await response.text()
    expect(xml).toContain('<ShortName>Waypoints</ShortName>')
    expect(xml).toContain('template="http://localhost:3000/ru/search?q={searchTerms}"')
    expect(xml).toContain(m.search_meta_description({}, { locale: 'ru' }))
  })

  it('keeps search pages out of the sitemaps', async () => {
    const response = await handlerOf(localeSitemapRoute)({
      params: { lang: 'en' },
      request: new Request('http://localhost/en/sitemap.xml'),
    })
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    expect(xml).not.toContain('/search')
  })
})
