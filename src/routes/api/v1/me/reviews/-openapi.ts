import { z } from 'zod'
import {
  REVIEWS_PAGE_SIZE,
  reportReasons,
  reviewPathIdSchema,
  reviewSchemas,
  reviewsPageQuery,
  reviewStatuses,
} from '@/features/reviews/reviews.schemas'
import { defineOperations, defineTaggedOperations } from '@/server/http/openapi.server'
import { readerReport, signedInEdge, staffQueue } from '@/server/http/openapi-answers.server'
import { limited } from '../../../auth/-openapi'

// Reviews from verified travellers (ADR 057; docs/api.md): a trip's published reviews, a traveller's own reviews,
// readers' reports, and the editors' queue of reviews (docs/moderation.md). Listed together here.

const locales = z.enum(['en', 'es', 'ru', 'uk'])
const status = z.enum(reviewStatuses)
const review = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  tripId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  lang: locales.describe('The language it was written in (the request language)'),
  status: status.describe('`pending` waits for an editor; only `published` shows on the trip page'),
  moderationReason: z.string().nullable().describe('Why an editor rejected or hid it'),
  createdAt: z.string(),
  updatedAt: z.string(),
})
const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  lang: locales,
  createdAt: z.string(),
  author: z.string().describe("The traveller's display name"),
})
const queue = z.object({
  pending: z.array(
    z.object({
      id: z.number().int(),
      tripId: z.number().int(),
      tripTitle: z.string(),
      rating: z.number().int(),
      body: z.string(),
      lang: locales,
      submittedAt: z.string(),
      author: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(reportReasons),
      note: z.string(),
      createdAt: z.string(),
      reporter: z.object({ name: z.string() }),
      review: z.object({
        id: z.number().int(),
        tripId: z.number().int(),
        tripTitle: z.string(),
        body: z.string(),
        rating: z.number().int(),
        status,
      }),
    }),
  ),
})

const schemas = reviewSchemas('en')
const params = z.object({ id: reviewPathIdSchema })
const private_ = 'Signed-in only; `Cache-Control: private, no-store`, `Vary: Cookie`.'
const staff = staffQueue({
  description:
    'Editors and admins: 401 when not signed in, 404 for a member. Every decision is written to the audit log; one ' +
    'that changes the trip page drops its cached copies. `Cache-Control: private, no-store`.',
  notFound: 'Not an editor, or no such review',
})
const notPending = { description: 'Not waiting for review', codes: ['not_pending'] }
const cacheNote = 'Approving, hiding, editing or deleting a published review drops the trip page from the caches.'

/** The text is measured once its leading and trailing spaces are trimmed. */
const bodyRule = 'at least 20 characters once trimmed'

export const operations = defineOperations({
  'GET /api/v1/trips/{id}/reviews': {
    tag: 'Trips',
    summary: "A trip's reviews",
    description: `Published reviews from travellers who booked the trip, newest first, ${REVIEWS_PAGE_SIZE} a page, with the average rating (one decimal, null without reviews) and count. A page past the last answers the last.`,
    params: z.object({ id: reviewPathIdSchema }),
    query: reviewsPageQuery,
    responses: {
      200: {
        description: 'The reviews',
        schema: z.object({
          data: z.object({
            average: z.number().nullable(),
            count: z.number().int(),
            page: z.number().int(),
            pages: z.number().int(),
            items: z.array(publicReview),
          }),
        }),
      },
      400: { description: 'The id or page is not a positive integer', codes: ['invalid_input'] },
      404: { description: 'No published trip has this id', codes: ['not_found'] },
    },
    examples: [
      { summary: 'The Amalfi trip', params: { id: '6' }, status: 200 },
      { summary: 'An unknown trip', params: { id: '999999' }, status: 404 },
    ],
  },
  'GET /api/v1/me/reviews': {
    tag: 'Reviews',
    summary: 'My reviews',
    description: `Own reviews in every state, newest first. ${private_}`,
    auth: 'session',
    responses: {
      200: { description: 'The reviews', schema: z.object({ items: z.array(review) }) },
      401: signedInEdge.signedOut,
    },
    examples: [signedInEdge.anonymous],
  },
  'POST /api/v1/me/reviews': {
    rules: {
      bookingId: 'an own booking that was not cancelled, whose departure has ended, not yet reviewed',
      body: bodyRule,
    },
    tag: 'Reviews',
    summary: 'Review a trip I travelled on',
    description: `One review per booking, once the departure's last day has passed. Its language is the request's (\`Accept-Language\`). A member with fewer than \`MODERATION_TRUSTED_AFTER\` published posts and reviews waits for an editor (\`status: "pending"\`); at most \`REVIEWS_PER_DAY\` reviews in 24 hours (docs/limits.md). ${cacheNote} ${private_}`,
    auth: 'session',
    body: schemas.create,
    responses: {
      201: { description: 'Written', schema: z.object({ review }) },
      400: signedInEdge.badBody,
      401: signedInEdge.signedOut,
      403: {
        description: 'Not a booking of yours that travelled (someone else’s, cancelled or unknown), or cross-site',
        codes: ['not_traveller', 'forbidden_origin'],
      },
      409: {
        description: 'The departure has not ended yet, or the booking already has a review',
        codes: ['trip_not_ended', 'already_reviewed'],
      },
      429: { ...limited, description: 'More than `REVIEWS_PER_DAY` reviews in 24 hours' },
    },
    examples: [
      {
        ...signedInEdge.anonymous,
        body: { bookingId: 1, rating: 5, body: 'A wonderful week on the coast, every day.' },
      },
    ],
  },
  'PATCH /api/v1/me/reviews/{id}': {
    rules: { body: bodyRule },
    tag: 'Reviews',
    summary: 'Edit my review',
    description: `New stars and text (in the request's language). A member not yet trusted, or a review an editor rejected or hid, goes back to review. ${cacheNote} ${private_}`,
    auth: 'session',
    params,
    body: schemas.update,
    responses: {
      200: { description: 'Changed', schema: z.object({ review }) },
      400: signedInEdge.badBody,
      401: signedInEdge.signedOut,
      403: signedInEdge.crossSite,
      404: { description: 'No such review of yours', codes: ['not_found'] },
    },
    examples: [
      {
        ...signedInEdge.anonymous,
        params: { id: '1' },
        body: { rating: 4, body: 'A wonderful week on the coast, every day.' },
      },
    ],
  },
  'DELETE /api/v1/me/reviews/{id}': {
    tag: 'Reviews',
    summary: 'Delete my review',
    description: `${cacheNote} ${private_}`,
    auth: 'session',
    params,
    responses: {
      204: { description: 'Deleted' },
      400: { description: 'Not a review number', codes: ['invalid_input'] },
      401: signedInEdge.signedOut,
      403: signedInEdge.crossSite,
      404: { description: 'No such review of yours', codes: ['not_found'] },
    },
    examples: [{ ...signedInEdge.anonymous, params: { id: '1' } }],
  },
  'POST /api/v1/me/review-reports': {
    tag: 'Reviews',
    ...readerReport({
      summary: 'Report a review',
      description: `A published review, once per reader; editors see it in the moderation queue. ${private_}`,
      body: schemas.report,
      notFound: 'No such published review',
      alreadyReported: 'Already reported by you',
      example: { reviewId: 1, reason: 'spam' },
    }),
  },
  ...defineTaggedOperations('Back office', {
    'GET /api/v1/admin/moderation/reviews': staff.list({
      summary: 'The review queue for trip reviews',
      lead: 'Reviews waiting for an editor and open reports of reviews, oldest first, at most 50 of each.',
      schema: queue,
    }),
    'POST /api/v1/admin/moderation/reviews/approve': staff.decision({
      summary: 'Approve a waiting review: it is published',
      body: schemas.approve,
      done: 'Published',
      conflict: notPending,
      examples: [{ ...signedInEdge.anonymous, body: { reviewId: 1 } }],
    }),
    'POST /api/v1/admin/moderation/reviews/reject': staff.decision({
      summary: 'Reject a waiting review, with a reason mailed to the traveller',
      body: schemas.decide,
      done: 'Rejected',
      conflict: notPending,
      examples: [{ ...signedInEdge.anonymous, body: { reviewId: 1, reason: 'Not about the trip.' } }],
    }),
    'POST /api/v1/admin/moderation/reviews/hide': staff.decision({
      summary: 'Hide a published review, closing its reports; the traveller is mailed the reason',
      body: schemas.decide,
      done: 'Hidden',
      conflict: { description: 'Not published', codes: ['not_published'] },
      examples: [
        { ...signedInEdge.anonymous, body: { reviewId: 1, reason: 'Personal details of another traveller.' } },
      ],
    }),
    'POST /api/v1/admin/moderation/reviews/dismiss': staff.decision({
      summary: 'Dismiss a report of a review (the review stays)',
      body: schemas.dismiss,
      done: 'Dismissed',
      conflict: { description: 'The report is already closed', codes: ['report_closed'] },
      examples: [{ ...signedInEdge.anonymous, body: { reportId: 1 } }],
    }),
  }),
})
