import { z } from 'zod'
import { defineOperations } from '@/server/http/openapi.server'

const callback = {
  tag: 'Account',
  summary: 'OAuth callbacks (Better Auth)',
  description:
    'Only `callback/{provider}`, `oauth2/callback/{provider}` and `error` are open; they redirect back to the app. ' +
    'Not for API clients.',
  params: z.object({ path: z.string().describe('e.g. callback/google') }),
  responses: {
    302: { description: 'Back to the app', headers: { Location: 'The next page' } },
    404: { description: 'Any other path', codes: ['not_found'] },
  },
} as const

export const operations = defineOperations({
  'GET /api/auth/ba/{path}': {
    ...callback,
    examples: [{ summary: 'A closed path', params: { path: 'sign-up/email' }, status: 404 }],
  },
  'POST /api/auth/ba/{path}': callback,
})
