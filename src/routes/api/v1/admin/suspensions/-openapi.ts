import { z } from 'zod'
import { moderationSchemas } from '@/features/moderation/moderation.schemas'
import { defineTaggedOperations } from '@/server/http/openapi.server'

// Suspensions (ADR 052; docs/moderation.md).

const staff =
  'Admins only: 401 when not signed in, 404 for a member or an editor (the back office is not revealed). Written to ' +
  'the audit log. `Cache-Control: private, no-store`.'
const anonymous = { summary: 'Anonymous', status: 401 } as const
const member = { summary: 'A member without the admin role', status: 404, session: true } as const
const denied = {
  401: { description: 'Not signed in', codes: ['unauthorized'] },
  404: { description: 'Not an admin, or no such account', codes: ['not_found'] },
  403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
}
const schemas = moderationSchemas('en')

export const operations = defineTaggedOperations('Back office', {
  'GET /api/v1/admin/suspensions': {
    summary: 'Suspended accounts, most recent first',
    description: staff,
    auth: 'session',
    responses: {
      200: {
        description: 'The suspended accounts',
        schema: z.object({
          suspensions: z.array(
            z.object({
              userId: z.string(),
              name: z.string(),
              username: z.string(),
              email: z.string(),
              reason: z.string(),
              suspendedAt: z.string(),
            }),
          ),
        }),
      },
      401: denied[401],
      404: denied[404],
    },
    examples: [anonymous, member],
  },
  'POST /api/v1/admin/suspensions': {
    summary: 'Suspend a member',
    description:
      'By e-mail address or username, with a reason. Every session ends, sign-in is refused (`account_suspended`), ' +
      `and what the member has public (published posts, approved comments, published reviews) is withheld until the ` +
      `suspension ends; the answer counts each. ${staff}`,
    auth: 'session',
    body: schemas.suspend,
    rules: { account: 'the e-mail address or username of an existing member (staff cannot be suspended)' },
    responses: {
      201: {
        description: 'Suspended',
        schema: z.object({
          postsWithheld: z.number().int(),
          commentsWithheld: z.number().int(),
          reviewsWithheld: z.number().int(),
        }),
      },
      400: {
        description: 'Bad input, an unknown account, or a staff account (`fields.account`)',
        codes: ['invalid_input', 'invalid_json'],
      },
      ...denied,
      409: { description: 'Already suspended', codes: ['already_suspended'] },
    },
    examples: [{ ...anonymous, body: { account: 'someone@example.com', reason: 'Spam.' } }],
  },
  'POST /api/v1/admin/suspensions/end': {
    summary: 'End a suspension',
    description: `Sign-in works again, and exactly what the suspension withheld is public again. ${staff}`,
    auth: 'session',
    body: schemas.unsuspend,
    responses: {
      200: {
        description: 'Ended',
        schema: z.object({
          postsRestored: z.number().int(),
          commentsRestored: z.number().int(),
          reviewsRestored: z.number().int(),
        }),
      },
      400: { description: 'Bad input', codes: ['invalid_input', 'invalid_json'] },
      ...denied,
      409: { description: 'Not suspended', codes: ['not_suspended'] },
    },
    examples: [{ ...anonymous, body: { userId: 'x' } }],
  },
})
