import type { ReactNode } from 'react'
import { ApproxPrice } from '@/components/ui/approx-price'
import { countryName, daysBetween, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { TripDetail } from '../trips.schemas'
import { DepartureList } from './departure-list'

/**
 * The booking box (ADR 062): price, length, the upcoming departures with their seats, whether the member is booked
 * already (`booked`, filled in the browser) and the book step (`booking`, or the sign-in link). On wide screens it
 * stays in view beside the story (the trip page makes it sticky); on phones it follows the summary.
 */
export function BookingBox({
  trip,
  locale,
  bookable,
  booking,
  booked,
  signInLink,
}: {
  trip: TripDetail
  locale: Locale
  bookable: boolean
  booking?: ReactNode
  booked?: ReactNode
  signInLink: ReactNode
}) {
  const open = trip.departures.filter((d) => d.status === 'open')
  const cheapest = open.length ? open.reduce((a, b) => (b.priceMinor < a.priceMinor ? b : a)) : null
  const samePrice = open.every((d) => d.priceMinor === cheapest?.priceMinor && d.currency === cheapest.currency)
  const headline = cheapest
    ? m.trips_price_per_person({ price: formatMoney(cheapest.priceMinor, cheapest.currency, locale) })
    : null
  const length = trip.startDate && trip.endDate ? daysBetween(trip.startDate, trip.endDate) : null
  return (
    <div className="border-line bg-page rounded-lg border p-5 shadow-sm sm:p-6" data-testid="booking-box">
      <h2 id="booking-title" className="text-xl font-bold">
        {m.tripPage_booking_title()}
      </h2>
      {cheapest && (
        <p className="mt-3">
          <span className="text-2xl font-bold">
            {samePrice
              ? headline
              : m.tripPage_price_from({ price: formatMoney(cheapest.priceMinor, cheapest.currency, locale) })}
          </span>
          <ApproxPrice minor={cheapest.priceMinor} currency={cheapest.currency} locale={locale} className="block" />
        </p>
      )}
      <dl className="text-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">{m.trips_fact_destination()}</dt>
          <dd>
            {trip.place}, {countryName(trip.country, locale)}
          </dd>
        </div>
        {length !== null && (
          <div className="flex gap-1">
            <dt className="sr-only">{m.trips_fact_duration()}</dt>
            <dd>{m.trips_days({ count: length })}</dd>
          </div>
        )}
      </dl>
      <DepartureList departures={trip.departures} locale={locale} headlinePrice={samePrice ? headline : null} />
      {booked}
      {bookable && (
        <div id="book" className="mt-5 scroll-mt-24">
          {booking ?? signInLink}
        </div>
      )}
    </div>
  )
}
