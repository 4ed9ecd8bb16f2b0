import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { memberStanding } from '@/features/auth/require-user.server'
import { ForbiddenError, RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { comments } from '@/server/db/schema'
import { env } from '@/server/env.server'

// Who may comment and how much (ADR 059): suspended members never; staff without review or limits; a member's comment
// is public at once only when they are trusted (MODERATION_TRUSTED_AFTER approved comments and published posts
// together, as posts count published posts, ADR 052); COMMENTS_PER_HOUR and COMMENTS_PER_DAY as ADR 051 counts posts.

type Tx = Pick<Db, 'execute' | 'select'>

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

export interface Commenter {
  staff: boolean
  trusted: boolean
}

/**
 * The commenting member, locked for this transaction (racing comments of one member queue, so none slips under a
 * limit). Refuses a suspended or unknown account with 403 `account_suspended`.
 */
export async function commenter(tx: Tx, userId: string, locale: Locale): Promise<Commenter> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comment-limits:${userId}`}))`)
  const standing = await memberStanding(tx, userId)
  if (!standing || standing.suspended)
    throw new ForbiddenError(m.comments_error_suspended({}, { locale }), 'account_suspended')
  if (standing.staff) return { staff: true, trusted: true }
  const needed = env().MODERATION_TRUSTED_AFTER
  let trusted = standing.publishedPosts >= needed
  if (!trusted) {
    const [approved] = await tx
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.authorId, userId), eq(comments.status, 'approved')))
    trusted = standing.publishedPosts + (approved?.n ?? 0) >= needed
  }
  return { staff: false, trusted }
}

/** Seconds until `moment` leaves a window of `windowMs`. */
const secondsUntilOut = (moment: Date, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((moment.getTime() + windowMs - now) / 1000))

/** Refuses with a localized 429 (and Retry-After) when the member has posted their comments of the hour or day. */
export async function assertCommentLimits(tx: Tx, userId: string, locale: Locale): Promise<void> {
  const { COMMENTS_PER_HOUR: perHour, COMMENTS_PER_DAY: perDay } = env()
  const now = Date.now()
  const windows = [
    { max: perHour, ms: HOUR, message: () => m.comments_limit_hourly({ max: perHour }, { locale }) },
    { max: perDay, ms: DAY, message: () => m.comments_limit_daily({ max: perDay }, { locale }) },
  ]
  for (const window of windows) {
    if (window.max === 0) continue
    // Deleted comments still count: deleting one does not give it back.
    const rows = await tx
      .select({ at: comments.createdAt })
      .from(comments)
      .where(and(eq(comments.authorId, userId), gt(comments.createdAt, new Date(now - window.ms))))
      .orderBy(desc(comments.createdAt))
      .limit(window.max)
    if (rows.length >= window.max)
      throw new RateLimitedError(secondsUntilOut(rows[window.max - 1]!.at, window.ms, now), window.message())
  }
}
