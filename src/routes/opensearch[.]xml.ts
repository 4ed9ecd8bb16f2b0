import { createFileRoute } from '@tanstack/react-router'
import { openSearchDescription } from '@/features/search/search.opensearch'
import { baseLocale, isLocale } from '@/lib/i18n/locales'
import { xmlResponse } from '@/lib/xml'

/** OpenSearch description (`?lang=` picks the language of the search page it points to). */
export const Route = createFileRoute('/opensearch.xml')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? ''
        return xmlResponse(
          openSearchDescription(isLocale(lang) ? lang : baseLocale),
          'application/opensearchdescription+xml; charset=utf-8',
          86_400,
        )
      },
    },
  },
})
