import { blogSitemapSummary, blogTaxonomySitemapEntries, postSitemapPages } from '@/features/blog/blog.sitemap.server'
import { findContentPage, listContentSlugs } from '@/features/content/content.server'
import { tripSitemapPages, tripSitemapSummary } from '@/features/trips/trips.server'
import { locales, type Locale } from '@/lib/i18n/locales'
import { latestDate, SITEMAP_PAGE_SIZE, sitemapPageCount, type SitemapEntry } from '@/lib/sitemap'

/** A run of a sitemap's entries: how many there are, and how to read `limit` of them from `offset`. */
interface Part {
  count: number
  read: (offset: number, limit: number) => Promise<SitemapEntry[]>
}

const listed = (entries: SitemapEntry[]): Part => ({
  count: entries.length,
  read: async (offset, limit) => entries.slice(offset, offset + limit),
})

/** A locale's content pages, each with the locales it exists in. */
function contentEntries(locale: Locale): SitemapEntry[] {
  return listContentSlugs(locale).map((slug) => ({
    path: `/${slug}`,
    lastmod: findContentPage(locale, slug).updated ?? undefined,
    locales: locales.filter((l) => listContentSlugs(l).includes(slug)),
  }))
}

type Summaries = [Awaited<ReturnType<typeof tripSitemapSummary>>, Awaited<ReturnType<typeof blogSitemapSummary>>]

const summaries = (): Promise<Summaries> => Promise.all([tripSitemapSummary(), blogSitemapSummary()])

/**
 * Every public page of a locale's sitemap, in file order: home, trips, the blog (posts, then categories, tags and
 * authors), then the locale's content pages. Trips and posts are counted, not read (ADR 029: 100,000 posts); a file
 * reads only the rows of its own slice, the blog's smaller lists only when its slice reaches them.
 */
function sitemapParts(locale: Locale, [trips, blog]: Summaries): Part[] {
  return [
    listed([
      { path: '', lastmod: latestDate([trips.lastmod, blog.lastmod]) },
      { path: '/trips', lastmod: trips.lastmod },
    ]),
    { count: trips.count, read: tripSitemapPages },
    listed([{ path: '/blog', lastmod: blog.lastmod }]),
    { count: blog.posts, read: postSitemapPages },
    {
      count: blog.taxonomy,
      read: async (offset, limit) => (await blogTaxonomySitemapEntries(locale)).slice(offset, offset + limit),
    },
    listed(contentEntries(locale)),
  ]
}

const total = (parts: Part[]) => parts.reduce((sum, part) => sum + part.count, 0)

/** How many files each locale's sitemap takes, and the home page's lastmod (the latest change of a trip or post). */
export async function sitemapFiles(): Promise<{ pages: Record<Locale, number>; lastmod: string | undefined }> {
  const counted = await summaries()
  const pages = Object.fromEntries(
    locales.map((locale) => [locale, sitemapPageCount(total(sitemapParts(locale, counted)))]),
  ) as Record<Locale, number>
  return { pages, lastmod: latestDate([counted[0].lastmod, counted[1].lastmod]) }
}

/** The entries of one file of a locale's sitemap (pages counted from 1); undefined past the last file. */
export async function sitemapFileEntries(locale: Locale, page: number): Promise<SitemapEntry[] | undefined> {
  const parts = sitemapParts(locale, await summaries())
  if (page > sitemapPageCount(total(parts))) return undefined
  // Skip whole parts before the slice, then read from each part what the slice takes of it.
  let skip = (page - 1) * SITEMAP_PAGE_SIZE
  let wanted = SITEMAP_PAGE_SIZE
  const reads: Array<Promise<SitemapEntry[]>> = []
  for (const part of parts) {
    if (wanted === 0) break
    if (skip >= part.count) {
      skip -= part.count
      continue
    }
    const take = Math.min(part.count - skip, wanted)
    reads.push(part.read(skip, take))
    wanted -= take
    skip = 0
  }
  return (await Promise.all(reads)).flat()
}
