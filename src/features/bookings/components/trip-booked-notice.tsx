import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@/components/form/use-hydrated'
import { formatDate } from '@/lib/format'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { myBookingsQuery } from '../bookings.queries'

/**
 * "You're booked for 12 June" on a trip page the member has booked (ADR 062), with a link to My trips. Asked for in
 * the browser once the page has hydrated: the page itself may come from the page cache, made for anonymous visitors,
 * so its HTML never holds anyone's booking. Signed-out visitors ask nothing.
 */
export function TripBookedNotice({ tripId, locale, signedIn }: { tripId: number; locale: Locale; signedIn: boolean }) {
  const hydrated = useHydrated()
  const { data } = useQuery({ ...myBookingsQuery(locale), enabled: signedIn && hydrated })
  const mine = (data ?? []).filter((b) => b.tripId === tripId && b.group === 'upcoming')
  if (mine.length === 0) return null
  const days = [...new Set(mine.map((b) => b.trip.startDate))].sort()
  const dates = new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format(
    days.map((day) => formatDate(day, locale)),
  )
  return (
    <p
      className="mt-5 rounded-md border border-green-700 bg-green-50 p-3 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50"
      data-testid="trip-booked"
    >
      <span className="font-semibold">{m.tripPage_booked({ dates })}</span>{' '}
      <a href={withTrailingSlash(`/${locale}/profile/trips`)} className="font-semibold underline">
        {m.tripPage_booked_link()}
      </a>
    </p>
  )
}
