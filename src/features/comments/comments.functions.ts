import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { signedIn } from '@/features/auth/auth.middleware'
import { locales } from '@/lib/i18n/locales'
import { localizedInput } from '@/lib/localized-input'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import * as decisions from './comment-moderation.server'
import { commentDecision, commentReportDecision } from './comment-moderation.schemas'
import { commentId, commentListInput, commentSchemas } from './comments.schemas'
import * as comments from './comments.server'

// Comments through the one signed-in edge (ADR 021, 059): the public thread for anyone; writing, editing, deleting and
// reporting for signed-in members; the queue's decisions and hiding from the post page for editors.

const localeOnly = z.object({ locale: z.enum(locales) })
const idInput = z.object({ id: commentId })

export const commentsFn = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(commentListInput)
  .handler(({ data }) => comments.cachedComments(data))

export const myPendingCommentsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(z.object({ postId: commentId }))
  .handler(({ data, context }) => comments.myPendingComments(context.user.id, data.postId))

export const createCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => commentSchemas(locale).create))
  .handler(({ data, context }) => comments.createComment(context.user.id, data.body, data.locale))

export const editCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => commentSchemas(locale).edit, idInput))
  .handler(({ data, context }) => comments.editComment(context.user.id, data.id, data.body.body, data.locale))

export const deleteCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localeOnly.extend({ id: commentId }))
  .handler(({ data, context }) => comments.deleteComment(context.user.id, data.id))

export const reportCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => commentSchemas(locale).report))
  .handler(({ data, context }) => comments.reportComment(context.user.id, data.body, data.locale))

export const commentQueueFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'editor' }), pageErrorsMiddleware])
  .validator(localeOnly)
  .handler(() => decisions.commentQueue())

export const approveCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput(() => commentDecision))
  .handler(({ data, context }) => decisions.approveComment(context.user.id, data.body.commentId, data.locale))

export const rejectCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput(() => commentDecision))
  .handler(({ data, context }) => decisions.rejectComment(context.user.id, data.body.commentId, data.locale))

export const hideCommentFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput(() => commentDecision))
  .handler(({ data, context }) => decisions.hideComment(context.user.id, data.body.commentId, data.locale))

export const dismissCommentReportFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput(() => commentReportDecision))
  .handler(({ data, context }) => decisions.dismissCommentReport(context.user.id, data.body.reportId, data.locale))
