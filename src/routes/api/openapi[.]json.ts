import { createFileRoute } from '@tanstack/react-router'
import { openApiDocument } from './-openapi-document'

/** The OpenAPI 3.1 document of /api/v1 and /api/auth, built from the zod schemas (ADR 020). */
export const Route = createFileRoute('/api/openapi.json')({
  server: {
    handlers: {
      GET: () =>
        Response.json(openApiDocument(), {
          headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
        }),
    },
  },
})
