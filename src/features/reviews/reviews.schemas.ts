import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { hasVisibleText } from '@/lib/text-check'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Reviews from verified travellers (ADR 057). Client-safe: schemas and shapes.

export const reportReasons = ['spam', 'offensive', 'misleading', 'copyright', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]
/** `withheld`: published, and waiting out its writer's suspension (ADR 069). */
export const reviewStatuses = ['pending', 'published', 'rejected', 'hidden', 'withheld'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

export const REVIEW_MIN = 20
export const REVIEW_MAX = 2000
export const REASON_MAX = 1000
export const NOTE_MAX = 500
/** Reviews on one page of a trip's list. */
export const REVIEWS_PAGE_SIZE = 5

/** A row id as PostgreSQL stores it (int4). */
const id = z.int().min(1).max(2_147_483_647)

/** A review or trip id in the URL: decimal digits without a leading zero, at most nine (always an int4). */
export const reviewPathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number)

/** `?page=` of a trip's reviews: 1 to 9999 (a page past the last answers the last). */
export const reviewsPageQuery = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/)
    .transform(Number)
    .optional(),
})

export function reviewSchemas(locale: Locale) {
  const ratingError = () => m.reviews_field_rating({}, { locale })
  const bodyRequired = () => m.reviews_field_body_short({ min: REVIEW_MIN }, { locale })
  const rating = z.int({ error: ratingError }).min(1, { error: ratingError }).max(5, { error: ratingError })
  const body = z
    .string({ error: bodyRequired })
    .trim()
    .min(REVIEW_MIN, { error: bodyRequired })
    .refine(hasVisibleText, { error: bodyRequired })
    .max(REVIEW_MAX, { error: () => m.reviews_field_too_long({ max: REVIEW_MAX }, { locale }) })
    .refine(...plainText({ multiline: true }))
  const reasonRequired = () => m.reviews_field_reason_required({}, { locale })
  const reason = z
    .string({ error: reasonRequired })
    .trim()
    .min(1, { error: reasonRequired })
    .refine(hasVisibleText, { error: reasonRequired })
    .max(REASON_MAX, { error: () => m.reviews_field_too_long({ max: REASON_MAX }, { locale }) })
    .refine(...plainText({ multiline: true }))
  return {
    /** A new review of an own booking; its language is the page's (REST: the request's). */
    create: z.strictObject({ bookingId: id, rating, body }),
    /** An own review's new stars and text. */
    update: z.strictObject({ rating, body }),
    report: z.strictObject({
      reviewId: id,
      reason: z.enum(reportReasons, { error: () => m.reviews_field_report_reason({}, { locale }) }),
      note: z
        .string()
        .trim()
        .max(NOTE_MAX, { error: () => m.reviews_field_too_long({ max: NOTE_MAX }, { locale }) })
        .refine(...plainText({ multiline: true }))
        .default(''),
    }),
    approve: z.strictObject({ reviewId: id }),
    /** Reject a waiting review or hide a published one: the reason goes to the traveller. */
    decide: z.strictObject({ reviewId: id, reason }),
    dismiss: z.strictObject({ reportId: id }),
  }
}
type Schemas = ReturnType<typeof reviewSchemas>
export type CreateReviewInput = z.output<Schemas['create']>
export type UpdateReviewInput = z.output<Schemas['update']>
export type ReportReviewInput = z.output<Schemas['report']>
export type DecideReviewInput = z.output<Schemas['decide']>

const locale = z.enum(locales)
export const localeInput = z.object({ locale })
export const tripReviewsInput = z.object({ locale, tripId: id, page: z.int().min(1).max(10_000).default(1) })
export const tripInput = z.object({ locale, tripId: id })
export const reviewIdInput = z.object({ locale, id })

/** A published review as readers see it. */
export interface TripReview {
  id: number
  rating: number
  body: string
  lang: Locale
  createdAt: string
  /** The reviewer's display name (a traveller has no public page). */
  author: string
}

/** The average and count of a trip's published reviews. */
export interface RatingSummary {
  /** Rounded to one decimal; null without reviews. */
  average: number | null
  count: number
}

/** One page of a trip's published reviews, newest first, with the trip's rating. */
export interface TripReviewsPage extends RatingSummary {
  items: TripReview[]
  page: number
  pages: number
}

/** A traveller's own review, whatever its state. */
export interface MyReview {
  id: number
  bookingId: number
  tripId: number
  rating: number
  body: string
  lang: Locale
  status: ReviewStatus
  moderationReason: string | null
  createdAt: string
  updatedAt: string
}

/** A booking of the caller's whose departure has ended, and its review if written. */
export interface ReviewableBooking {
  bookingId: number
  tripId: number
  startDate: string
  endDate: string
  review: MyReview | null
}

export interface PendingReview {
  id: number
  tripId: number
  tripTitle: string
  rating: number
  body: string
  lang: Locale
  submittedAt: string
  author: { id: string; name: string }
}

export interface OpenReviewReport {
  id: number
  reason: ReportReason
  note: string
  createdAt: string
  reporter: { name: string }
  review: { id: number; tripId: number; tripTitle: string; body: string; rating: number; status: ReviewStatus }
}

export interface ReviewQueue {
  pending: PendingReview[]
  reports: OpenReviewReport[]
}
