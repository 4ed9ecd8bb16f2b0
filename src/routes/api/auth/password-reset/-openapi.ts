import { z } from 'zod'
import { defineTaggedOperations } from '@/server/http/openapi.server'
import { crossSite, limited, mailRequestResponses, schemas } from '../-openapi'

export const operations = defineTaggedOperations('Account', {
  'POST /api/auth/password-reset': {
    summary: 'Request a password-reset link',
    description: 'The same answer whether or not an account exists.',
    body: schemas.email,
    responses: mailRequestResponses,
    examples: [{ summary: 'Bad JSON', body: '{', status: 400 }],
  },
  'POST /api/auth/password-reset/confirm': {
    rules: { password: 'not a common or easily guessed password (checked against a list)' },
    summary: 'Set a new password with a reset link',
    description: 'Revokes every session of the account and every other reset link.',
    body: schemas.resetConfirm,
    responses: {
      200: { description: 'Password changed', schema: z.object({ status: z.literal('password_reset') }) },
      400: { description: 'Bad body, password or token', codes: ['invalid_json', 'invalid_input', 'token_invalid'] },
      403: crossSite,
      429: limited,
    },
    examples: [
      { summary: 'A made-up token', body: { token: 'made-up', password: 'violet-harbour-tram-42' }, status: 400 },
    ],
  },
})
