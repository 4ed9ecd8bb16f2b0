import { z } from 'zod'
import { defineOperations } from '@/server/http/openapi.server'

const params = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/)
    .describe('The signed token from the mail (`List-Unsubscribe`)'),
})
const lang = z.object({ lang: z.enum(['en', 'es', 'ru', 'uk']).optional().describe('The confirm page’s language') })

export const operations = defineOperations({
  'GET /api/v1/newsletter/unsubscribe/{token}': {
    tag: 'Newsletter',
    summary: 'Unsubscribe page',
    description:
      'Leads (303) to the localized page with a confirm button; a GET never unsubscribes (link scanners fetch every link). No session needed.',
    params,
    query: lang,
    responses: {
      303: { description: 'To the confirm page' },
      400: { description: 'Not a token (`fields.token`)', codes: ['invalid_input'] },
    },
    examples: [{ summary: 'Not a token', status: 400, params: { token: 'abc' } }],
  },
  'POST /api/v1/newsletter/unsubscribe/{token}': {
    tag: 'Newsletter',
    summary: 'Unsubscribe (one click)',
    description:
      'RFC 8058 one-click unsubscribe: turns the newsletter preference off for the member the token names. No session and no particular body needed (mail clients send `List-Unsubscribe=One-Click`). Idempotent.',
    params,
    query: lang,
    responses: {
      200: { description: 'Unsubscribed', schema: z.object({ unsubscribed: z.literal(true) }) },
      400: { description: 'Not a token (`fields.token`)', codes: ['invalid_input'] },
      404: { description: 'A token that was not signed by us, or its member is gone', codes: ['not_found'] },
    },
    examples: [
      { summary: 'Not a token', status: 400, params: { token: 'abc' } },
      {
        summary: 'A token that was not signed by us',
        status: 404,
        params: { token: 'dXNlcg.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      },
    ],
  },
})
