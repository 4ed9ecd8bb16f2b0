import { createFileRoute } from '@tanstack/react-router'
import { locales } from '@/lib/i18n/locales'
import { sitemapIndexXml, sitemapPageCount } from '@/lib/sitemap'
import { xmlResponse } from '@/lib/xml'
import { sitemapEntries } from './-sitemap-entries'

/** Sitemap index: every file of each locale's sitemap (one per locale unless the site is large). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const entries = await sitemapEntries(locales)
        const pages = Object.fromEntries(locales.map((l) => [l, sitemapPageCount(entries.get(l)!.length)]))
        // The home page's lastmod is the latest change of any trip or post.
        return xmlResponse(sitemapIndexXml(entries.get('en')![0]!.lastmod, pages))
      },
    },
  },
})
