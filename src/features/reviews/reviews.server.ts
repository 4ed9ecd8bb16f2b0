import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { effectiveRole } from '@/features/auth/require-user.server'
import { todayUtc } from '@/lib/clock'
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { cacheTags, invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import type { Db, Tx } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { isPublished } from '@/server/db/named-statements.server'
import { bookings, departures, posts, reviews, trips, user } from '@/server/db/schema'
import { env } from '@/server/env.server'
import {
  REVIEWS_PAGE_SIZE,
  type CreateReviewInput,
  type MyReview,
  type RatingSummary,
  type ReviewableBooking,
  type ReviewStatus,
  type TripReviewsPage,
  type UpdateReviewInput,
} from './reviews.schemas'

// Reviews from verified travellers (ADR 057): only the member who booked a departure (a booking not cancelled) may
// review it, once per booking, after the departure's last day. A member who is not yet trusted (ADR 052's
// MODERATION_TRUSTED_AFTER, counting their published posts and reviews) waits for an editor. Whatever changes what
// a trip page shows drops the trip's cache tag once committed (ADR 026).

type Reader = Pick<Db, 'select' | 'execute'>

const DAY_MS = 24 * 60 * 60 * 1000

/** A trip page's reviews changed: its cached page and results go. */
export const tripReviewsChanged = (tripId: number) => invalidateCacheTags([`trip:${tripId}`])

const myColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  tripId: reviews.tripId,
  rating: reviews.rating,
  body: reviews.body,
  lang: reviews.lang,
  status: reviews.status,
  moderationReason: reviews.moderationReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
}
type MyRow = Omit<MyReview, 'lang' | 'createdAt' | 'updatedAt'> & { lang: string; createdAt: Date; updatedAt: Date }

const toMine = (row: MyRow): MyReview => ({
  ...row,
  lang: row.lang as Locale,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Staff, or a member with MODERATION_TRUSTED_AFTER published posts and reviews together, publishes directly. */
async function isTrusted(database: Reader, userId: string): Promise<boolean> {
  const [row] = await database
    .select({ role: user.role, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  if (!row) return false
  if (effectiveRole(row.role, row.email, row.emailVerified) !== 'member') return true
  const needed = env().MODERATION_TRUSTED_AFTER
  if (needed === 0) return true
  const [p] = await database
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.authorId, userId), eq(posts.status, 'published')))
  const [r] = await database
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.status, 'published')))
  return Number(p?.n ?? 0) + Number(r?.n ?? 0) >= needed
}

/** REVIEWS_PER_DAY (docs/limits.md): counted from the reviews table under a per-member lock; staff have none. */
async function assertReviewLimit(tx: Tx, userId: string, locale: Locale): Promise<void> {
  const perDay = env().REVIEWS_PER_DAY
  if (perDay === 0) return
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review-limits:${userId}`}))`)
  const now = Date.now()
  const rows = await tx
    .select({ at: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, new Date(now - DAY_MS))))
    .orderBy(desc(reviews.createdAt))
    .limit(perDay)
  if (rows.length < perDay) return
  const wait = Math.max(1, Math.ceil((rows[perDay - 1]!.at.getTime() + DAY_MS - now) / 1000))
  throw new RateLimitedError(wait, m.reviews_limit_daily({ max: perDay }, { locale }))
}

/**
 * Writes a review of an own booking. 403 `not_traveller` for a booking that is not the caller's or was cancelled,
 * 409 `trip_not_ended` before the departure's last day has passed, 409 `already_reviewed` for a second review of the
 * booking (the unique index decides between two racing requests), 429 past REVIEWS_PER_DAY.
 */
export async function createReview(
  userId: string,
  input: CreateReviewInput,
  locale: Locale,
  today = todayUtc(),
): Promise<MyReview> {
  const database = await db()
  const created = await database
    .transaction(async (tx) => {
      const [booking] = await tx
        .select({ status: bookings.status, endDate: departures.endDate, tripId: departures.tripId })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, userId)))
      if (!booking || booking.status !== 'confirmed')
        throw new ForbiddenError(m.reviews_error_not_traveller({}, { locale }), 'not_traveller')
      if (!(booking.endDate < today))
        throw new ConflictError(m.reviews_error_not_ended({}, { locale }), 'trip_not_ended')
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, input.bookingId))
      if (existing) throw alreadyReviewed(locale)
      const trusted = await isTrusted(tx, userId)
      if (!(await isStaffMember(tx, userId))) await assertReviewLimit(tx, userId, locale)
      const [row] = await tx
        .insert(reviews)
        .values({
          bookingId: input.bookingId,
          userId,
          tripId: booking.tripId,
          rating: input.rating,
          body: input.body,
          lang: locale,
          status: trusted ? 'published' : 'pending',
        })
        .returning(myColumns)
      return row!
    })
    .catch((error: unknown) => {
      if (violates(error, '23505')) throw alreadyReviewed(locale)
      throw error
    })
  if (created.status === 'published') tripReviewsChanged(created.tripId)
  return toMine(created)
}

const alreadyReviewed = (locale: Locale) =>
  new ConflictError(m.reviews_error_already_reviewed({}, { locale }), 'already_reviewed')

async function isStaffMember(database: Reader, userId: string): Promise<boolean> {
  const [row] = await database
    .select({ role: user.role, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  return !!row && effectiveRole(row.role, row.email, row.emailVerified) !== 'member'
}

/**
 * Changes an own review's stars and text, in the language of the edit. A trusted member's edit stays public; an
 * untrusted member's, and any edit of a rejected or hidden review (staff excepted), goes back to review. 404 for a
 * review that is not the caller's.
 */
export async function updateReview(
  userId: string,
  id: number,
  input: UpdateReviewInput,
  locale: Locale,
): Promise<MyReview> {
  const database = await db()
  const { before, after } = await database.transaction(async (tx) => {
    const [before] = await tx
      .select(myColumns)
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
      .for('update')
    if (!before) throw new NotFoundError(m.reviews_error_not_found({}, { locale }))
    const staff = await isStaffMember(tx, userId)
    const wasRefused = before.status === 'rejected' || before.status === 'hidden'
    const status: ReviewStatus = staff || (!wasRefused && (await isTrusted(tx, userId))) ? 'published' : 'pending'
    const [after] = await tx
      .update(reviews)
      .set({
        rating: input.rating,
        body: input.body,
        lang: locale,
        status,
        moderationReason: status === 'published' ? null : before.moderationReason,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, id))
      .returning(myColumns)
    return { before, after: after! }
  })
  if (before.status === 'published' || after.status === 'published') tripReviewsChanged(after.tripId)
  return toMine(after)
}

/** Deletes an own review (its reports go with it). 404 for a review that is not the caller's. */
export async function deleteReview(userId: string, id: number, locale: Locale): Promise<void> {
  const database = await db()
  const [gone] = await database
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .returning({ tripId: reviews.tripId, status: reviews.status })
  if (!gone) throw new NotFoundError(m.reviews_error_not_found({}, { locale }))
  if (gone.status === 'published') tripReviewsChanged(gone.tripId)
}

/** The caller's reviews, newest first. */
export async function myReviews(userId: string): Promise<MyReview[]> {
  const database = await db()
  const rows = await database
    .select(myColumns)
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(500)
  return rows.map(toMine)
}

/** The caller's bookings of a trip whose departure has ended (not cancelled), each with its review if written. */
export async function reviewableBookings(
  userId: string,
  tripId: number,
  today = todayUtc(),
): Promise<ReviewableBooking[]> {
  const database = await db()
  const rows = await database
    .select({
      bookingId: bookings.id,
      tripId: departures.tripId,
      startDate: departures.startDate,
      endDate: departures.endDate,
    })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        eq(departures.tripId, tripId),
        lt(departures.endDate, today),
      ),
    )
    .orderBy(desc(departures.endDate), desc(bookings.id))
    .limit(20)
  if (rows.length === 0) return []
  const written = await database
    .select(myColumns)
    .from(reviews)
    .where(
      inArray(
        reviews.bookingId,
        rows.map((r) => r.bookingId),
      ),
    )
  return rows.map((r) => {
    const review = written.find((w) => w.bookingId === r.bookingId)
    return { ...r, review: review ? toMine(review) : null }
  })
}

/** A trip's rating: average (one decimal) and count of its published reviews. */
async function ratingOf(database: Reader, tripId: number): Promise<RatingSummary> {
  const [row] = await database
    .select({ n: count(), avg: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.tripId, tripId), eq(reviews.status, 'published')))
  const n = Number(row?.n ?? 0)
  return { count: n, average: n > 0 && row?.avg != null ? Number(row.avg) : null }
}

/** One page of a trip's published reviews, newest first, with the rating. Public: tagged with the trip. */
export async function tripReviews(tripId: number, page = 1): Promise<TripReviewsPage> {
  cacheTags.add(`trip:${tripId}`)
  const database = await db()
  const [trip] = await database
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), isPublished(trips.status)))
  if (!trip) throw new NotFoundError()
  const summary = await ratingOf(database, tripId)
  const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE))
  const current = Math.min(page, pages)
  const rows =
    summary.count === 0
      ? []
      : await database
          .select({
            id: reviews.id,
            rating: reviews.rating,
            body: reviews.body,
            lang: reviews.lang,
            createdAt: reviews.createdAt,
            author: user.name,
          })
          .from(reviews)
          .innerJoin(user, eq(user.id, reviews.userId))
          .where(and(eq(reviews.tripId, tripId), eq(reviews.status, 'published')))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(REVIEWS_PAGE_SIZE)
          .offset((current - 1) * REVIEWS_PAGE_SIZE)
  return {
    ...summary,
    page: current,
    pages,
    items: rows.map((r) => ({ ...r, lang: r.lang as Locale, createdAt: r.createdAt.toISOString() })),
  }
}

/**
 * Account deletion: the member's reviews go with the account (their foreign key); the trips that showed them drop
 * their cached pages once the deletion has committed.
 */
export async function reviewsOfDeletedAccount(
  tx: Pick<Db, 'selectDistinct'>,
  userId: string,
): Promise<{ announce: () => void }> {
  const shown = await tx
    .selectDistinct({ tripId: reviews.tripId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.status, 'published')))
  return { announce: () => shown.forEach(({ tripId }) => tripReviewsChanged(tripId)) }
}

/** `tripReviews` through the result cache (ADR 037): the same for every visitor until a review of the trip changes. */
export const cachedTripReviews = (tripId: number, page: number) =>
  cachedPublicRead('reviews.trip', [tripId, page], () => tripReviews(tripId, page))
