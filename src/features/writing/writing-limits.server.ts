import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { effectiveRole, holdsRole } from '@/features/auth/require-user.server'
import { RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { posts, uploads, user } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { m } from '@/paraglide/messages'

// Per-member writing limits (ADR 051, docs/limits.md): posts published a day, posts created an hour, upload bytes a
// day and in all. Counted from the posts and uploads tables themselves, so every server process and a restart see the
// same counts; the count and the write share a transaction holding a per-member lock, so racing requests queue and
// cannot all slip under the limit. Editors and admins have no limits.

type Tx = Pick<Db, 'execute' | 'select'>

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Seconds until `moment` leaves a window of `windowMs`: what Retry-After says. */
const secondsUntilOut = (moment: Date, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((moment.getTime() + windowMs - now) / 1000))

/** Serialises the limited writes of one member (across processes: a PostgreSQL advisory lock, until commit). */
async function lockMember(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`writing-limits:${userId}`}))`)
}

/** Staff are trusted with any amount: their role as the session sees it (ADMIN_EMAILS included). */
export async function isStaff(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ role: user.role, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  return !!row && holdsRole({ role: effectiveRole(row.role, row.email, row.emailVerified) }, 'editor')
}

/**
 * Within a window, `moments` newest first (at most `max`): fewer than `max` pass; otherwise a 429 whose Retry-After is
 * the seconds until the max-th newest leaves the window (then one more fits).
 */
function refuseAtLimit(moments: Date[], max: number, windowMs: number, now: number, message: () => string) {
  if (moments.length < max) return
  throw new RateLimitedError(secondsUntilOut(moments[max - 1]!, windowMs, now), message())
}

/**
 * Before a post is created (`creating`) and/or becomes public (`publishing`): refuses with a localized 429 when the
 * member is at a limit. Call inside the write's transaction; it takes the member's lock first.
 */
export async function assertPostLimits(
  tx: Tx,
  userId: string,
  what: { creating?: boolean; publishing?: boolean },
  locale: Locale,
): Promise<void> {
  const { POSTS_CREATED_PER_HOUR: perHour, POSTS_PUBLISHED_PER_DAY: perDay } = env()
  const checkCreated = what.creating && perHour > 0
  const checkPublished = what.publishing && perDay > 0
  if (!checkCreated && !checkPublished) return
  await lockMember(tx, userId)
  if (await isStaff(tx, userId)) return
  const now = Date.now()
  if (checkCreated) {
    const rows = await tx
      .select({ at: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.authorId, userId), gt(posts.createdAt, new Date(now - HOUR))))
      .orderBy(desc(posts.createdAt))
      .limit(perHour)
    refuseAtLimit(
      rows.map((r) => r.at),
      perHour,
      HOUR,
      now,
      () => m.limits_posts_created_hourly({ max: perHour }, { locale }),
    )
  }
  if (checkPublished) {
    // A post counts from when it went public. The row keeps no such moment, so it is its date or, for one given an
    // earlier date, its creation: a post created and backdated in one request still counts (ADR 051).
    const moment = sql<Date>`greatest(${posts.publishedAt}, ${posts.createdAt})`.mapWith(posts.createdAt)
    const since = new Date(now - DAY).toISOString()
    const rows = await tx
      .select({ at: moment })
      .from(posts)
      .where(and(eq(posts.authorId, userId), eq(posts.status, 'published'), sql`${moment} > ${since}::timestamptz`))
      .orderBy(desc(moment))
      .limit(perDay)
    refuseAtLimit(
      rows.map((r) => r.at),
      perDay,
      DAY,
      now,
      () => m.limits_posts_published_daily({ max: perDay }, { locale }),
    )
  }
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10

/** Stored bytes of one upload: its variants, what it costs on disk. */
export const storedBytes = (variants: Array<{ bytes: number }>) => variants.reduce((sum, v) => sum + v.bytes, 0)

/**
 * Before an upload of `bytes` stored bytes is kept (or, with 0, before its body is even read): refuses with a
 * localized 429 when the member's uploads of the last 24 hours, or all of them, would pass their limit. With `lock`,
 * inside the insert's transaction, racing uploads queue. Staff are not checked here (the caller knows the role).
 */
export async function assertUploadLimits(
  tx: Tx,
  userId: string,
  bytes: number,
  locale: Locale,
  lock = false,
): Promise<void> {
  const { UPLOAD_BYTES_PER_DAY: perDay, UPLOAD_BYTES_TOTAL: total } = env()
  if (perDay === 0 && total === 0) return
  if (lock) await lockMember(tx, userId)
  const size = sql<string>`coalesce((select sum((v->>'bytes')::bigint) from jsonb_array_elements(${uploads.variants}) v), 0)`
  if (total > 0) {
    const [row] = await tx
      .select({ used: sql<string>`coalesce(sum(${size}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, userId))
    const used = Number(row?.used ?? 0)
    // Nothing leaves this count by waiting, except unused uploads, removed after their grace period.
    if (used + Math.max(bytes, 1) > total)
      throw new RateLimitedError(
        Math.ceil(env().UNUSED_UPLOAD_GRACE_HOURS * 3600),
        m.limits_upload_bytes_total({ mb: megabytes(total) }, { locale }),
      )
  }
  if (perDay > 0) {
    const now = Date.now()
    const rows = await tx
      .select({ at: uploads.createdAt, bytes: size })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(now - DAY))))
      .orderBy(uploads.createdAt)
    let used = rows.reduce((sum, r) => sum + Number(r.bytes), 0)
    if (used + Math.max(bytes, 1) > perDay) {
      // The upload fits once enough of the oldest ones have left the window.
      let leaves = rows.at(-1)?.at ?? new Date(now)
      for (const row of rows) {
        used -= Number(row.bytes)
        if (used + bytes <= perDay) {
          leaves = row.at
          break
        }
      }
      throw new RateLimitedError(
        secondsUntilOut(leaves, DAY, now),
        m.limits_upload_bytes_daily({ mb: megabytes(perDay) }, { locale }),
      )
    }
  }
}
