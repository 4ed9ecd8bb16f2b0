import { z } from 'zod'
import { preferencesSchema, preferencesUpdateSchema } from '@/features/preferences/preferences.schemas'
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
  'PUT /api/v1/user/preferences': {
    tag: 'Account',
    summary: 'Change my preferences',
    description:
      'All fields or a subset; the others keep their values. A `locale` sets the `locale` cookie; `locale: null` where a ' +
      'language was set removes it. `Cache-Control: private, no-store`.',
    auth: 'session',
    body: preferencesUpdateSchema,
    responses: {
      200: { description: 'The preferences after the change', schema: z.object({ preferences: preferencesSchema }) },
      400: { description: 'Bad input; nothing is saved', codes: ['invalid_input', 'invalid_json'] },
      401: { description: 'Not signed in', codes: ['unauthorized'] },
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
    },
    examples: [{ summary: 'Anonymous', status: 401, body: { theme: 'dark' } }],
  },
})
