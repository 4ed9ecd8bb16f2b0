import { createFileRoute } from '@tanstack/react-router'
import { notFoundResponse, requestLocale } from '@/server/http/api.server'

/** Any /api path no other route serves: a JSON 404, never the HTML app shell (ADR 008). */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { ANY: ({ request }) => notFoundResponse(requestLocale(request)) } },
})
