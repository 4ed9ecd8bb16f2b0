// Reviews from verified travellers (ADR 057): who may review, one review per booking, editing and deleting one's
// own, a new member's review waiting for an editor, readers' reports, the daily limit, what the trip page and its
// caches show, and the invitation mail after the trip (once, in the member's language, respecting the preference).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Read once by the app's env(): one published review or post makes a member trusted; two reviews a day at most.
vi.hoisted(() => {
  process.env.MODERATION_TRUSTED_AFTER = '1'
  process.env.REVIEWS_PER_DAY = '2'
})

import { eq } from 'drizzle-orm'
import { sendReviewInvitations } from '@/features/reviews/review-invitations.server'
import { suspendMember, unsuspendMember } from '@/features/moderation/suspensions.server'
import * as moderation from '@/features/reviews/reviews.moderation.server'
import * as reviews from '@/features/reviews/reviews.server'
import { withReviewsJsonLd } from '@/features/reviews/reviews.seo'
import { m } from '@/paraglide/messages'
import { listStaffActions } from '@/server/audit/audit.server'
import { pageCache } from '@/server/cache/page-cache-tags.server'
import { pageEntry } from '@/server/cache/page-cache.server'
import type { Database } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { reviewInvitations, reviewReports, userPreferences } from '@/server/db/schema'
import { TestClient, mailsTo, runQueuedJobs } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { account, book, departureUnderWay, endDeparture, reviewBody, tripWithDeparture, type Account } from './support'

stubTempDataDir('waypoints-reviews-')

let database: Database
let editor: Account
beforeAll(async () => {
  database = await createTestDatabase()
  editor = await account({ role: 'editor' })
})
afterAll(() => database.close())

const write = (who: Account, bookingId: number, body = reviewBody(), rating = 5) =>
  who.client.call('POST /api/v1/me/reviews', { bookingId, rating, body })
const publicPage = async (tripId: number) =>
  (await new TestClient().call(`GET /api/v1/trips/${tripId}/reviews`)).body.data as Awaited<
    ReturnType<typeof reviews.tripReviews>
  >
const lastAudit = async () => (await listStaffActions(await db(), { limit: 1 }))[0]

/** A page of the trip in the page cache, to see whether a change drops it. */
function cachedTripPage(tripId: number) {
  const cache = pageCache()!
  const key = `/en/trips/${tripId}/`
  cache.set(
    key,
    pageEntry({ status: 200, headers: [], html: 'cached', nonce: 'n', tags: [`trip:${tripId}`] }),
    cache.generation,
  )
  return { present: () => cache.get(key) !== undefined }
}

describe(`who may review, on ${testEngine}`, () => {
  it('only the traveller, once the departure has ended, once per booking', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account()
    const stranger = await account()
    const bookingId = await book(traveller, departureId)

    expect(
      (await new TestClient().call('POST /api/v1/me/reviews', { bookingId, rating: 5, body: reviewBody() })).status,
    ).toBe(401)
    const early = await write(traveller, bookingId)
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('trip_not_ended')
    await departureUnderWay(departureId)
    expect((await write(traveller, bookingId)).body.error.code).toBe('trip_not_ended')

    await endDeparture(departureId)
    const foreign = await write(stranger, bookingId)
    expect(foreign.status).toBe(403)
    expect(foreign.body.error.code).toBe('not_traveller')
    expect(foreign.body.error.message).toBe(m.reviews_error_not_traveller({}, { locale: 'en' }))

    const first = await write(traveller, bookingId)
    expect(first.status).toBe(201)
    expect(first.body.review).toMatchObject({ bookingId, tripId, rating: 5, lang: 'en', status: 'pending' })
    const second = await write(traveller, bookingId, 'Another go at the same trip, a second review.')
    expect(second.status).toBe(409)
    expect(second.body.error.code).toBe('already_reviewed')
  })

  it('a cancelled booking does not count as travelling; the language is the request’s', async () => {
    const { departureId } = await tripWithDeparture()
    const traveller = await account({ locale: 'uk' })
    const cancelled = await book(traveller, departureId)
    expect((await traveller.client.call(`DELETE /api/v1/me/bookings/${cancelled}`)).status).toBe(200)
    const kept = await book(traveller, departureId)
    await endDeparture(departureId)
    expect((await write(traveller, cancelled)).body.error.code).toBe('not_traveller')
    const made = await write(traveller, kept, 'Чудова поїздка, усе було дуже добре організовано.')
    expect(made.status).toBe(201)
    expect(made.body.review.lang).toBe('uk')
  })

  it('two racing first reviews of one booking: one is written, the other is told it exists', async () => {
    const { departureId } = await tripWithDeparture()
    const traveller = await account()
    const bookingId = await book(traveller, departureId)
    await endDeparture(departureId)
    const results = await Promise.allSettled([
      reviews.createReview(traveller.id, { bookingId, rating: 4, body: reviewBody() }, 'en'),
      reviews.createReview(traveller.id, { bookingId, rating: 3, body: reviewBody() }, 'en'),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ status: 409, code: 'already_reviewed' })
  })
})

describe(`moderation of reviews, on ${testEngine}`, () => {
  it("a new member's review waits; approved, it shows, drops the trip page, and the member is trusted", async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account()
    const bookingId = await book(traveller, departureId)
    const again = await book(traveller, departureId)
    await endDeparture(departureId)
    const { review } = (await write(traveller, bookingId, reviewBody(), 4)).body
    expect(review.status).toBe('pending')
    expect(await publicPage(tripId)).toMatchObject({ count: 0, average: null, items: [] })

    const queue = await moderation.reviewQueue('en')
    expect(queue.pending.map((p) => p.id)).toContain(review.id)
    const page = cachedTripPage(tripId)
    await moderation.approveReview(editor.id, review.id, 'en')
    expect(page.present()).toBe(false)
    expect(await lastAudit()).toMatchObject({ action: 'review.approve', subjectId: String(review.id) })
    expect(await publicPage(tripId)).toMatchObject({
      count: 1,
      average: 4,
      items: [{ id: review.id, rating: 4, author: traveller.name, lang: 'en' }],
    })
    await expect(moderation.approveReview(editor.id, review.id, 'en')).rejects.toMatchObject({ code: 'not_pending' })

    // Trusted now: the second booking's review is published at once.
    const direct = await write(traveller, again, 'The second time was just as good as the first.', 2)
    expect(direct.body.review.status).toBe('published')
    expect(await publicPage(tripId)).toMatchObject({ count: 2, average: 3 })
  })

  it('a suspension withholds the traveller’s published review from the page and the rating; ending it restores it', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account()
    const other = await account()
    const admin = await account({ role: 'admin' })
    const mine = await book(traveller, departureId)
    const theirs = await book(other, departureId)
    await endDeparture(departureId)
    const { review } = (await write(traveller, mine, reviewBody(), 1)).body
    await moderation.approveReview(editor.id, review.id, 'en')
    const kept = (await write(other, theirs, reviewBody(), 5)).body.review
    await moderation.approveReview(editor.id, kept.id, 'en')
    expect(await publicPage(tripId)).toMatchObject({ count: 2, average: 3 })

    const page = cachedTripPage(tripId)
    expect(await suspendMember(admin.id, { account: traveller.email, reason: 'Fake reviews.' }, 'en')).toMatchObject({
      reviewsWithheld: 1,
    })
    expect(page.present()).toBe(false)
    expect(await publicPage(tripId)).toMatchObject({ count: 1, average: 5, items: [{ id: kept.id }] })
    expect(await lastAudit()).toMatchObject({ action: 'user.suspend', after: { reviewsWithheld: 1 } })

    const again = cachedTripPage(tripId)
    expect(await unsuspendMember(admin.id, traveller.id, 'en')).toMatchObject({ reviewsRestored: 1 })
    expect(again.present()).toBe(false)
    expect(await publicPage(tripId)).toMatchObject({ count: 2, average: 3 })
    expect(await lastAudit()).toMatchObject({ action: 'user.unsuspend', after: { reviewsRestored: 1 } })
  })

  it('reject mails the reason in the traveller’s language; a report, then hide, closes it and drops the page', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account({ locale: 'uk' })
    const reader = await account()
    const first = await book(traveller, departureId)
    const second = await book(traveller, departureId)
    await endDeparture(departureId)
    const { review } = (await write(traveller, first)).body
    await moderation.rejectReview(editor.id, { reviewId: review.id, reason: 'Про інший тур.' }, 'en')
    await runQueuedJobs()
    const mail = mailsTo(traveller.email).at(-1)!
    expect(mail.subject).toContain('не опубліковано')
    expect(mail.text).toContain('Про інший тур.')
    // An edit of a rejected review goes back to the queue.
    const edited = await traveller.client.call(`PATCH /api/v1/me/reviews/${review.id}`, {
      rating: 3,
      body: 'About this trip after all, with more details.',
    })
    expect(edited.body.review).toMatchObject({ status: 'pending', rating: 3, lang: 'uk' })
    await moderation.approveReview(editor.id, review.id, 'en')

    const reported = await reader.client.call('POST /api/v1/me/review-reports', { reviewId: review.id, reason: 'spam' })
    expect(reported.status).toBe(201)
    const twice = await reader.client.call('POST /api/v1/me/review-reports', { reviewId: review.id, reason: 'other' })
    expect(twice.body.error.code).toBe('already_reported')
    const queue = await moderation.reviewQueue('en')
    expect(queue.reports.find((r) => r.review.id === review.id)).toMatchObject({ reason: 'spam' })

    const page = cachedTripPage(tripId)
    await moderation.hideReview(editor.id, { reviewId: review.id, reason: 'Advertising.' }, 'en')
    expect(page.present()).toBe(false)
    const [report] = await (await db()).select().from(reviewReports).where(eq(reviewReports.reviewId, review.id))
    expect(report!.status).toBe('actioned')
    expect(await lastAudit()).toMatchObject({
      action: 'review.hide',
      after: { status: 'hidden', reportsClosed: [report!.id] },
    })
    expect((await publicPage(tripId)).items.some((r) => r.id === review.id)).toBe(false)
    // A member whose review was hidden is not trusted by it: the other booking's review waits too.
    expect((await write(traveller, second)).body.review.status).toBe('pending')
  })
})

describe(`own reviews, on ${testEngine}`, () => {
  it('the writer edits and deletes their own; another member cannot touch it', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account()
    const other = await account()
    const bookingId = await book(traveller, departureId)
    await endDeparture(departureId)
    const { review } = (await write(traveller, bookingId)).body
    await moderation.approveReview(editor.id, review.id, 'en')

    const change = { rating: 2, body: 'On second thought the hotel was rather noisy.' }
    expect((await other.client.call(`PATCH /api/v1/me/reviews/${review.id}`, change)).status).toBe(404)
    expect((await other.client.call(`DELETE /api/v1/me/reviews/${review.id}`)).status).toBe(404)

    let page = cachedTripPage(tripId)
    const edited = await traveller.client.call(`PATCH /api/v1/me/reviews/${review.id}`, change)
    expect(edited.status).toBe(200)
    // Trusted by the approved review itself: the edit stays public, and the page is dropped.
    expect(edited.body.review).toMatchObject({ status: 'published', rating: 2 })
    expect(page.present()).toBe(false)
    expect((await publicPage(tripId)).items[0]).toMatchObject({ rating: 2, body: change.body })

    const mine = await traveller.client.call('GET /api/v1/me/reviews')
    expect(mine.body.items.map((r: { id: number }) => r.id)).toEqual([review.id])

    page = cachedTripPage(tripId)
    expect((await traveller.client.call(`DELETE /api/v1/me/reviews/${review.id}`)).status).toBe(204)
    expect(page.present()).toBe(false)
    expect(await publicPage(tripId)).toMatchObject({ count: 0, items: [] })
    // Deleted, the booking may be reviewed again.
    expect((await write(traveller, bookingId)).status).toBe(201)
  })

  it('a deleted account takes its reviews with it, and the trip page that showed them is dropped', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account()
    const bookingId = await book(traveller, departureId)
    await endDeparture(departureId)
    const { review } = (await write(traveller, bookingId)).body
    await moderation.approveReview(editor.id, review.id, 'en')
    expect(await publicPage(tripId)).toMatchObject({ count: 1 })

    const page = cachedTripPage(tripId)
    const other = cachedTripPage((await tripWithDeparture()).tripId)
    const gone = await traveller.client.call('DELETE /api/v1/me', { confirmation: traveller.password })
    expect(gone.status).toBe(200)
    expect(page.present()).toBe(false)
    expect(other.present()).toBe(true)
    expect(await publicPage(tripId)).toMatchObject({ count: 0, items: [] })
  })
})

describe(`the daily limit, on ${testEngine}`, () => {
  it('REVIEWS_PER_DAY reviews, then 429 with Retry-After; staff are not limited', async () => {
    const { departureId } = await tripWithDeparture()
    const traveller = await account()
    const staff = await account({ role: 'editor' })
    const ids = [
      await book(traveller, departureId),
      await book(traveller, departureId),
      await book(traveller, departureId),
    ]
    const staffIds = [await book(staff, departureId), await book(staff, departureId), await book(staff, departureId)]
    await endDeparture(departureId)
    expect((await write(traveller, ids[0]!)).status).toBe(201)
    expect((await write(traveller, ids[1]!)).status).toBe(201)
    const third = await write(traveller, ids[2]!)
    expect(third.status).toBe(429)
    expect(third.body.error.code).toBe('rate_limited')
    expect(third.body.error.message).toBe(m.reviews_limit_daily({ max: 2 }, { locale: 'en' }))
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    for (const id of staffIds) {
      const made = await write(staff, id)
      expect(made.status).toBe(201)
      expect(made.body.review.status).toBe('published')
    }
  })
})

describe(`review invitations, on ${testEngine}`, () => {
  it('one mail per traveller after the departure ends, in their language, never twice; the preference is respected', async () => {
    const { departureId } = await tripWithDeparture()
    const ukrainian = await account({ locale: 'uk' })
    const quiet = await account()
    const early = await account()
    const ukBooking = await book(ukrainian, departureId)
    const quietBooking = await book(quiet, departureId)
    await quiet.client.call('PUT /api/v1/user/preferences', { tripFollowUps: false })
    const { departureId: laterDeparture } = await tripWithDeparture()
    await book(early, laterDeparture)

    // Nothing has ended yet.
    await sendReviewInvitations()
    await runQueuedJobs()
    expect(mailsTo(ukrainian.email).filter((mail) => mail.subject.startsWith('Як минула'))).toEqual([])

    await endDeparture(departureId)
    await sendReviewInvitations()
    await sendReviewInvitations()
    await runQueuedJobs()
    const invitations = mailsTo(ukrainian.email).filter((mail) => mail.subject.startsWith('Як минула'))
    expect(invitations).toHaveLength(1)
    expect(invitations[0]!.text).toContain(`/uk/trips/`)
    expect(invitations[0]!.link).toContain(`review=${ukBooking}`)
    const inviteSubject = /How was|Как прошла|Qué tal|Як минула/
    expect(mailsTo(quiet.email).filter((mail) => inviteSubject.test(mail.subject))).toEqual([])
    expect(mailsTo(early.email).filter((mail) => inviteSubject.test(mail.subject))).toEqual([])

    const rows = await (await db()).select().from(reviewInvitations)
    expect(rows.find((r) => r.bookingId === ukBooking)).toMatchObject({ mailed: true })
    expect(rows.find((r) => r.bookingId === quietBooking)).toMatchObject({ mailed: false })

    // Turning follow-ups on later does not send the old trip's invitation.
    await (await db()).update(userPreferences).set({ tripFollowUps: true }).where(eq(userPreferences.userId, quiet.id))
    await sendReviewInvitations()
    await runQueuedJobs()
    expect(mailsTo(quiet.email).filter((mail) => inviteSubject.test(mail.subject))).toEqual([])
  })
})

describe('the trip’s JSON-LD', () => {
  it('adds AggregateRating and Review to the trip entity only when it has reviews', () => {
    const entities = [{ '@type': 'TouristTrip', name: 'Amalfi' }, { '@type': 'BreadcrumbList' }]
    expect(withReviewsJsonLd(entities, { average: null, count: 0, items: [], page: 1, pages: 1 })).toBe(entities)
    const withRating = withReviewsJsonLd(entities, {
      average: 4.5,
      count: 2,
      page: 1,
      pages: 1,
      items: [
        { id: 1, rating: 5, body: 'Lovely.', lang: 'uk', createdAt: '2027-05-01T10:00:00.000Z', author: 'Olena' },
      ],
    })
    expect(withRating[0]).toMatchObject({
      '@type': ['TouristTrip', 'Product'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Olena' },
          datePublished: '2027-05-01',
          inLanguage: 'uk',
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
        },
      ],
    })
    expect(withRating[1]).toBe(entities[1])
  })
})
