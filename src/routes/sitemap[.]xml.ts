import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexXml } from '@/lib/sitemap'
import { xmlResponse } from '@/lib/xml'
import { sitemapFiles } from './-sitemap-entries'

/** Sitemap index: every file of each locale's sitemap (one per locale unless the site is large). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const { pages, lastmod } = await sitemapFiles()
        // The home page's lastmod is the latest change of any trip or post.
        return xmlResponse(sitemapIndexXml(lastmod, pages))
      },
    },
  },
})
