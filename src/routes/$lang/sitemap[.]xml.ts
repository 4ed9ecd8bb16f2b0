import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '@/lib/i18n/locales'
import { localeSitemapXml, sitemapPageParam } from '@/lib/sitemap'
import { xmlResponse } from '@/lib/xml'
import { sitemapFileEntries } from '../-sitemap-entries'

const notFound = () => new Response('Not found', { status: 404 })

/**
 * Spec §2: /{lang}/sitemap.xml, every public page of one locale. A large site's pages continue in
 * /{lang}/sitemap.xml?page=2, 3, … (a file holds at most SITEMAP_PAGE_SIZE URLs); the root index lists them all.
 */
export const Route = createFileRoute('/$lang/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const page = sitemapPageParam(new URL(request.url))
        if (!isLocale(params.lang) || page === undefined) return notFound()
        const entries = await sitemapFileEntries(params.lang, page)
        return entries ? xmlResponse(localeSitemapXml(params.lang, entries)) : notFound()
      },
    },
  },
})
