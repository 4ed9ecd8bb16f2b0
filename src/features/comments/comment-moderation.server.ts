import { and, asc, eq, isNull } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import type { Tx } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { alias } from 'drizzle-orm/pg-core'
import { commentReports, comments, posts, user, type CommentStatus } from '@/server/db/schema'
import { commentsChanged } from './comments.server'
import { mailAboutComment } from './comments.mail.server'
import type { CommentQueue } from './comment-moderation.schemas'

// Editors' decisions on comments (ADR 059, on ADR 052's queue): approve or reject a new member's comment, hide any
// public comment (from a report, the queue or the post page), dismiss a report. Each locks the comment, writes its
// audit line in the same transaction and, once committed, drops the post's cached page when the public thread changed.

const QUEUE_SIZE = 50

/** Comments waiting for review (oldest first; a suspended author's wait with the suspension) and open reports. */
export async function commentQueue(): Promise<CommentQueue> {
  const database = await db()
  const pending = await database
    .select({
      id: comments.id,
      body: comments.body,
      createdAt: comments.createdAt,
      authorName: user.name,
      authorUsername: user.username,
      postSlug: posts.slug,
      postLang: posts.lang,
      postTitle: posts.title,
    })
    .from(comments)
    .innerJoin(user, eq(user.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.status, 'pending'), isNull(comments.deletedAt), isNull(user.suspendedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(QUEUE_SIZE)
  const reporter = alias(user, 'reporter')
  const reports = await database
    .select({
      id: commentReports.id,
      reason: commentReports.reason,
      note: commentReports.note,
      createdAt: commentReports.createdAt,
      reporterName: reporter.name,
      reporterUsername: reporter.username,
      commentId: comments.id,
      body: comments.body,
      status: comments.status,
      authorName: user.name,
      authorUsername: user.username,
      postSlug: posts.slug,
      postLang: posts.lang,
      postTitle: posts.title,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(reporter, eq(reporter.id, commentReports.reporterId))
    .leftJoin(user, eq(user.id, comments.authorId))
    .where(eq(commentReports.status, 'open'))
    .orderBy(asc(commentReports.createdAt), asc(commentReports.id))
    .limit(QUEUE_SIZE)
  const post = (r: { postSlug: string; postLang: Locale; postTitle: string }) => ({
    slug: r.postSlug,
    lang: r.postLang,
    title: r.postTitle,
  })
  return {
    pending: pending.map((r) => ({
      id: r.id,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      author: { name: r.authorName, username: r.authorUsername },
      post: post(r),
    })),
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      reporter: { name: r.reporterName, username: r.reporterUsername },
      comment: {
        id: r.commentId,
        body: r.body,
        public: r.status === 'approved' && r.body !== '',
        author: r.authorUsername ? { name: r.authorName ?? '', username: r.authorUsername } : null,
      },
      post: post(r),
    })),
  }
}

async function lockedComment(tx: Tx, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update')
  if (!row) throw new NotFoundError()
  return row
}

/** pending → approved: public now, and the post's or parent's author is mailed (once: only this moves it here). */
export async function approveComment(editorId: string, id: number, locale: Locale): Promise<void> {
  const database = await db()
  const row = await database.transaction(async (tx) => {
    const row = await lockedComment(tx, id)
    if (row.status !== 'pending' || row.deletedAt)
      throw new ConflictError(m.comments_error_not_pending({}, { locale }), 'not_pending')
    await tx.update(comments).set({ status: 'approved' }).where(eq(comments.id, id))
    await audit(tx, editorId, 'comment.approve', row, 'approved')
    await mailAboutComment(tx, row)
    return row
  })
  commentsChanged([row.postId])
}

/** pending → rejected (never public). */
export async function rejectComment(editorId: string, id: number, locale: Locale): Promise<void> {
  const database = await db()
  await database.transaction(async (tx) => {
    const row = await lockedComment(tx, id)
    if (row.status !== 'pending' || row.deletedAt)
      throw new ConflictError(m.comments_error_not_pending({}, { locale }), 'not_pending')
    await tx.update(comments).set({ status: 'rejected' }).where(eq(comments.id, id))
    await audit(tx, editorId, 'comment.reject', row, 'rejected')
  })
}

/** approved → hidden, closing the comment's open reports; replies stay under "hidden by the moderators". */
export async function hideComment(editorId: string, id: number, locale: Locale): Promise<void> {
  const database = await db()
  const row = await database.transaction(async (tx) => {
    const row = await lockedComment(tx, id)
    if (row.status !== 'approved' || row.deletedAt)
      throw new ConflictError(m.comments_error_not_public({}, { locale }), 'not_public')
    await tx.update(comments).set({ status: 'hidden' }).where(eq(comments.id, id))
    const closed = await tx
      .update(commentReports)
      .set({ status: 'actioned', resolvedAt: new Date() })
      .where(and(eq(commentReports.commentId, id), eq(commentReports.status, 'open')))
      .returning({ id: commentReports.id })
    await audit(
      tx,
      editorId,
      'comment.hide',
      row,
      'hidden',
      closed.length ? { reportsClosed: closed.map((r) => r.id) } : {},
    )
    return row
  })
  commentsChanged([row.postId])
}

/** An open report → dismissed (the comment stays as it is). */
export async function dismissCommentReport(editorId: string, reportId: number, locale: Locale): Promise<void> {
  const database = await db()
  await database.transaction(async (tx) => {
    const [report] = await tx
      .update(commentReports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(and(eq(commentReports.id, reportId), eq(commentReports.status, 'open')))
      .returning()
    if (!report) throw new ConflictError(m.comments_error_report_closed({}, { locale }), 'report_closed')
    await recordStaffAction(tx, {
      actorId: editorId,
      action: 'comment_report.dismiss',
      subjectType: 'comment',
      subjectId: report.commentId,
      before: { report: report.id, reason: report.reason, status: 'open' },
      after: { status: 'dismissed' },
    })
  })
}

function audit(
  tx: Tx,
  editorId: string,
  action: string,
  row: { id: number; postId: number; status: CommentStatus; body: string },
  to: CommentStatus,
  extra: Record<string, unknown> = {},
) {
  return recordStaffAction(tx, {
    actorId: editorId,
    action,
    subjectType: 'comment',
    subjectId: row.id,
    before: { status: row.status, postId: row.postId, body: row.body },
    after: { status: to, ...extra },
  })
}
