import { z } from 'zod'
import { preferencesSchema } from '@/features/auth/preferences.schemas'
import { defineOperations } from '@/server/http/openapi.server'

export const operations = defineOperations({
  'GET /api/v1/user/preferences': {
    tag: 'Account',
    summary: 'The signed-in user’s preferences',
    description: 'Defaults are created on first read. `Cache-Control: private, no-store`.',
    auth: 'session',
    responses: {
      200: { description: 'The preferences', schema: z.object({ preferences: preferencesSchema }) },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
    },
    examples: [{ summary: 'Anonymous', status: 401 }],
  },
})
