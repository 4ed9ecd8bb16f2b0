import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '@/lib/i18n/locales'
import { localeSitemapXml } from '@/server/seo/sitemap.server'
import { xmlResponse } from '@/server/seo/xml'

/** Spec §2: /{lang}/sitemap.xml, every public page of that locale. */
export const Route = createFileRoute('/$lang/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ params }) =>
        isLocale(params.lang) ? xmlResponse(await localeSitemapXml(params.lang)) : new Response('Not found', { status: 404 }),
    },
  },
})
