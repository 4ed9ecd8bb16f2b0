import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useHydrated } from '@/components/form/use-hydrated'
import { isBeforeDay, useToday } from '@/lib/clock'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { myReviewsQuery } from '../reviews.queries'
import { statusLabel } from './status-label'

/**
 * On My trips, under a booking whose departure has ended (ADR 057): "Write a review" leading to the trip page's
 * reviews, or the review's state once written.
 */
export function MyTripReviewEntry({
  booking,
  locale,
}: {
  booking: { id: number; status: string; trip: { id: number; endDate: string } }
  locale: Locale
}) {
  const today = useToday()
  const hydrated = useHydrated()
  const ended = booking.status === 'confirmed' && isBeforeDay(booking.trip.endDate, today)
  const { data } = useQuery({ ...myReviewsQuery(locale), enabled: ended && hydrated })
  if (!ended) return null
  const review = data?.find((r) => r.bookingId === booking.id)
  const link = (
    <Link
      to="/$lang/trips/$id"
      params={{ lang: locale, id: String(booking.trip.id) }}
      hash="reviews"
      className="text-sm font-semibold"
    >
      {review ? m.reviews_see_mine() : m.reviews_write()}
    </Link>
  )
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {review && <span>{m.reviews_mine_status({ status: statusLabel(review.status) })}</span>}
      {link}
    </p>
  )
}
