// Sitemaps at the scale the site is built for (ADR 029): a sitemap file may hold at most 50,000 URLs and 50 MB
// (sitemaps.org), so a locale's pages are split over several files, all of them listed by the index. Each file reads
// only its own slice of the trips and posts, and holds exactly the entries at its place in the whole list.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { locales } from '@/lib/i18n/locales'
import { SITEMAP_PAGE_SIZE } from '@/lib/sitemap'
import { listContentSlugs } from '@/features/content/content.server'
import { Route as localeSitemapRoute } from '@/routes/$lang/sitemap[.]xml'
import { Route as sitemapIndexRoute } from '@/routes/sitemap[.]xml'
import { bulkBlog } from './factories/bulk'
import { createCategory } from './factories/category'
import { createTrip } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
const handlerOf = (route: unknown) =>
  (route as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET

// One more trip than a file holds, and about as many posts: every locale's sitemap takes three files, the second
// starting among the trips and the third among the posts.
const TRIPS = SITEMAP_PAGE_SIZE + 1
const POSTS = 12_000
const MAX_URLS = 50_000
const MAX_BYTES = 50 * 1024 * 1024

/** GET of a sitemap URL (absolute, as the index lists it) through the locale route. */
async function get(url: string): Promise<Response> {
  const { pathname } = new URL(url)
  const lang = pathname.split('/')[1]!
  return handlerOf(localeSitemapRoute)({ params: { lang }, request: new Request(url) })
}

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  const model = await createTrip(database.db)
  // More published trips than one sitemap file lists, copied in one statement.
  await database.db.execute(sql`
    insert into trips (title, summary, description, country, place, cover_image, status)
    select title, summary, description, country, place, cover_image, 'published'
    from trips, generate_series(2, ${TRIPS}) where id = ${model.id}`)
  for (let i = 0; i < 3; i++) await createCategory(database.db)
  await bulkBlog(database.db, { posts: POSTS, prefix: 'sitemap' })
  countRowsRead()
}, 300_000)
afterAll(() => database.close())

let rowsRead = 0
/** Counts the rows every statement brings back from the database (PGlite or the node-postgres pool). */
function countRowsRead() {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  const query = client.query.bind(client)
  client.query = async (...args: unknown[]) => {
    const result = (await query(...args)) as { rows?: unknown[] }
    rowsRead += result.rows?.length ?? 0
    return result
  }
}

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** Every page of the English sitemap in order, read straight from the tables: the list the files split. */
async function expectedEnglishPaths(): Promise<string[]> {
  const column = async (statement: ReturnType<typeof sql>) => (await rows<{ v: string }>(statement)).map((r) => r.v)
  const trips = await column(sql`select id::text as v from trips where status = 'published' order by id`)
  const posts = await column(
    sql`select slug as v from posts where status = 'published' order by published_at desc, id desc`,
  )
  const categories = await column(sql`select slug as v from categories where published_posts > 0 order by position, id`)
  const tags = await column(sql`select slug as v from tags where published_posts > 0 order by name ->> 'en'`)
  const authors = await column(
    sql`select u.username as v from authors a join "user" u on u.id = a.user_id where a.published_posts > 0 order by u.username`,
  )
  return [
    '/en',
    '/en/trips',
    ...trips.map((id) => `/en/trips/${id}`),
    '/en/blog',
    ...posts.map((slug) => `/en/blog/posts/${slug}`),
    ...categories.map((slug) => `/en/blog/categories/${slug}`),
    ...tags.map((slug) => `/en/blog/tags/${slug}`),
    ...authors.map((username) => `/en/blog/users/${username}`),
    ...listContentSlugs('en').map((slug) => `/en/${slug}`),
  ]
}

const pathsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

describe(`sitemaps of a large site on ${testEngine}`, () => {
  it('split every locale over files within the protocol limits, listed by the index, each page once', async () => {
    const index = await (
      await handlerOf(sitemapIndexRoute)({ params: {}, request: new Request('http://localhost/sitemap.xml') })
    ).text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    for (const locale of locales) {
      const own = files.filter((url) => new URL(url).pathname === `/${locale}/sitemap.xml`)
      expect(own.length).toBeGreaterThan(1)
      const locs: string[] = []
      for (const url of own) {
        const response = await get(url)
        expect(response.status).toBe(200)
        const xml = await response.text()
        expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(MAX_BYTES)
        const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
        expect(urls.length).toBeLessThanOrEqual(MAX_URLS)
        locs.push(...urls)
      }
      // Every trip page of the locale is in exactly one file.
      const trips = locs.filter((loc) => /\/trips\/\d+$/.test(loc))
      expect(trips.length).toBe(TRIPS)
      expect(new Set(locs).size).toBe(locs.length)
    }
  }, 300_000)

  it('a later file holds exactly the entries at its place in the whole list', async () => {
    const expected = await expectedEnglishPaths()
    expect(expected.length).toBeGreaterThan(2 * SITEMAP_PAGE_SIZE)
    expect(expected.length).toBeLessThan(3 * SITEMAP_PAGE_SIZE)
    // The second file starts among the trips, the third among the posts.
    expect(expected[SITEMAP_PAGE_SIZE]).toMatch(/^\/en\/trips\/\d+$/)
    expect(expected[2 * SITEMAP_PAGE_SIZE]).toMatch(/^\/en\/blog\/posts\//)
    for (const page of [2, 3]) {
      const response = await get(`http://localhost/en/sitemap.xml?page=${page}`)
      expect(response.status).toBe(200)
      expect(pathsOf(await response.text())).toEqual(
        expected.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE),
      )
    }
  }, 300_000)

  it('a file reads only its own slice of trips and posts from the database; the index and a 404 only counts', async () => {
    rowsRead = 0
    await handlerOf(sitemapIndexRoute)({ params: {}, request: new Request('http://localhost/sitemap.xml') })
    // One row per count (trips; posts, categories, tags, authors), not every trip and post.
    expect(rowsRead).toBeLessThanOrEqual(5)
    rowsRead = 0
    expect((await get('http://localhost/en/sitemap.xml?page=4')).status).toBe(404)
    expect(rowsRead).toBeLessThanOrEqual(5)
    rowsRead = 0
    const second = pathsOf(await (await get('http://localhost/ru/sitemap.xml?page=2')).text())
    expect(second).toHaveLength(SITEMAP_PAGE_SIZE)
    // Its 10,000 trips and posts and the counts; before, every file read all of them (over 21,000 rows).
    expect(rowsRead).toBeGreaterThanOrEqual(SITEMAP_PAGE_SIZE - 1)
    expect(rowsRead).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE + 5)
  }, 120_000)

  it('answers 404 for a page beyond the last and for a page that is not a number', async () => {
    for (const page of ['999', '0', 'x', '-1', '1.5'])
      expect((await get(`http://localhost/en/sitemap.xml?page=${page}`)).status).toBe(404)
  }, 120_000)
})
