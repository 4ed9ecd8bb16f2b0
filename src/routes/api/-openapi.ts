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
    summary: 'The API reference as a web page (Swagger UI; the server-rendered reference without JavaScript)',
    responses: { 200: { description: 'HTML', contentType: 'text/html' } },
  },
  'GET /api/docs/{file}': {
    tag: 'Operations',
    summary: "A file of the reference page's viewer (Swagger UI, served from this origin)",
    params: z.object({ file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css']) }),
    responses: {
      200: { description: 'The script or stylesheet', contentType: 'text/javascript' },
      404: { description: 'No such file', codes: ['not_found'] },
    },
  },
})
