import { and, asc, eq, isNull } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import type { Tx } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { reviewReports, reviews, trips, user } from '@/server/db/schema'
import { mailReviewer } from './reviews.mail.server'
import type { DecideReviewInput, ReportReviewInput, ReviewQueue, ReviewStatus } from './reviews.schemas'
import { tripReviewsChanged } from './reviews.server'

// Reviews in the moderation queue (ADR 052, 057): editors approve, reject or hide them and dismiss readers' reports,
// as for posts. Each decision writes its audit line in its own transaction; one that changes what a trip page shows
// drops the trip's cache tag once committed.

const QUEUE_SIZE = 50

/** Reviews waiting for an editor (oldest first; a suspended traveller's wait with the suspension) and open reports. */
export async function reviewQueue(locale: Locale): Promise<ReviewQueue> {
  const database = await db()
  const pending = await database
    .select({
      id: reviews.id,
      tripId: reviews.tripId,
      title: trips.title,
      rating: reviews.rating,
      body: reviews.body,
      lang: reviews.lang,
      submittedAt: reviews.updatedAt,
      authorId: user.id,
      authorName: user.name,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .innerJoin(trips, eq(trips.id, reviews.tripId))
    .where(and(eq(reviews.status, 'pending'), isNull(user.suspendedAt)))
    .orderBy(asc(reviews.updatedAt), asc(reviews.id))
    .limit(QUEUE_SIZE)
  const reports = await database
    .select({
      id: reviewReports.id,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
      reporterName: user.name,
      reviewId: reviews.id,
      tripId: reviews.tripId,
      title: trips.title,
      body: reviews.body,
      rating: reviews.rating,
      status: reviews.status,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(trips, eq(trips.id, reviews.tripId))
    .innerJoin(user, eq(user.id, reviewReports.reporterId))
    .where(eq(reviewReports.status, 'open'))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(QUEUE_SIZE)
  return {
    pending: pending.map((r) => ({
      id: r.id,
      tripId: r.tripId,
      tripTitle: r.title[locale],
      rating: r.rating,
      body: r.body,
      lang: r.lang as Locale,
      submittedAt: r.submittedAt.toISOString(),
      author: { id: r.authorId, name: r.authorName },
    })),
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      reporter: { name: r.reporterName },
      review: {
        id: r.reviewId,
        tripId: r.tripId,
        tripTitle: r.title[locale],
        body: r.body,
        rating: r.rating,
        status: r.status,
      },
    })),
  }
}

async function lockedReview(tx: Tx, reviewId: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      status: reviews.status,
      tripId: reviews.tripId,
      userId: reviews.userId,
      rating: reviews.rating,
      suspendedAt: user.suspendedAt,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews })
  if (!row) throw new NotFoundError()
  return row
}

const notPending = (locale: Locale) => new ConflictError(m.reviews_error_not_pending({}, { locale }), 'not_pending')

/** pending → published. */
export async function approveReview(editorId: string, reviewId: number, locale: Locale): Promise<void> {
  const database = await db()
  const review = await database.transaction(async (tx) => {
    const review = await lockedReview(tx, reviewId)
    if (review.status !== 'pending' || review.suspendedAt) throw notPending(locale)
    await tx
      .update(reviews)
      .set({ status: 'published', moderationReason: null, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId))
    await recordStaffAction(tx, {
      actorId: editorId,
      action: 'review.approve',
      subjectType: 'review',
      subjectId: reviewId,
      before: { status: 'pending', tripId: review.tripId },
      after: { status: 'published' },
    })
    return review
  })
  tripReviewsChanged(review.tripId)
}

/** pending → rejected, the reason mailed to the traveller in their language. */
export const rejectReview = (editorId: string, input: DecideReviewInput, locale: Locale) =>
  decide(editorId, input, 'pending', 'rejected', locale)

/** published → hidden, closing the review's open reports; the traveller is told why. */
export const hideReview = (editorId: string, input: DecideReviewInput, locale: Locale) =>
  decide(editorId, input, 'published', 'hidden', locale)

async function decide(
  editorId: string,
  { reviewId, reason }: DecideReviewInput,
  from: ReviewStatus,
  to: ReviewStatus,
  locale: Locale,
): Promise<void> {
  const database = await db()
  const review = await database.transaction(async (tx) => {
    const review = await lockedReview(tx, reviewId)
    if (review.status !== from)
      throw from === 'pending'
        ? notPending(locale)
        : new ConflictError(m.reviews_error_not_published({}, { locale }), 'not_published')
    await tx
      .update(reviews)
      .set({ status: to, moderationReason: reason, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId))
    const closed = await tx
      .update(reviewReports)
      .set({ status: 'actioned', resolvedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')))
      .returning({ id: reviewReports.id })
    await recordStaffAction(tx, {
      actorId: editorId,
      action: to === 'rejected' ? 'review.reject' : 'review.hide',
      subjectType: 'review',
      subjectId: reviewId,
      before: { status: from, tripId: review.tripId },
      after: { status: to, reason, ...(closed.length ? { reportsClosed: closed.map((r) => r.id) } : {}) },
    })
    await mailReviewer(tx, review.userId, review.tripId, { kind: to === 'rejected' ? 'rejected' : 'hidden', reason })
    return review
  })
  if (from === 'published') tripReviewsChanged(review.tripId)
}

/** An open report → dismissed (the review stays). */
export async function dismissReviewReport(editorId: string, reportId: number, locale: Locale): Promise<void> {
  const database = await db()
  await database.transaction(async (tx) => {
    const [report] = await tx
      .update(reviewReports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(and(eq(reviewReports.id, reportId), eq(reviewReports.status, 'open')))
      .returning()
    if (!report) throw new ConflictError(m.reviews_error_report_closed({}, { locale }), 'report_closed')
    await recordStaffAction(tx, {
      actorId: editorId,
      action: 'review-report.dismiss',
      subjectType: 'review',
      subjectId: report.reviewId,
      before: { report: report.id, reason: report.reason, status: 'open' },
      after: { status: 'dismissed' },
    })
  })
}

/** A signed-in reader reports a published review, once. */
export async function reportReview(readerId: string, input: ReportReviewInput, locale: Locale): Promise<void> {
  const database = await db()
  const [review] = await database
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, 'published')))
  if (!review) throw new NotFoundError()
  try {
    await database
      .insert(reviewReports)
      .values({ reviewId: input.reviewId, reporterId: readerId, reason: input.reason, note: input.note })
  } catch (error) {
    if (violates(error, '23505'))
      throw new ConflictError(m.reviews_error_already_reported({}, { locale }), 'already_reported')
    throw error
  }
}
