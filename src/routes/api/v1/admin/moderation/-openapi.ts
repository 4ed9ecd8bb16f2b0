import { z } from 'zod'
import { moderationSchemas, reportReasons } from '@/features/moderation/moderation.schemas'
import { defineTaggedOperations } from '@/server/http/openapi.server'

// The review queue and readers' reports (ADR 052; docs/moderation.md). `POST /api/v1/me/reports` is listed here with
// the queue it feeds.

const locales = z.enum(['en', 'es', 'ru', 'uk'])
const pending = z.object({
  id: z.number().int(),
  slug: z.string(),
  lang: locales,
  title: z.string(),
  excerpt: z.string(),
  html: z.string().describe('The body rendered and sanitised, as the blog shows it'),
  categorySlug: z.string().nullable(),
  submittedAt: z.string(),
  author: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
})
const report = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  note: z.string(),
  createdAt: z.string(),
  reporter: z.object({ name: z.string(), username: z.string() }),
  post: z.object({ id: z.number().int(), slug: z.string(), lang: locales, title: z.string(), status: z.string() }),
})
const staff =
  'Editors and admins: 401 when not signed in, 404 for a member (the back office is not revealed). Every decision ' +
  'is written to the audit log and drops the cached pages that showed the post. `Cache-Control: private, no-store`.'
const anonymous = { summary: 'Anonymous', status: 401 } as const
const member = { summary: 'A member without the editor role', status: 404, session: true } as const
const denied = {
  401: { description: 'Not signed in', codes: ['unauthorized'] },
  404: { description: 'Not an editor, or no such post', codes: ['not_found'] },
  403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
}
const badBody = { description: 'Bad input', codes: ['invalid_input', 'invalid_json'] }
const schemas = moderationSchemas('en')

export const operations = defineTaggedOperations('Back office', {
  'GET /api/v1/admin/moderation': {
    summary: 'The review queue: posts waiting for review and open reports',
    description: `Oldest first, at most 50 of each; a suspended author's posts wait with the suspension. ${staff}`,
    auth: 'session',
    responses: {
      200: { description: 'The queue', schema: z.object({ pending: z.array(pending), reports: z.array(report) }) },
      401: denied[401],
      404: denied[404],
    },
    examples: [anonymous, member],
  },
  'POST /api/v1/admin/moderation/approve': {
    summary: 'Approve a waiting post: it is published',
    description: staff,
    auth: 'session',
    body: schemas.approve,
    responses: {
      204: { description: 'Published' },
      400: badBody,
      ...denied,
      409: { description: 'The post no longer waits for review', codes: ['not_pending'] },
    },
    examples: [
      { ...anonymous, body: { postId: 1 } },
      { ...member, body: { postId: 1 } },
    ],
  },
  'POST /api/v1/admin/moderation/reject': {
    summary: 'Reject a waiting post with a reason (mailed to its author)',
    description: staff,
    auth: 'session',
    body: schemas.decide,
    responses: {
      204: { description: 'Rejected' },
      400: badBody,
      ...denied,
      409: { description: 'The post no longer waits for review', codes: ['not_pending'] },
    },
    examples: [{ ...anonymous, body: { postId: 1, reason: 'Add sources.' } }],
  },
  'POST /api/v1/admin/moderation/hide': {
    summary: 'Hide (unpublish) a published post with a reason (mailed to its author)',
    description: `Closes the post's open reports. ${staff}`,
    auth: 'session',
    body: schemas.decide,
    responses: {
      204: { description: 'Hidden' },
      400: badBody,
      ...denied,
      409: { description: 'The post is not published', codes: ['not_published'] },
    },
    examples: [{ ...anonymous, body: { postId: 1, reason: 'Advertising.' } }],
  },
  'POST /api/v1/admin/moderation/dismiss': {
    summary: 'Dismiss an open report (the post stays)',
    description: staff,
    auth: 'session',
    body: schemas.dismiss,
    responses: {
      204: { description: 'Dismissed' },
      400: badBody,
      ...denied,
      409: { description: 'The report was already dealt with', codes: ['report_closed'] },
    },
    examples: [{ ...anonymous, body: { reportId: 1 } }],
  },
  'POST /api/v1/me/reports': {
    summary: 'Report a published post',
    description:
      'Any signed-in reader, once per post: a reason and an optional note (≤ 500 characters). The report goes to ' +
      'the editors’ queue. `Cache-Control: private, no-store`.',
    auth: 'session',
    body: schemas.report,
    responses: {
      201: { description: 'Reported' },
      400: badBody,
      401: denied[401],
      403: denied[403],
      404: { description: 'No such published post', codes: ['not_found'] },
      409: { description: 'You already reported this post', codes: ['already_reported'] },
    },
    examples: [{ ...anonymous, body: { postId: 1, reason: 'spam' } }],
  },
})
