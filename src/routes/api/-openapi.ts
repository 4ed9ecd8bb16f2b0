import { z } from 'zod'
import { defineOperations } from '@/server/http/openapi.server'

export const operations = defineOperations({
  'GET /api/openapi.json': {
    tag: 'Operations',
    summary: 'This OpenAPI 3.1 document',
    responses: {
      200: {
        description: 'The document',
        schema: z
          .object({
            openapi: z.string(),
            info: z.object({ title: z.string() }).loose(),
            paths: z.record(z.string(), z.unknown()),
          })
          .loose(),
      },
    },
    examples: [{ summary: 'The document', status: 200 }],
  },
  'GET /api/docs': {
    tag: 'Operations',
    summary: 'The API reference as a web page',
    responses: { 200: { description: 'HTML', contentType: 'text/html' } },
  },
})
