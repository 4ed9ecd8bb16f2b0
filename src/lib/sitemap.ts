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

/** The root index pointing at each locale's sitemap. */
export function sitemapIndexXml(lastmod?: string): string {
  const items = locales.map((locale) =>
    [
      '  <sitemap>',
      `    <loc>${xmlEscape(`${siteConfig.siteUrl}/${locale}/sitemap.xml`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${xmlEscape(lastmod)}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n'),
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
