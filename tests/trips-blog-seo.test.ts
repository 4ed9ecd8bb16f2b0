/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON-LD is checked by assertions */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '@/server/db/client.server'
import { robotsTxt } from '@/lib/sitemap'
import { blogFeedXml } from '@/features/blog/blog.feed.server'
import { Route as localeSitemapRoute } from '@/routes/$lang/sitemap[.]xml'
import { Route as sitemapIndexRoute } from '@/routes/sitemap[.]xml'
import { listContentSlugs } from '@/features/content/content.server'
import { findPost } from '@/features/blog/blog.post.server'
import { findTrip } from '@/features/trips/trips.server'
import { postJsonLd } from '@/features/blog/blog.seo'
import { tripJsonLd } from '@/features/trips/trips.seo'
import { jsonLdScript } from '@/lib/seo'
import { locales } from '@/lib/i18n/locales'
import { createCatalogue, type Catalogue } from './fixtures/catalogue'
import { createTrip } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
const handlerOf = (route: unknown) =>
  (route as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET

async function localeSitemapXml(lang: string): Promise<string> {
  const response = await handlerOf(localeSitemapRoute)({
    params: { lang },
    request: new Request(`http://localhost/${lang}/sitemap.xml`),
  })
  expect(response.headers.get('content-type')).toContain('application/xml')
  return response.text()
}
async function sitemapIndexXml(): Promise<string> {
  return (
    await handlerOf(sitemapIndexRoute)({ params: {}, request: new Request('http://localhost/sitemap.xml') })
  ).text()
}

const xsd = (name: string) => path.resolve(import.meta.dirname, 'fixtures/xsd', name)
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0
const dir = mkdtempSync(path.join(tmpdir(), 'waypoints-seo-'))

/** Runs xmllint; returns its stderr ('' when the document is valid). */
function xmllint(xml: string, schema?: string): { ok: boolean; output: string } {
  const file = path.join(dir, `doc-${Math.random().toString(36).slice(2)}.xml`)
  writeFileSync(file, xml)
  const args = ['--noout', ...(schema ? ['--schema', schema] : []), file]
  const result = spawnSync('xmllint', args, { encoding: 'utf8' })
  return { ok: result.status === 0, output: result.stderr }
}

let database: Database
let catalogue: Catalogue
beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
})
afterAll(() => database.close())

describe(`sitemaps on ${testEngine}`, () => {
  it.skipIf(!hasXmllint).each(locales)('%s sitemap is valid against the sitemaps.org 0.9 schema', async (locale) => {
    const xml = await localeSitemapXml(locale)
    const result = xmllint(xml, xsd('sitemap.xsd'))
    expect(result.output).toContain('validates')
    expect(result.ok).toBe(true)
  })

  it.skipIf(!hasXmllint)('the schema check really rejects a broken sitemap', () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>'
    expect(xmllint(broken, xsd('sitemap.xsd')).ok).toBe(false)
  })

  it.skipIf(!hasXmllint)('the index is valid against the sitemap index schema', async () => {
    const result = xmllint(await sitemapIndexXml(), xsd('siteindex.xsd'))
    expect(result.ok).toBe(true)
  })

  it('lists every public page of the locale with hreflang alternates and lastmod', async () => {
    const xml = await localeSitemapXml('es')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const origin = locs[0]!.replace(/\/es$/, '')
    for (const p of [
      '/es',
      '/es/trips',
      '/es/blog',
      `/es/trips/${catalogue.trips.dolomites.id}`,
      `/es/blog/posts/${catalogue.posts.banosh.slug}`,
      '/es/blog/categories/food',
      '/es/blog/tags/hiking',
      '/es/blog/users/olena',
    ]) {
      expect(locs).toContain(`${origin}${p}`)
    }
    // Content pages of the locale (content/pages/es/*.md), nested ones included.
    for (const slug of listContentSlugs('es')) expect(locs).toContain(`${origin}/es/${slug}`)
    expect(listContentSlugs('es').length).toBeGreaterThan(0)
    // No drafts, no unknowns.
    expect(xml).not.toContain(catalogue.draftPost.slug)
    expect(locs).not.toContain(`${origin}/es/trips/${catalogue.draftTrip.id}`)
    expect(new Set(locs).size).toBe(locs.length)
    const firstUrl = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'))
    expect(firstUrl).toContain('hreflang="ru-RU"')
    expect(firstUrl).toContain('hreflang="x-default"')
    expect(firstUrl).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
  })

  it('an unknown locale has no sitemap', async () => {
    const response = await handlerOf(localeSitemapRoute)({
      params: { lang: 'de' },
      request: new Request('http://localhost/de/sitemap.xml'),
    })
    expect(response.status).toBe(404)
  })

  it('robots.txt points at the index and every locale sitemap with absolute URLs', () => {
    const robots = robotsTxt()
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
    for (const locale of locales)
      expect(robots).toMatch(new RegExp(`^Sitemap: https?://[^/]+/${locale}/sitemap\\.xml$`, 'm'))
  })
})

describe(`feeds on ${testEngine}`, () => {
  it.each(locales)('%s feed is well-formed RSS 2.0 with only posts in that language', async (locale) => {
    const xml = await blogFeedXml(locale)
    if (hasXmllint) expect(xmllint(xml).ok).toBe(true)
    expect(xml).toContain('<rss version="2.0"')
    const items = xml.match(/<item>/g) ?? []
    expect(items.length).toBe(Object.values(catalogue.posts).filter((p) => p.lang === locale).length)
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!)
    expect(links.slice(1).every((l) => l.includes(`/${locale}/blog/posts/`))).toBe(true)
    expect(xml).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/)
  })
})

const absolute = z.url({ protocol: /^https?$/ })
/** The TouristTrip tripJsonLd gives: strict, so a property that is not meant to be there fails. */
const touristTripShape = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('TouristTrip'),
  name: z.string().min(1),
  description: z.string().min(1),
  url: absolute,
  image: z.array(absolute).min(1),
  inLanguage: z.enum(locales),
  itinerary: z.strictObject({
    '@type': z.literal('ItemList'),
    numberOfItems: z.number().int(),
    itemListElement: z.array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        item: z.strictObject({ '@type': z.literal('TouristAttraction'), name: z.string(), description: z.string() }),
      }),
    ),
  }),
  subjectOf: z.strictObject({
    '@type': z.literal('Event'),
    name: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    location: z.strictObject({
      '@type': z.literal('Place'),
      name: z.string(),
      address: z.strictObject({ '@type': z.literal('PostalAddress'), addressCountry: z.string().regex(/^[A-Z]{2}$/) }),
    }),
  }),
  // One Offer per upcoming departure (ADR 045), its dates as the offer's availability window.
  offers: z
    .array(
      z.strictObject({
        '@type': z.literal('Offer'),
        price: z.string().regex(/^\d+(\.\d+)?$/),
        priceCurrency: z.string().regex(/^[A-Z]{3}$/),
        availability: z.string().startsWith('https://schema.org/'),
        url: absolute,
        availabilityStarts: z.iso.date(),
        availabilityEnds: z.iso.date(),
        inventoryLevel: z.strictObject({ '@type': z.literal('QuantitativeValue'), value: z.number().int() }),
      }),
    )
    .min(1),
  provider: z.strictObject({ '@type': z.literal('Organization'), name: z.string(), url: absolute }),
})

describe(`JSON-LD on ${testEngine}`, () => {
  it('a trip is a TouristTrip with an Offer, and the script parses', async () => {
    const trip = (await findTrip('en', catalogue.trips.dolomites.id))!
    const script = jsonLdScript(tripJsonLd(trip, 'en'))
    const data = JSON.parse(script.children) as Array<Record<string, any>>
    expect(script.type).toBe('application/ld+json')
    expect(data[0]!['@type']).toBe('TouristTrip')
    expect(data[0]!.offers).toMatchObject([{ '@type': 'Offer', priceCurrency: 'EUR', price: '1890.00' }])
    expect(data[1]!['@type']).toBe('BreadcrumbList')
  })

  it.each(locales)(
    '%s: the TouristTrip has only properties the data supports, no page heading as touristType',
    async (locale) => {
      const trip = (await findTrip(locale, catalogue.trips.dolomites.id))!
      const data = JSON.parse(jsonLdScript(tripJsonLd(trip, locale)).children) as unknown[]
      // schema.org's touristType names an audience ("Hikers"); a trip has no such data, so the property is left out.
      const result = touristTripShape.safeParse(data[0])
      expect(result.error?.issues ?? []).toEqual([])
    },
  )

  it('an Offer gives the price in units of its currency, whatever its minor digits', async () => {
    for (const [currency, priceMinor, price] of [
      ['JPY', 250_000, '250000'],
      ['EUR', 250_000, '2500.00'],
      ['KWD', 250_000, '250.000'],
      ['EUR', 123_450, '1234.50'],
      ['KWD', 1_234_567, '1234.567'],
    ] as const) {
      const row = await createTrip(database.db, { currency, priceMinor })
      const trip = (await findTrip('ru', row.id))!
      const data = JSON.parse(jsonLdScript(tripJsonLd(trip, 'ru')).children) as Array<Record<string, any>>
      expect(data[0]!.offers).toMatchObject([{ priceCurrency: currency, price }])
    }
  })

  it('a post is a BlogPosting with a Person author', async () => {
    const post = (await findPost('es', catalogue.posts.banosh.slug))!
    const data = JSON.parse(jsonLdScript(postJsonLd(post, 'es')).children) as Array<Record<string, any>>
    expect(data[0]).toMatchObject({
      '@type': 'BlogPosting',
      inLanguage: 'uk',
      author: { '@type': 'Person', name: 'Олена Коваль' },
    })
  })

  it('cannot be broken out of by content', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>', other: 'a\u2028b' })
    expect(script.children).not.toContain('<')
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script>', other: 'a\u2028b' })
  })
})
