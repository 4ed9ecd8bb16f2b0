import { z } from 'zod'
import { moderationSchemas, reportReasons } from '@/features/moderation/moderation.schemas'
import { defineTaggedOperations } from '@/server/http/openapi.server'
import { readerReport, signedInEdge, staffQueue } from '@/server/http/openapi-answers.server'

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
const staff = staffQueue({
  description:
    'Editors and admins: 401 when not signed in, 404 for a member (the back office is not revealed). Every ' +
    'decision is written to the audit log and drops the cached pages that showed the post. ' +
    '`Cache-Control: private, no-store`.',
  notFound: 'Not an editor, or no such post',
})
const notPending = { description: 'The post no longer waits for review', codes: ['not_pending'] }
const schemas = moderationSchemas('en')

export const operations = defineTaggedOperations('Back office', {
  'GET /api/v1/admin/moderation': staff.list({
    summary: 'The review queue: posts waiting for review and open reports',
    lead: "Oldest first, at most 50 of each; a suspended author's posts wait with the suspension.",
    schema: z.object({ pending: z.array(pending), reports: z.array(report) }),
  }),
  'POST /api/v1/admin/moderation/approve': staff.decision({
    summary: 'Approve a waiting post: it is published',
    body: schemas.approve,
    done: 'Published',
    conflict: notPending,
    examples: [
      { ...signedInEdge.anonymous, body: { postId: 1 } },
      { ...staff.member, body: { postId: 1 } },
    ],
  }),
  'POST /api/v1/admin/moderation/reject': staff.decision({
    summary: 'Reject a waiting post with a reason (mailed to its author)',
    body: schemas.decide,
    done: 'Rejected',
    conflict: notPending,
    examples: [{ ...signedInEdge.anonymous, body: { postId: 1, reason: 'Add sources.' } }],
  }),
  'POST /api/v1/admin/moderation/hide': staff.decision({
    summary: 'Hide (unpublish) a published post with a reason (mailed to its author)',
    lead: "Closes the post's open reports.",
    body: schemas.decide,
    done: 'Hidden',
    conflict: { description: 'The post is not published', codes: ['not_published'] },
    examples: [{ ...signedInEdge.anonymous, body: { postId: 1, reason: 'Advertising.' } }],
  }),
  'POST /api/v1/admin/moderation/dismiss': staff.decision({
    summary: 'Dismiss an open report (the post stays)',
    body: schemas.dismiss,
    done: 'Dismissed',
    conflict: { description: 'The report was already dealt with', codes: ['report_closed'] },
    examples: [{ ...signedInEdge.anonymous, body: { reportId: 1 } }],
  }),
  'POST /api/v1/me/reports': readerReport({
    summary: 'Report a published post',
    description:
      'Any signed-in reader, once per post: a reason and an optional note (≤ 500 characters). The report goes to ' +
      'the editors’ queue. `Cache-Control: private, no-store`.',
    body: schemas.report,
    notFound: 'No such published post',
    alreadyReported: 'You already reported this post',
    example: { postId: 1, reason: 'spam' },
  }),
})
