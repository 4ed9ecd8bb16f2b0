import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { buttonPrimary, buttonSmall } from '@/components/ui/button-styles'
import { formatDateRange } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { myTripReviewsQuery } from '../reviews.queries'
import type { ReviewableBooking } from '../reviews.schemas'
import { Stars } from './stars'
import { statusLabel } from './status-label'

// Loaded on first use (ADR 028): the form and its schemas are not in the trip page's first load.
const ReviewForm = lazy(() => import('./review-form'))

/**
 * The signed-in traveller's own part of a trip's reviews: for each booking of the trip whose departure has ended,
 * "Write a review", or their review with its state and Edit. Read after hydration (private, never in the cached page).
 */
export function MyTripReviews({ tripId, locale }: { tripId: number; locale: Locale }) {
  const { data } = useQuery(myTripReviewsQuery(locale, tripId))
  if (!data || data.length === 0) return null
  return (
    <ul className="mt-4 space-y-4">
      {data.map((booking) => (
        <MyBookingReview key={booking.bookingId} booking={booking} locale={locale} single={data.length === 1} />
      ))}
    </ul>
  )
}

function MyBookingReview({ booking, locale, single }: { booking: ReviewableBooking; locale: Locale; single: boolean }) {
  const [editing, setEditing] = useState(false)
  const dates = formatDateRange(booking.startDate, booking.endDate, locale)
  const review = booking.review
  return (
    <li className="border-line bg-surface rounded-lg border p-4">
      {editing ? (
        <Suspense fallback={<p className="text-muted text-sm">{m.reviews_loading()}</p>}>
          <ReviewForm
            bookingId={booking.bookingId}
            review={review}
            dates={dates}
            locale={locale}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : review ? (
        <div>
          <p className="font-semibold">{m.reviews_yours({ dates })}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            <span className="text-sm font-semibold">{statusLabel(review.status)}</span>
          </p>
          {review.moderationReason && review.status !== 'published' && (
            <p className="mt-1 text-sm">{m.reviews_reason_given({ reason: review.moderationReason })}</p>
          )}
          <p className="mt-2 whitespace-pre-line wrap-anywhere" lang={review.lang}>
            {review.body}
          </p>
          <button type="button" className={`${buttonSmall} mt-3`} onClick={() => setEditing(true)}>
            {m.reviews_edit()}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{single ? m.reviews_invite_inline() : m.reviews_invite_inline_dates({ dates })}</p>
          <button type="button" className={`${buttonPrimary} sm:w-auto`} onClick={() => setEditing(true)}>
            {m.reviews_write()}
          </button>
        </div>
      )}
    </li>
  )
}
