import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { getEndpoint } from '@/server/http/api-v1.server'
import { privateHeaders } from '@/server/http/private.server'
import * as decisions from './comment-moderation.server'
import { commentDecision, commentReportDecision } from './comment-moderation.schemas'
import { commentIdParam, commentIdParams, commentSchemas } from './comments.schemas'
import * as comments from './comments.server'

// REST for comments (ADR 059, docs/api.md): the public thread of a post, the signed-in member's own comments and
// reports behind the signed-in edge (ADR 021), and the editors' decisions (404 without the role).

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders })
const done = () => new Response(null, { status: 204, headers: privateHeaders })
const editor = { role: 'editor' } as const

/** The public list's query: a post id and the last top-level comment id of the page before (`after`). */
export const commentListQuery = z.object({ postId: commentIdParam, after: commentIdParam.optional() }).strict()

/** GET /api/v1/comments?postId=&after= → 200 { data, page: { nextAfter }, total, editMinutes } (public, cached). */
export const handleListComments = getEndpoint(commentListQuery, z.object({}), async ({ query }) => {
  const page = await comments.cachedComments({ postId: query.postId, cursor: query.after })
  return { data: page.items, page: { nextAfter: page.nextCursor }, total: page.total, editMinutes: page.editMinutes }
})

/** POST /api/v1/me/comments { postId, parentId?, body } → 201 { comment, status }. */
export const handleCreateComment = signedInEndpoint(
  { body: (locale) => commentSchemas(locale).create },
  async ({ user, body, locale }) => json(await comments.createComment(user.id, body, locale), 201),
)

/** PATCH /api/v1/me/comments/{id} { body } → 200 { comment }. */
export const handleEditComment = signedInEndpoint(
  { body: (locale) => commentSchemas(locale).edit, params: commentIdParams },
  async ({ user, body, params, locale }) =>
    json({ comment: await comments.editComment(user.id, params.id, body.body, locale) }),
)

/** DELETE /api/v1/me/comments/{id} → 204. */
export const handleDeleteComment = signedInEndpoint({ params: commentIdParams }, async ({ user, params }) => {
  await comments.deleteComment(user.id, params.id)
  return done()
})

/** POST /api/v1/me/comment-reports { commentId, reason, note? } → 201. */
export const handleReportComment = signedInEndpoint(
  { body: (locale) => commentSchemas(locale).report },
  async ({ user, body, locale }) => {
    await comments.reportComment(user.id, body, locale)
    return new Response(null, { status: 201, headers: privateHeaders })
  },
)

/** GET /api/v1/admin/moderation/comments → 200 { pending, reports }. */
export const handleCommentQueue = signedInEndpoint(editor, async () => json(await decisions.commentQueue()))

const decide = (
  run: (editorId: string, id: number, locale: Parameters<typeof decisions.approveComment>[2]) => Promise<void>,
) =>
  signedInEndpoint({ ...editor, body: commentDecision }, async ({ user, body, locale }) => {
    await run(user.id, body.commentId, locale)
    return done()
  })

/** POST /api/v1/admin/moderation/comments/approve { commentId } → 204. */
export const handleApproveComment = decide(decisions.approveComment)
/** POST /api/v1/admin/moderation/comments/reject { commentId } → 204. */
export const handleRejectComment = decide(decisions.rejectComment)
/** POST /api/v1/admin/moderation/comments/hide { commentId } → 204. */
export const handleHideComment = decide(decisions.hideComment)

/** POST /api/v1/admin/moderation/comments/dismiss { reportId } → 204. */
export const handleDismissCommentReport = signedInEndpoint(
  { ...editor, body: commentReportDecision },
  async ({ user, body, locale }) => {
    await decisions.dismissCommentReport(user.id, body.reportId, locale)
    return done()
  },
)
