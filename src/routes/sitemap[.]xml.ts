import { createFileRoute } from '@tanstack/react-router'
import { listPostSlugs } from '@/features/blog/blog.server'
import { listTripIds } from '@/features/trips/trips.server'
import { latestDate, sitemapIndexXml } from '@/lib/sitemap'
import { xmlResponse } from '@/lib/xml'

/** Sitemap index: one sitemap per locale. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const [posts, trips] = await Promise.all([listPostSlugs(), listTripIds()])
        return xmlResponse(sitemapIndexXml(latestDate([...posts, ...trips].map((x) => x.updatedAt))))
      },
    },
  },
})
