import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import { effectiveRole } from '@/features/auth/require-user.server'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import type { Tx } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { comments, posts, reviews, session, user } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { postsChanged } from './moderation.server'
import type { Suspension, SuspendInput } from './moderation.schemas'

// Suspensions (ADR 052, 069): admins only. A suspended account has no session and gets none (the session hook of
// better-auth.server.ts refuses every sign-in), and what it has public (posts, comments, reviews) is withheld until the
// suspension ends, when exactly those are public again.

/**
 * Moves the member's public posts, comments and reviews to `withheld`, or those withheld back to public; answers what
 * moved (one row each: a post's id, a comment's post, a review's trip).
 */
async function setPublicWork(tx: Tx, userId: string, to: 'withheld' | 'public') {
  // Each kind's public status (a post's `published`, a comment's `approved`) and `withheld`, in the order of the move.
  const step = <Public extends string>(shown: Public) =>
    (to === 'withheld' ? { from: shown, into: 'withheld' } : { from: 'withheld', into: shown }) as {
      from: Public | 'withheld'
      into: Public | 'withheld'
    }
  const [post, comment, review] = [step('published'), step('approved'), step('published')]
  const now = new Date()
  return {
    posts: await tx
      .update(posts)
      .set({ status: post.into, updatedAt: now, version: sql`${posts.version} + 1` })
      .where(and(eq(posts.authorId, userId), eq(posts.status, post.from)))
      .returning({ id: posts.id }),
    comments: await tx
      .update(comments)
      .set({ status: comment.into })
      .where(and(eq(comments.authorId, userId), eq(comments.status, comment.from)))
      .returning({ postId: comments.postId }),
    reviews: await tx
      .update(reviews)
      .set({ status: review.into, updatedAt: now })
      .where(and(eq(reviews.userId, userId), eq(reviews.status, review.from)))
      .returning({ tripId: reviews.tripId }),
  }
}

type Moved = Awaited<ReturnType<typeof setPublicWork>>

/** What moved, counted for the answer and the audit line: `{ postsWithheld, … }` or `{ postsRestored, … }`. */
function counted<Verb extends 'Withheld' | 'Restored'>(moved: Moved, verb: Verb) {
  return {
    [`posts${verb}`]: moved.posts.length,
    [`comments${verb}`]: moved.comments.length,
    [`reviews${verb}`]: moved.reviews.length,
  } as Record<`${'posts' | 'comments' | 'reviews'}${Verb}`, number>
}

/** Drops the cached pages and reads that showed (or will show again) what moved. */
function publicWorkChanged(moved: Moved, username: string | null) {
  postsChanged(
    moved.posts.map((p) => p.id),
    username,
  )
  const tags = [...moved.comments.map((c) => `post:${c.postId}`), ...moved.reviews.map((r) => `trip:${r.tripId}`)]
  if (tags.length) invalidateCacheTags([...new Set(tags)])
}

/** Suspends the member named by e-mail or username; refuses staff, the admin themself and an unknown account. */
export async function suspendMember(adminId: string, { account, reason }: SuspendInput, locale: Locale) {
  const database = await db()
  const result = await database.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(user)
      .where(or(eq(user.email, account), eq(user.username, account)))
      .for('update')
    if (!target)
      throw new InvalidInputError(
        { account: m.moderation_error_no_account({}, { locale }) },
        m.api_invalid_input({}, { locale }),
      )
    if (target.id === adminId || effectiveRole(target.role, target.email, target.emailVerified) !== 'member')
      throw new InvalidInputError(
        { account: m.moderation_error_staff_account({}, { locale }) },
        m.api_invalid_input({}, { locale }),
      )
    if (target.suspendedAt)
      throw new ConflictError(m.moderation_error_already_suspended({}, { locale }), 'already_suspended')
    await tx
      .update(user)
      .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(eq(user.id, target.id))
    const sessions = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id })
    const withheld = await setPublicWork(tx, target.id, 'withheld')
    await recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: target.id,
      before: { email: target.email, suspended: false },
      after: {
        email: target.email,
        suspended: true,
        reason,
        sessionsEnded: sessions.length,
        ...counted(withheld, 'Withheld'),
      },
    })
    return { username: target.username, withheld }
  })
  publicWorkChanged(result.withheld, result.username)
  return counted(result.withheld, 'Withheld')
}

/** Ends a suspension: the account may sign in again, and exactly what the suspension withheld is public again. */
export async function unsuspendMember(adminId: string, userId: string, locale: Locale) {
  const database = await db()
  const result = await database.transaction(async (tx) => {
    const [target] = await tx.select().from(user).where(eq(user.id, userId)).for('update')
    if (!target) throw new NotFoundError()
    if (!target.suspendedAt) throw new ConflictError(m.moderation_error_not_suspended({}, { locale }), 'not_suspended')
    await tx
      .update(user)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(eq(user.id, userId))
    const restored = await setPublicWork(tx, userId, 'public')
    await recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.unsuspend',
      subjectType: 'user',
      subjectId: userId,
      before: { email: target.email, suspended: true, reason: target.suspensionReason },
      after: { email: target.email, suspended: false, ...counted(restored, 'Restored') },
    })
    return { username: target.username, restored }
  })
  publicWorkChanged(result.restored, result.username)
  return counted(result.restored, 'Restored')
}

/** Suspended accounts, most recent first. */
export async function listSuspensions(): Promise<Suspension[]> {
  const database = await db()
  const rows = await database
    .select({
      userId: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      reason: user.suspensionReason,
      suspendedAt: user.suspendedAt,
    })
    .from(user)
    .where(isNotNull(user.suspendedAt))
    .orderBy(desc(user.suspendedAt))
    .limit(200)
  return rows.map((r) => ({ ...r, reason: r.reason ?? '', suspendedAt: r.suspendedAt!.toISOString() }))
}
