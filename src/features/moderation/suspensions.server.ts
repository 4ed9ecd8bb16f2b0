import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import { effectiveRole } from '@/features/auth/require-user.server'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import { db } from '@/server/db/index.server'
import { posts, session, user } from '@/server/db/schema'
import { postsChanged } from './moderation.server'
import type { Suspension, SuspendInput } from './moderation.schemas'

// Suspensions (ADR 052): admins only. A suspended account has no session and gets none (the session hook of
// better-auth.server.ts refuses every sign-in), and its published posts are withheld from the public until the
// suspension ends, when exactly those are published again.

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
    const withheld = await tx
      .update(posts)
      .set({ status: 'withheld', updatedAt: new Date(), version: sql`${posts.version} + 1` })
      .where(and(eq(posts.authorId, target.id), eq(posts.status, 'published')))
      .returning({ id: posts.id })
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
        postsWithheld: withheld.length,
      },
    })
    return { username: target.username, postIds: withheld.map((p) => p.id) }
  })
  postsChanged(result.postIds, result.username)
  return { postsWithheld: result.postIds.length }
}

/** Ends a suspension: the account may sign in again and the posts it had published are public again. */
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
    const restored = await tx
      .update(posts)
      .set({ status: 'published', updatedAt: new Date(), version: sql`${posts.version} + 1` })
      .where(and(eq(posts.authorId, userId), eq(posts.status, 'withheld')))
      .returning({ id: posts.id })
    await recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.unsuspend',
      subjectType: 'user',
      subjectId: userId,
      before: { email: target.email, suspended: true, reason: target.suspensionReason },
      after: { email: target.email, suspended: false, postsRestored: restored.length },
    })
    return { username: target.username, postIds: restored.map((p) => p.id) }
  })
  postsChanged(result.postIds, result.username)
  return { postsRestored: result.postIds.length }
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
