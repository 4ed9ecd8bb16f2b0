import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexXml } from '@/server/seo/sitemap.server'
import { xmlResponse } from '@/server/seo/xml'

/** Sitemap index: one sitemap per locale. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: async () => xmlResponse(await sitemapIndexXml()) } },
})
