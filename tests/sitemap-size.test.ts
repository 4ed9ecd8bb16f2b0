// Sitemaps at the scale the site is built for (ADR 029): a sitemap file may hold at most 50,000 URLs and 50 MB
// (sitemaps.org), so a locale's pages are split over several files, all of them listed by the index.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { locales } from '@/lib/i18n/locales'
import { SITEMAP_PAGE_SIZE } from '@/lib/sitemap'
import { Route as localeSitemapRoute } from '@/routes/$lang/sitemap[.]xml'
import { Route as sitemapIndexRoute } from '@/routes/sitemap[.]xml'
import { createTrip } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
const handlerOf = (route: unknown) =>
  (route as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET

// One more trip than a file holds: every locale's sitemap takes two files.
const TRIPS = SITEMAP_PAGE_SIZE + 1
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
    insert into trips (title, summary, description, country, place, start_date, end_date, price_minor, currency,
      seats_total, seats_left, cover_image, status)
    select title, summary, description, country, place, start_date, end_date, price_minor, currency, seats_total,
      seats_left, cover_image, 'published'
    from trips, generate_series(2, ${TRIPS}) where id = ${model.id}`)
}, 300_000)
afterAll(() => database.close())

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

  it('answers 404 for a page beyond the last and for a page that is not a number', async () => {
    for (const page of ['999', '0', 'x', '-1', '1.5'])
      expect((await get(`http://localhost/en/sitemap.xml?page=${page}`)).status).toBe(404)
  }, 120_000)
})
