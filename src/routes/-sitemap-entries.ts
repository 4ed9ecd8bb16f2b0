import { blogSitemapEntries } from '@/features/blog/blog.server'
import { findContentPage, listContentSlugs } from '@/features/content/content.server'
import { tripSitemapEntries } from '@/features/trips/trips.server'
import { locales, type Locale } from '@/lib/i18n/locales'
import { latestDate, type SitemapEntry } from '@/lib/sitemap'

/** A locale's content pages, each with the locales it exists in. */
function contentEntries(locale: Locale): SitemapEntry[] {
  return listContentSlugs(locale).map((slug) => ({
    path: `/${slug}`,
    lastmod: findContentPage(locale, slug).updated ?? undefined,
    locales: locales.filter((l) => listContentSlugs(l).includes(slug)),
  }))
}

/**
 * Every public page of each locale's sitemap, in file order: home, trips, the blog, then the locale's content pages.
 * The trips' and the blog's pages are the same in every locale, so they are read once for all the locales asked.
 */
export async function sitemapEntries(forLocales: readonly Locale[]): Promise<Map<Locale, SitemapEntry[]>> {
  const [trips, blog] = await Promise.all([tripSitemapEntries(), blogSitemapEntries(forLocales[0] ?? 'en')])
  const home: SitemapEntry = { path: '', lastmod: latestDate([...trips, ...blog].map((e) => e.lastmod)) }
  return new Map(forLocales.map((locale) => [locale, [home, ...trips, ...blog, ...contentEntries(locale)]]))
}
