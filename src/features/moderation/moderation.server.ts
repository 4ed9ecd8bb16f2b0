import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { renderMarkdown } from '@/lib/markdown.server'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import type { Tx } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { categories, postReports, posts, user } from '@/server/db/schema'
import { mailAuthor } from './moderation.mail.server'
import type { DecideInput, ModerationQueue, ReportInput } from './moderation.schemas'

// The review queue and readers' reports (ADR 052). Every editor's decision writes its audit line in its own
// transaction and, once committed, drops the post's pages and cached results (ADR 026, 037).

const QUEUE_SIZE = 50

/** What a decision changes publicly: the post, every list and count, and its author's page. */
export function postsChanged(postIds: number[], authorUsername: string | null): void {
  invalidateCacheTags([
    ...postIds.map((id) => `post:${id}`),
    'posts',
    ...(authorUsername ? [`author:${authorUsername}`] : []),
  ])
}

/** Posts waiting for review (oldest first; a suspended author's wait with the suspension) and open reports. */
export async function moderationQueue(): Promise<ModerationQueue> {
  const database = await db()
  const pendingRows = await database
    .select({
      id: posts.id,
      slug: posts.slug,
      lang: posts.lang,
      title: posts.title,
      excerpt: posts.excerpt,
      body: posts.body,
      categorySlug: categories.slug,
      submittedAt: posts.updatedAt,
      authorId: user.id,
      authorName: user.name,
      authorUsername: user.username,
    })
    .from(posts)
    .innerJoin(user, eq(user.id, posts.authorId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(eq(posts.status, 'pending'), isNull(user.suspendedAt)))
    .orderBy(asc(posts.updatedAt), asc(posts.id))
    .limit(QUEUE_SIZE)
  const reporter = user
  const reportRows = await database
    .select({
      id: postReports.id,
      reason: postReports.reason,
      note: postReports.note,
      createdAt: postReports.createdAt,
      reporterName: reporter.name,
      reporterUsername: reporter.username,
      postId: posts.id,
      postSlug: posts.slug,
      postLang: posts.lang,
      postTitle: posts.title,
      postStatus: posts.status,
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .innerJoin(reporter, eq(reporter.id, postReports.reporterId))
    .where(eq(postReports.status, 'open'))
    .orderBy(asc(postReports.createdAt), asc(postReports.id))
    .limit(QUEUE_SIZE)
  return {
    pending: pendingRows.map((r) => ({
      id: r.id,
      slug: r.slug,
      lang: r.lang,
      title: r.title,
      excerpt: r.excerpt,
      html: renderMarkdown(r.body),
      categorySlug: r.categorySlug,
      submittedAt: r.submittedAt.toISOString(),
      author: { id: r.authorId, name: r.authorName, username: r.authorUsername },
    })),
    reports: reportRows.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      reporter: { name: r.reporterName, username: r.reporterUsername },
      post: { id: r.postId, slug: r.postSlug, lang: r.postLang, title: r.postTitle, status: r.postStatus },
    })),
  }
}

/** The post locked for a decision, with its author; not found when there is none. */
async function lockedPost(tx: Tx, postId: number) {
  const [row] = await tx
    .select({
      id: posts.id,
      status: posts.status,
      title: posts.title,
      slug: posts.slug,
      lang: posts.lang,
      authorId: posts.authorId,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update')
  if (!row) throw new NotFoundError()
  const [author] = row.authorId
    ? await tx
        .select({ username: user.username, suspendedAt: user.suspendedAt })
        .from(user)
        .where(eq(user.id, row.authorId))
    : []
  return { ...row, author: author ?? null }
}

const notPending = (locale: Locale) => new ConflictError(m.moderation_error_not_pending({}, { locale }), 'not_pending')

/** pending → published (ADR 052). */
export async function approvePost(editorId: string, postId: number, locale: Locale): Promise<void> {
  const database = await db()
  const post = await database.transaction(async (tx) => {
    const post = await lockedPost(tx, postId)
    if (post.status !== 'pending' || !post.author || post.author.suspendedAt) throw notPending(locale)
    await tx
      .update(posts)
      .set({
        status: 'published',
        publishedAt: post.publishedAt ?? new Date(),
        moderationReason: null,
        updatedAt: new Date(),
        version: sql`${posts.version} + 1`,
      })
      .where(eq(posts.id, postId))
    await recordStaffAction(tx, {
      actorId: editorId,
      action: 'post.approve',
      subjectType: 'post',
      subjectId: postId,
      before: { status: 'pending', title: post.title },
      after: { status: 'published' },
    })
    return post
  })
  postsChanged([postId], post.author?.username ?? null)
}

/** pending → rejected, with the reason mailed to the author in their language. */
export async function rejectPost(editorId: string, input: DecideInput, locale: Locale): Promise<void> {
  await decide(editorId, input, 'pending', 'rejected', locale)
}

/** published → hidden (an editor's unpublishing), closing the post's open reports; the author is told why. */
export async function hidePost(editorId: string, input: DecideInput, locale: Locale): Promise<void> {
  await decide(editorId, input, 'published', 'hidden', locale)
}

async function decide(
  editorId: string,
  { postId, reason }: DecideInput,
  from: 'pending' | 'published',
  to: 'rejected' | 'hidden',
  locale: Locale,
): Promise<void> {
  const database = await db()
  const post = await database.transaction(async (tx) => {
    const post = await lockedPost(tx, postId)
    if (post.status !== from)
      throw from === 'pending'
        ? notPending(locale)
        : new ConflictError(m.moderation_error_not_published({}, { locale }), 'not_published')
    await tx
      .update(posts)
      .set({ status: to, moderationReason: reason, updatedAt: new Date(), version: sql`${posts.version} + 1` })
      .where(eq(posts.id, postId))
    const closed = await tx
      .update(postReports)
      .set({ status: 'actioned', resolvedAt: new Date() })
      .where(and(eq(postReports.postId, postId), eq(postReports.status, 'open')))
      .returning({ id: postReports.id })
    await recordStaffAction(tx, {
      actorId: editorId,
      action: to === 'rejected' ? 'post.reject' : 'post.hide',
      subjectType: 'post',
      subjectId: postId,
      before: { status: from, title: post.title },
      after: { status: to, reason, ...(closed.length ? { reportsClosed: closed.map((r) => r.id) } : {}) },
    })
    if (post.authorId) await mailAuthor(tx, post.authorId, { kind: to, title: post.title, reason })
    return post
  })
  if (from === 'published') postsChanged([postId], post.author?.username ?? null)
}

/** An open report → dismissed (the post stays as it is). */
export async function dismissReport(editorId: string, reportId: number, locale: Locale): Promise<void> {
  const database = await db()
  await database.transaction(async (tx) => {
    const [report] = await tx
      .update(postReports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(and(eq(postReports.id, reportId), eq(postReports.status, 'open')))
      .returning()
    if (!report) throw new ConflictError(m.moderation_error_report_closed({}, { locale }), 'report_closed')
    await recordStaffAction(tx, {
      actorId: editorId,
      action: 'report.dismiss',
      subjectType: 'post',
      subjectId: report.postId,
      before: { report: report.id, reason: report.reason, status: 'open' },
      after: { status: 'dismissed' },
    })
  })
}

/** A signed-in reader reports a published post, once (a second report of the same post is refused). */
export async function reportPost(readerId: string, input: ReportInput, locale: Locale): Promise<void> {
  const database = await db()
  const [post] = await database
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, input.postId), eq(posts.status, 'published')))
  if (!post) throw new NotFoundError()
  try {
    await database
      .insert(postReports)
      .values({ postId: input.postId, reporterId: readerId, reason: input.reason, note: input.note })
  } catch (error) {
    if (violates(error, '23505'))
      throw new ConflictError(m.moderation_error_already_reported({}, { locale }), 'already_reported')
    throw error
  }
}
