import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { signedIn } from '@/features/auth/auth.middleware'
import { localizedInput } from '@/lib/localized-input'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { localeInput, reviewIdInput, reviewSchemas, tripInput, tripReviewsInput } from './reviews.schemas'
import * as moderation from './reviews.moderation.server'
import * as reviews from './reviews.server'

// Reviews through the edges (ADR 057): a trip's published reviews for anyone; writing, editing, deleting and
// reporting for signed-in members (the service decides who travelled); the review queue for editors (401
// anonymous, 404 without the role, 403 `two_factor_required` for staff without two-factor sign-in).

const id = z.object({ id: z.int().min(1).max(2_147_483_647) })

export const tripReviewsFn = createServerFn({ method: 'GET' })
  .validator(tripReviewsInput)
  .handler(({ data }) => reviews.cachedTripReviews(data.tripId, data.page))

export const myTripReviewsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(tripInput)
  .handler(({ data, context }) => reviews.reviewableBookings(context.user.id, data.tripId))

export const myReviewsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(localeInput)
  .handler(({ context }) => reviews.myReviews(context.user.id))

export const createReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => reviewSchemas(locale).create))
  .handler(({ data, context }) => reviews.createReview(context.user.id, data.body, data.locale))

export const updateReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => reviewSchemas(locale).update, id))
  .handler(({ data, context }) => reviews.updateReview(context.user.id, data.id, data.body, data.locale))

export const deleteReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(reviewIdInput)
  .handler(({ data, context }) => reviews.deleteReview(context.user.id, data.id, data.locale))

export const reportReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(localizedInput((locale) => reviewSchemas(locale).report))
  .handler(({ data, context }) => moderation.reportReview(context.user.id, data.body, data.locale))

export const reviewQueueFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'editor' }), pageErrorsMiddleware])
  .validator(localeInput)
  .handler(({ data }) => moderation.reviewQueue(data.locale))

export const approveReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => reviewSchemas(locale).approve))
  .handler(({ data, context }) => moderation.approveReview(context.user.id, data.body.reviewId, data.locale))

export const rejectReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => reviewSchemas(locale).decide))
  .handler(({ data, context }) => moderation.rejectReview(context.user.id, data.body, data.locale))

export const hideReviewFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => reviewSchemas(locale).decide))
  .handler(({ data, context }) => moderation.hideReview(context.user.id, data.body, data.locale))

export const dismissReviewReportFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'editor' })])
  .validator(localizedInput((locale) => reviewSchemas(locale).dismiss))
  .handler(({ data, context }) => moderation.dismissReviewReport(context.user.id, data.body.reportId, data.locale))
