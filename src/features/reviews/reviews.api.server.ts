import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { getEndpoint } from '@/server/http/api-v1.server'
import { privateHeaders, privateJson } from '@/server/http/private.server'
import { reviewPathIdSchema, reviewSchemas, reviewsPageQuery } from './reviews.schemas'
import * as moderation from './reviews.moderation.server'
import * as reviews from './reviews.server'

// REST for reviews (docs/api.md, ADR 057): the same services as the pages, behind the signed-in edge for writes.

const done = () => new Response(null, { status: 204, headers: privateHeaders })
const editor = { role: 'editor' } as const
const tripId = z.object({ id: reviewPathIdSchema })

/** GET /api/v1/trips/{id}/reviews?page=n → 200 { data: { average, count, items, page, pages } } (public). */
export const tripReviewsHandler = getEndpoint(reviewsPageQuery, tripId, async ({ params, query }) => ({
  data: await reviews.cachedTripReviews(params.id, query.page ?? 1),
}))

/** GET /api/v1/me/reviews → 200 { items }. */
export const myReviewsHandler = signedInEndpoint({}, async ({ user, locale }) =>
  privateJson({ items: await reviews.myReviews(user.id) }, 200, locale),
)

/** POST /api/v1/me/reviews { bookingId, rating, body } → 201 { review } (its language: the request's). */
export const createReviewHandler = signedInEndpoint(
  { body: (locale) => reviewSchemas(locale).create },
  async ({ user, body, locale }) =>
    privateJson({ review: await reviews.createReview(user.id, body, locale) }, 201, locale),
)

/** PATCH /api/v1/me/reviews/{id} { rating, body } → 200 { review }. */
export const updateReviewHandler = signedInEndpoint(
  { params: z.object({ id: reviewPathIdSchema }), body: (locale) => reviewSchemas(locale).update },
  async ({ user, params, body, locale }) =>
    privateJson({ review: await reviews.updateReview(user.id, params.id, body, locale) }, 200, locale),
)

/** DELETE /api/v1/me/reviews/{id} → 204. */
export const deleteReviewHandler = signedInEndpoint(
  { params: z.object({ id: reviewPathIdSchema }) },
  async ({ user, params, locale }) => {
    await reviews.deleteReview(user.id, params.id, locale)
    return done()
  },
)

/** POST /api/v1/me/review-reports { reviewId, reason, note? } → 201. */
export const reportReviewHandler = signedInEndpoint(
  { body: (locale) => reviewSchemas(locale).report },
  async ({ user, body, locale }) => {
    await moderation.reportReview(user.id, body, locale)
    return new Response(null, { status: 201, headers: privateHeaders })
  },
)

/** GET /api/v1/admin/moderation/reviews → 200 { pending, reports }. */
export const reviewQueueHandler = signedInEndpoint(editor, async ({ locale }) =>
  privateJson(await moderation.reviewQueue(locale), 200, locale),
)

/** POST /api/v1/admin/moderation/reviews/approve { reviewId } → 204. */
export const approveReviewHandler = signedInEndpoint(
  { ...editor, body: (locale) => reviewSchemas(locale).approve },
  async ({ user, body, locale }) => {
    await moderation.approveReview(user.id, body.reviewId, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/reviews/reject { reviewId, reason } → 204. */
export const rejectReviewHandler = signedInEndpoint(
  { ...editor, body: (locale) => reviewSchemas(locale).decide },
  async ({ user, body, locale }) => {
    await moderation.rejectReview(user.id, body, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/reviews/hide { reviewId, reason } → 204. */
export const hideReviewHandler = signedInEndpoint(
  { ...editor, body: (locale) => reviewSchemas(locale).decide },
  async ({ user, body, locale }) => {
    await moderation.hideReview(user.id, body, locale)
    return done()
  },
)

/** POST /api/v1/admin/moderation/reviews/dismiss { reportId } → 204. */
export const dismissReviewReportHandler = signedInEndpoint(
  { ...editor, body: (locale) => reviewSchemas(locale).dismiss },
  async ({ user, body, locale }) => {
    await moderation.dismissReviewReport(user.id, body.reportId, locale)
    return done()
  },
)
