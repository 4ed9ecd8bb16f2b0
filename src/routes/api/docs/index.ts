import { createFileRoute } from '@tanstack/react-router'
import { requestInfo } from '@/lib/request-info'
import { openApiReferenceHtml } from '@/server/http/openapi-html.server'
import { openApiViewerHtml } from '@/server/http/openapi-viewer.server'
import { openApiDocument } from '../-openapi-document'

let fallback: string | undefined

/** The API reference: Swagger UI over /api/openapi.json, the server-rendered reference without JavaScript (ADR 020). */
export const Route = createFileRoute('/api/docs/')({
  server: {
    handlers: {
      GET: () => {
        const document = openApiDocument()
        fallback ??= openApiReferenceHtml(document)
        const html = openApiViewerHtml({ title: document.info.title, nonce: requestInfo()?.nonce ?? '', fallback })
        // The page carries this answer's CSP nonce: never shared.
        return new Response(html, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' },
        })
      },
    },
  },
})
