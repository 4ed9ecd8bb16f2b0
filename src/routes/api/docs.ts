import { createFileRoute } from '@tanstack/react-router'
import { openApiHtml } from '@/server/http/openapi-html.server'
import { openApiDocument } from './-openapi-document'

let html: string | undefined

/** The API reference, server-rendered from the OpenAPI document (no viewer script, no CDN; ADR 020). */
export const Route = createFileRoute('/api/docs')({
  server: {
    handlers: {
      GET: () => {
        html ??= openApiHtml(openApiDocument())
        return new Response(html, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' },
        })
      },
    },
  },
})
