import { createFileRoute } from '@tanstack/react-router'
import { blogSitemapEntries } from '@/features/blog/blog.server'
import { findContentPage, listContentSlugs } from '@/features/content/content.server'
import { tripSitemapEntries } from '@/features/trips/trips.server'
import { isLocale, locales, type Locale } from '@/lib/i18n/locales'
import { latestDate, localeSitemapXml, type SitemapEntry } from '@/lib/sitemap'
import { xmlResponse } from '@/lib/xml'

/** Every public page of one locale: home, content pages (where they exist), trips and the blog. */
async function localeSitemap(locale: Locale): Promise<string> {
  const [trips, blog] = await Promise.all([tripSitemapEntries(), blogSitemapEntries(locale)])
  const content: SitemapEntry[] = listContentSlugs(locale).map((slug) => ({
    path: `/${slug}`,
    lastmod: findContentPage(locale, slug).updated ?? undefined,
    locales: locales.filter((l) => listContentSlugs(l).includes(slug)),
  }))
  const home: SitemapEntry = { path: '', lastmod: latestDate([...trips, ...blog].map((e) => e.lastmod)) }
  return localeSitemapXml(locale, [home, ...trips, ...blog, ...content])
}

/** Spec §2: /{lang}/sitemap.xml. */
export const Route = createFileRoute('/$lang/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ params }) =>
        isLocale(params.lang)
          ? xmlResponse(await localeSitemap(params.lang))
          : new Response('Not found', { status: 404 }),
    },
  },
})
