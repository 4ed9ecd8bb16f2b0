import { z } from 'zod'
import { commentDecision, commentReportDecision } from '@/features/comments/comment-moderation.schemas'
import { commentListQuery } from '@/features/comments/comments.api.server'
import { commentIdParams, commentReportReasons, commentSchemas } from '@/features/comments/comments.schemas'
import { defineOperations, defineTaggedOperations } from '@/server/http/openapi.server'
import { readerReport, signedInEdge, staffQueue } from '@/server/http/openapi-answers.server'

// Comments on posts (ADR 059; docs/api.md): the public thread, the member's own comments and reports, and the editors'
// decisions, all in one table beside the member's routes.

const locales = z.enum(['en', 'es', 'ru', 'uk'])
const comment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable().describe('The top-level comment a reply belongs to; null for a comment'),
  state: z
    .enum(['shown', 'deleted', 'hidden'])
    .describe(
      '`deleted`/`hidden` (taken down by an editor, or withheld while its author is suspended): kept in place for its replies',
    ),
  body: z.string().nullable().describe('Plain text with line breaks; null unless `shown`'),
  author: z.object({ name: z.string(), username: z.string(), avatar: z.string() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
})
const thread = comment.extend({ replies: z.array(comment) })
const queuedPost = z.object({ slug: z.string(), lang: locales, title: z.string() })
const person = z.object({ name: z.string(), username: z.string() })
const queue = z.object({
  pending: z.array(
    z.object({ id: z.number().int(), body: z.string(), createdAt: z.string(), author: person, post: queuedPost }),
  ),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(commentReportReasons),
      note: z.string(),
      createdAt: z.string(),
      reporter: person,
      comment: z.object({ id: z.number().int(), body: z.string(), public: z.boolean(), author: person.nullable() }),
      post: queuedPost,
    }),
  ),
})
const schemas = commentSchemas('en')
const private_ = '`Cache-Control: private, no-store`.'
const staff = staffQueue({
  description:
    'Editors and admins: 401 when not signed in, 404 for a member. Every decision is written to the audit log and ' +
    `drops the cached page of the post when its public thread changed. ${private_}`,
  notFound: 'Not an editor, or no such comment',
})
const notPending = { description: 'The comment no longer waits', codes: ['not_pending'] }

export const operations = defineOperations({
  'GET /api/v1/comments': {
    tag: 'Blog',
    summary: 'The comments of a published post',
    description:
      'Approved comments, oldest first, 20 top-level comments a page, each with all its public replies (one level). ' +
      'A deleted or hidden comment with public replies keeps its place with `body: null`. `total` counts public ' +
      'comments and replies. The next page: `after` = `page.nextAfter`.',
    query: commentListQuery,
    responses: {
      200: {
        description: 'A page of the thread',
        schema: z.object({
          data: z.array(thread),
          page: z.object({ nextAfter: z.number().int().nullable() }),
          total: z.number().int(),
          editMinutes: z.number().int().describe('How long after posting its author may edit a comment'),
        }),
      },
      400: { description: 'Bad query', codes: ['invalid_input'] },
      404: { description: 'No such published post', codes: ['not_found'] },
    },
    examples: [{ summary: 'A post that is not there', query: { postId: '999999' }, status: 404 }],
  },
  'POST /api/v1/me/comments': {
    tag: 'Blog',
    summary: 'Comment on a post, or reply to a comment',
    description:
      'Any signed-in member who is not suspended. `parentId` makes it a reply; a reply to a reply joins its top-level ' +
      'comment. A new member’s comment waits for review (`status: "pending"`, shown to them only) until they are ' +
      'trusted (docs/moderation.md). Limits: `COMMENTS_PER_HOUR`, `COMMENTS_PER_DAY` (429 with `Retry-After`). ' +
      `Once public, the post's author (or the parent comment's author) is mailed unless they turned it off. ${private_}`,
    auth: 'session',
    body: schemas.create,
    responses: {
      201: {
        description: 'Posted',
        schema: z.object({ comment, status: z.enum(['approved', 'pending']) }),
      },
      400: signedInEdge.badBody,
      401: signedInEdge.signedOut,
      403: {
        description: 'A suspended account, or a cross-site request',
        codes: ['account_suspended', 'forbidden_origin'],
      },
      404: { description: 'No such published post', codes: ['not_found'] },
      409: { description: 'The comment replied to is not public', codes: ['parent_gone'] },
      429: { description: 'Too many comments in the last hour or day', codes: ['rate_limited'] },
    },
    examples: [{ ...signedInEdge.anonymous, body: { postId: 1, body: 'Lovely trip!' } }],
  },
  'PATCH /api/v1/me/comments/{id}': {
    tag: 'Blog',
    summary: 'Edit your comment',
    description: `Within \`COMMENT_EDIT_MINUTES\` of posting it (403 \`edit_window_closed\` after). ${private_}`,
    auth: 'session',
    params: commentIdParams,
    body: schemas.edit,
    responses: {
      200: { description: 'Saved', schema: z.object({ comment }) },
      400: signedInEdge.badBody,
      401: signedInEdge.signedOut,
      403: {
        description: 'Too late to edit, a suspended account, or a cross-site request',
        codes: ['edit_window_closed', 'account_suspended', 'forbidden_origin'],
      },
      404: { description: 'Not your comment, or deleted', codes: ['not_found'] },
    },
    examples: [{ ...signedInEdge.anonymous, params: { id: '1' }, body: { body: 'Fixed a typo.' } }],
  },
  'DELETE /api/v1/me/comments/{id}': {
    tag: 'Blog',
    summary: 'Delete your comment',
    description: `Its text goes; with public replies it stays in the thread as deleted. ${private_}`,
    auth: 'session',
    params: commentIdParams,
    responses: {
      204: { description: 'Deleted' },
      400: { description: 'Bad id', codes: ['invalid_input'] },
      401: signedInEdge.signedOut,
      403: signedInEdge.crossSite,
      404: { description: 'Not your comment, or already deleted', codes: ['not_found'] },
    },
    examples: [{ ...signedInEdge.anonymous, params: { id: '1' } }],
  },
  'POST /api/v1/me/comment-reports': {
    tag: 'Blog',
    ...readerReport({
      summary: 'Report a comment',
      description: `Once per comment and reader: a reason and an optional note. Goes to the editors' queue. ${private_}`,
      body: schemas.report,
      notFound: 'No such public comment',
      alreadyReported: 'You already reported this comment',
      example: { commentId: 1, reason: 'spam' },
    }),
  },
  ...defineTaggedOperations('Back office', {
    'GET /api/v1/admin/moderation/comments': staff.list({
      summary: 'Comments waiting for review and open reports of comments',
      lead: 'Oldest first, at most 50 of each.',
      schema: queue,
    }),
    'POST /api/v1/admin/moderation/comments/approve': staff.decision({
      summary: 'Approve a waiting comment (the post’s or parent’s author is mailed)',
      body: commentDecision,
      done: 'Approved',
      conflict: notPending,
      examples: [{ ...signedInEdge.anonymous, body: { commentId: 1 } }],
    }),
    'POST /api/v1/admin/moderation/comments/reject': staff.decision({
      summary: 'Reject a waiting comment',
      body: commentDecision,
      done: 'Rejected',
      conflict: notPending,
      examples: [{ ...signedInEdge.anonymous, body: { commentId: 1 } }],
    }),
    'POST /api/v1/admin/moderation/comments/hide': staff.decision({
      summary: 'Hide a public comment (closes its open reports)',
      body: commentDecision,
      done: 'Hidden',
      conflict: { description: 'The comment is not public', codes: ['not_public'] },
      examples: [{ ...signedInEdge.anonymous, body: { commentId: 1 } }],
    }),
    'POST /api/v1/admin/moderation/comments/dismiss': staff.decision({
      summary: 'Dismiss an open report of a comment',
      body: commentReportDecision,
      done: 'Dismissed',
      conflict: { description: 'The report was already dealt with', codes: ['report_closed'] },
      examples: [{ ...signedInEdge.anonymous, body: { reportId: 1 } }],
    }),
  }),
})
