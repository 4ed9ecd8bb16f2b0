import { siteConfig } from './config'
import { localeTags, locales, type Locale } from './i18n/locales'
import { canonicalUrl } from './urls'
import { xmlEscape } from './xml'

export interface SitemapEntry {
  /** Path without the locale prefix ("" for the home page, "/trips/1", ...). */
  path: string
  lastmod?: string
  /** Locales in which the page exists (hreflang alternates); default: all. */
  locales?: readonly Locale[]
}

const localized = (locale: Locale, path: string) => canonicalUrl(`/${locale}${path}`)

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB per file; with its five hreflang links a URL takes
 * up to ~1.5 KB here, so a locale's pages are split into files of this many (ADR 029: 100,000 posts).
 */
export const SITEMAP_PAGE_SIZE = 10_000

/** How many files a locale's sitemap takes for this many entries (at least one). */
export const sitemapPageCount = (entries: number) => Math.max(1, Math.ceil(entries / SITEMAP_PAGE_SIZE))

/** Address of a locale sitemap's file: /{lang}/sitemap.xml (spec §2) for the first, `?page=N` for the others. */
const sitemapPageUrl = (locale: Locale, page: number) =>
  `${siteConfig.siteUrl}/${locale}/sitemap.xml${page > 1 ? `?page=${page}` : ''}`

/** The file a sitemap request asks for: 1 without `page`, undefined when `page` is not a page number. */
export function sitemapPageParam(url: URL): number | undefined {
  const page = url.searchParams.get('page')
  if (page === null) return 1
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : undefined
}

export const latestDate = (dates: Array<string | undefined>) =>
  dates.reduce<string | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined)

/** sitemaps.org 0.9 urlset for one locale, with hreflang alternates (xhtml:link) per URL. */
export function localeSitemapXml(locale: Locale, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = entry.locales ?? locales
    const links = alternates.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${localeTags[l]}" href="${xmlEscape(localized(l, entry.path))}"/>`,
    )
    if (alternates.includes('en'))
      links.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(localized('en', entry.path))}"/>`,
      )
    return [
      '  <url>',
      `    <loc>${xmlEscape(localized(locale, entry.path))}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${xmlEscape(entry.lastmod)}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The root index pointing at every file of each locale's sitemap (`pages`: files per locale, default one). */
export function sitemapIndexXml(lastmod?: string, pages: Partial<Record<Locale, number>> = {}): string {
  const items = locales.flatMap((locale) =>
    Array.from({ length: pages[locale] ?? 1 }, (_, i) =>
      [
        '  <sitemap>',
        `    <loc>${xmlEscape(sitemapPageUrl(locale, i + 1))}</loc>`,
        ...(lastmod ? [`    <lastmod>${xmlEscape(lastmod)}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n'),
    ),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
    ...locales.map((locale) => `Sitemap: ${siteConfig.siteUrl}/${locale}/sitemap.xml`),
    '',
  ].join('\n')
}
