import { z } from 'zod'
import { defineTaggedOperations } from '@/server/http/openapi.server'
import { crossSite, mailRequestResponses, schemas, userSchema } from '../-openapi'

export const operations = defineTaggedOperations('Account', {
  'POST /api/auth/email/confirm': {
    summary: 'Confirm the e-mail address',
    description: 'Signs the user in. Tokens work once and expire after an hour.',
    body: schemas.token,
    responses: {
      200: { description: 'Confirmed and signed in', schema: z.object({ user: userSchema }) },
      400: {
        description: 'Bad body or token',
        codes: ['invalid_json', 'invalid_input', 'token_invalid', 'token_expired'],
      },
      403: crossSite,
    },
    examples: [{ summary: 'A made-up token', body: { token: 'made-up' }, status: 400 }],
  },
  'POST /api/auth/email/resend': {
    summary: 'Send the confirmation link again',
    description: 'The same answer whatever the address; only an unconfirmed account gets a mail.',
    body: schemas.email,
    responses: mailRequestResponses,
    examples: [{ summary: 'Unknown address', body: { email: 'nobody@example.com' }, status: 200 }],
  },
})
