import { listAuthors, listCategories, listPostSlugs, listTags } from '@/features/blog/blog.server'
import { findContentPage, listContentSlugs } from '@/features/content/content.server'
import { listTripIds } from '@/features/trips/trips.server'
import { siteConfig } from '@/lib/config'
import { localeTags, locales, type Locale } from '@/lib/i18n/locales'
import { canonicalUrl } from '@/lib/urls'
import { xmlEscape } from './xml'

export interface SitemapEntry {
  /** Path without the locale prefix ("" for the home page, "/trips/1", ...). */
  path: string
  lastmod?: string
  /** Locales in which the page exists (hreflang alternates); default: all. */
  locales?: readonly Locale[]
}

const localized = (locale: Locale, path: string) => canonicalUrl(`/${locale}${path}`)
const latest = (dates: string[]) => dates.reduce<string | undefined>((max, d) => (!max || d > max ? d : max), undefined)

/** Every public page of one locale. Content pages exist per locale; everything else exists in all four. */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [tripIds, postSlugs, categories, tags, authors] = await Promise.all([
    listTripIds(),
    listPostSlugs(),
    listCategories(locale),
    listTags(),
    listAuthors(locale),
  ])
  const lastPost = latest(postSlugs.map((p) => p.updatedAt))
  const lastTrip = latest(tripIds.map((t) => t.updatedAt))
  const entries: SitemapEntry[] = [
    { path: '', lastmod: latest([lastPost ?? '', lastTrip ?? '']) || undefined },
    { path: '/trips', lastmod: lastTrip },
    { path: '/blog', lastmod: lastPost },
  ]
  for (const slug of listContentSlugs(locale)) {
    const page = findContentPage(locale, slug)
    entries.push({
      path: `/${slug}`,
      lastmod: page?.updated ?? undefined,
      locales: locales.filter((l) => listContentSlugs(l).includes(slug)),
    })
  }
  for (const trip of tripIds) entries.push({ path: `/trips/${trip.id}`, lastmod: trip.updatedAt })
  for (const post of postSlugs) entries.push({ path: `/blog/posts/${post.slug}`, lastmod: post.updatedAt })
  for (const category of categories) if (category.posts > 0) entries.push({ path: `/blog/categories/${category.slug}` })
  for (const tag of tags) if (tag.posts > 0) entries.push({ path: `/blog/tags/${tag.slug}` })
  for (const author of authors) if (author.posts > 0) entries.push({ path: `/blog/users/${author.username}` })
  return entries
}

/** sitemaps.org 0.9 urlset with hreflang alternates (xhtml:link) for one locale. */
export async function localeSitemapXml(locale: Locale): Promise<string> {
  const urls = (await sitemapEntries(locale)).map((entry) => {
    const alternates = entry.locales ?? locales
    const links = alternates.map(
      (l) => `    <xhtml:link rel="alternate" hreflang="${localeTags[l]}" href="${xmlEscape(localized(l, entry.path))}"/>`,
    )
    if (alternates.includes('en')) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(localized('en', entry.path))}"/>`)
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
export async function sitemapIndexXml(): Promise<string> {
  const posts = await listPostSlugs()
  const trips = await listTripIds()
  const lastmod = latest([...posts.map((p) => p.updatedAt), ...trips.map((t) => t.updatedAt)])
  const items = locales.map((locale) =>
    [
      '  <sitemap>',
      `    <loc>${xmlEscape(`${siteConfig.siteUrl}/${locale}/sitemap.xml`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n'),
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n')
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
