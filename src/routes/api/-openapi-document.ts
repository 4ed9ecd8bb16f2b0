import { siteConfig } from '@/lib/config'
import { buildOpenApiDocument, type OpenApiDocument, type OperationTable } from '@/server/http/openapi.server'

/** Every `-openapi.ts` beside the API route files (ADR 020): adding an endpoint is one entry next to its route. */
const tables = import.meta.glob<{ operations: OperationTable }>('./**/-openapi.ts', { eager: true })

let document: OpenApiDocument | undefined

export function openApiDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(
    Object.keys(tables)
      .sort()
      .map((file) => tables[file]!.operations),
    {
      title: `${siteConfig.name} API`,
      version: '1.0.0',
      description:
        'Public content (`/api/v1`: trips, blog, search) and accounts (`/api/auth`). JSON in and out; messages follow ' +
        '`Accept-Language`; errors are `{ "error": { "code", "message", "fields"? } }`. Guides: docs/api.md and ' +
        'docs/api-auth.md.',
      serverUrl: siteConfig.siteUrl,
    },
  )
  return document
}
