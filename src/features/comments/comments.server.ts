import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { cacheTags, invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import type { Db, Tx } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { accountAvatar, commentReports, comments, posts, user } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { assertCommentLimits, commenter } from './comment-rules.server'
import { mailAboutComment } from './comments.mail.server'
import {
  COMMENTS_PAGE,
  type CommentListInput,
  type CommentPage,
  type CreateCommentInput,
  type CreatedComment,
  type PendingComment,
  type PublicComment,
  type ReportCommentInput,
} from './comments.schemas'

// Comments on published posts (ADR 059): the public thread (approved comments oldest first, one level of replies),
// a member's own comments waiting for review, and the writes. Every write that changes what the public sees drops the
// post's cache tag once committed, so its cached page and results are rendered again (ADR 026, 037).

/** What a comment change shows publicly: the post's page (its thread and count) and its cached reads. */
export const commentsChanged = (postIds: number[]) => {
  if (postIds.length) invalidateCacheTags([...new Set(postIds)].map((id) => `post:${id}`))
}

const visible = and(eq(comments.status, 'approved'), isNull(comments.deletedAt))

const columns = {
  id: comments.id,
  parentId: comments.parentId,
  body: comments.body,
  status: comments.status,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  authorName: user.name,
  authorUsername: user.username,
  authorAvatar: accountAvatar().as('author_avatar'),
}
type Row = {
  id: number
  parentId: number | null
  body: string
  status: string
  deletedAt: Date | null
  createdAt: Date
  editedAt: Date | null
  authorName: string | null
  authorUsername: string | null
  authorAvatar: string
}

function toPublic(row: Row): PublicComment {
  const state = row.deletedAt ? 'deleted' : row.status === 'approved' ? 'shown' : 'hidden'
  const shown = state === 'shown'
  return {
    id: row.id,
    parentId: row.parentId,
    state,
    body: shown ? row.body : null,
    author:
      shown && row.authorUsername
        ? { name: row.authorName ?? '', username: row.authorUsername, avatar: row.authorAvatar }
        : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: shown && row.editedAt ? row.editedAt.toISOString() : null,
  }
}

/** The public thread of a published post, a page of top-level comments with all their replies. */
export async function readComments({ postId, cursor }: CommentListInput): Promise<CommentPage> {
  const database = await db()
  cacheTags.add(`post:${postId}`)
  const [post] = await database
    .select({ total: posts.commentCount })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, 'published')))
  if (!post) throw new NotFoundError()
  // A deleted, hidden or withheld (ADR 069) top-level comment keeps its place while a reply to it is public.
  const hasVisibleReply = sql`exists (select 1 from ${comments} r where r.parent_id = ${comments.id} and r.status = 'approved' and r.deleted_at is null)`
  const top = await database
    .select(columns)
    .from(comments)
    .leftJoin(user, eq(user.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        isNull(comments.parentId),
        cursor ? gt(comments.id, cursor) : undefined,
        or(
          visible,
          and(
            or(sql`${comments.deletedAt} is not null`, inArray(comments.status, ['hidden', 'withheld'])),
            hasVisibleReply,
          ),
        ),
      ),
    )
    .orderBy(asc(comments.id))
    .limit(COMMENTS_PAGE + 1)
  const page = top.slice(0, COMMENTS_PAGE)
  const replies = page.length
    ? await database
        .select(columns)
        .from(comments)
        .leftJoin(user, eq(user.id, comments.authorId))
        .where(
          and(
            inArray(
              comments.parentId,
              page.map((r) => r.id),
            ),
            visible,
          ),
        )
        .orderBy(asc(comments.id))
    : []
  return {
    items: page.map((row) => ({
      ...toPublic(row),
      replies: replies.filter((r) => r.parentId === row.id).map(toPublic),
    })),
    nextCursor: top.length > COMMENTS_PAGE ? page.at(-1)!.id : null,
    total: post.total,
    editMinutes: env().COMMENT_EDIT_MINUTES,
  }
}

/** The public thread through the result cache (ADR 037), tagged `post:<id>`. */
export const cachedComments = (input: CommentListInput) =>
  cachedPublicRead('comments.list', [input.postId, input.cursor ?? 0], () => readComments(input))

/** The member's own comments on a post that wait for review (shown to them only). */
export async function myPendingComments(userId: string, postId: number): Promise<PendingComment[]> {
  const rows = await (
    await db()
  )
    .select({ id: comments.id, parentId: comments.parentId, body: comments.body, createdAt: comments.createdAt })
    .from(comments)
    .where(
      and(
        eq(comments.postId, postId),
        eq(comments.authorId, userId),
        eq(comments.status, 'pending'),
        isNull(comments.deletedAt),
      ),
    )
    .orderBy(asc(comments.id))
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

/**
 * A signed-in member comments on a published post or replies to a public comment of it. A reply to a reply joins
 * that reply's top-level comment. Public at once for trusted members and staff, else waiting for review.
 */
export async function createComment(
  userId: string,
  input: CreateCommentInput,
  locale: Locale,
): Promise<CreatedComment> {
  const database = await db()
  const created = await database.transaction(async (tx) => {
    const who = await commenter(tx, userId, locale)
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.status, 'published')))
    if (!post) throw new NotFoundError()
    let parentId: number | null = null
    if (input.parentId !== null) {
      const [parent] = await tx
        .select({ id: comments.id, parentId: comments.parentId })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.postId, input.postId), visible))
      if (!parent) throw new ConflictError(m.comments_error_parent_gone({}, { locale }), 'parent_gone')
      parentId = parent.parentId ?? parent.id
    }
    if (!who.staff) await assertCommentLimits(tx, userId, locale)
    const status = who.trusted ? 'approved' : 'pending'
    const [row] = await tx
      .insert(comments)
      .values({ postId: input.postId, parentId, authorId: userId, body: input.body, status })
      .returning()
    if (!row) throw new Error('comment insert returned nothing')
    if (status === 'approved') await mailAboutComment(tx, row)
    return row
  })
  if (created.status === 'approved') commentsChanged([created.postId])
  const [author] = await database
    .select({ name: user.name, username: user.username, avatar: accountAvatar() })
    .from(user)
    .where(eq(user.id, userId))
  return {
    status: created.status === 'approved' ? 'approved' : 'pending',
    comment: {
      id: created.id,
      parentId: created.parentId,
      state: 'shown',
      body: created.body,
      author: author ?? null,
      createdAt: created.createdAt.toISOString(),
      editedAt: null,
    },
  }
}

/** The caller's own comment, locked; 404 for someone else's or a deleted one. */
async function ownComment(tx: Tx, userId: string, id: number) {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.authorId, userId), isNull(comments.deletedAt)))
    .for('update')
  if (!row) throw new NotFoundError()
  return row
}

/** The author edits their comment within COMMENT_EDIT_MINUTES of posting it (403 `edit_window_closed` after). */
export async function editComment(userId: string, id: number, body: string, locale: Locale): Promise<PublicComment> {
  const database = await db()
  const row = await database.transaction(async (tx) => {
    const row = await ownComment(tx, userId, id)
    const [account] = await tx.select({ suspendedAt: user.suspendedAt }).from(user).where(eq(user.id, userId))
    if (!account || account.suspendedAt)
      throw new ForbiddenError(m.comments_error_suspended({}, { locale }), 'account_suspended')
    const closes = row.createdAt.getTime() + env().COMMENT_EDIT_MINUTES * 60_000
    if (Date.now() > closes || row.status === 'rejected' || row.status === 'hidden')
      throw new ForbiddenError(m.comments_error_edit_window({}, { locale }), 'edit_window_closed')
    const [updated] = await tx
      .update(comments)
      .set({ body, editedAt: new Date() })
      .where(eq(comments.id, id))
      .returning()
    return updated!
  })
  if (row.status === 'approved') commentsChanged([row.postId])
  return toPublic({ ...row, authorName: null, authorUsername: null, authorAvatar: '' })
}

/** The author deletes their comment: its text goes; with public replies it stays in the thread as "deleted". */
export async function deleteComment(userId: string, id: number): Promise<void> {
  const database = await db()
  const row = await database.transaction(async (tx) => {
    const row = await ownComment(tx, userId, id)
    await tx.update(comments).set({ body: '', deletedAt: new Date() }).where(eq(comments.id, id))
    await tx
      .update(commentReports)
      .set({ status: 'actioned', resolvedAt: new Date() })
      .where(and(eq(commentReports.commentId, id), eq(commentReports.status, 'open')))
    return row
  })
  if (row.status === 'approved') commentsChanged([row.postId])
}

/** A signed-in reader reports a public comment, once. */
export async function reportComment(readerId: string, input: ReportCommentInput, locale: Locale): Promise<void> {
  const database = await db()
  const [comment] = await database
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, input.commentId), visible, eq(posts.status, 'published')))
  if (!comment) throw new NotFoundError()
  try {
    await database
      .insert(commentReports)
      .values({ commentId: input.commentId, reporterId: readerId, reason: input.reason, note: input.note })
  } catch (error) {
    if (violates(error, '23505'))
      throw new ConflictError(m.comments_error_already_reported({}, { locale }), 'already_reported')
    throw error
  }
}

/**
 * Account deletion (ADR 059): every comment of the member is erased as if they had deleted it (text gone; kept as
 * "deleted" only where others replied), in the deletion's transaction; `announce` drops the posts' pages after commit.
 */
export async function eraseCommentsOfDeletedAccount(
  tx: Pick<Db, 'update'>,
  userId: string,
): Promise<{ erased: number; announce: () => void }> {
  const rows = await tx
    .update(comments)
    .set({ body: '', deletedAt: new Date() })
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt)))
    .returning({ postId: comments.postId, status: comments.status })
  await tx
    .update(commentReports)
    .set({ status: 'actioned', resolvedAt: new Date() })
    .where(
      and(
        eq(commentReports.status, 'open'),
        inArray(commentReports.commentId, sql`(select id from ${comments} where author_id = ${userId})`),
      ),
    )
  const shown = rows.filter((r) => r.status === 'approved').map((r) => r.postId)
  return { erased: rows.length, announce: () => commentsChanged(shown) }
}
