import { Link } from '@tanstack/react-router'
import { ApproxPrice } from '@/components/ui/approx-price'
import { Card, CardGrid, cardLinkClass } from '@/components/ui/card'
import { isBeforeDay, useToday } from '@/lib/clock'
import { countryName, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { TripCard as TripCardData } from '../trips.schemas'
import { SaveTripButton } from './save-trip-button'

export function SeatsBadge({
  seatsLeft,
  past,
  cancelled = false,
}: {
  seatsLeft: number
  past: boolean
  cancelled?: boolean
}) {
  const base = 'inline-block rounded px-2 py-0.5 text-sm font-semibold'
  if (cancelled) {
    return <span className={`${base} bg-neutral-200 text-neutral-800`}>{m.departures_status_cancelled()}</span>
  }
  if (past) return <span className={`${base} bg-neutral-200 text-neutral-800`}>{m.trips_past()}</span>
  if (seatsLeft === 0) return <span className={`${base} bg-red-100 text-red-800`}>{m.trips_sold_out()}</span>
  const few = seatsLeft <= 3
  return (
    <span className={`${base} ${few ? 'bg-yellow-100 text-yellow-900' : 'bg-green-100 text-green-900'}`}>
      {m.trips_seats_left({ count: seatsLeft })}
    </span>
  )
}

export function TripCard({
  trip,
  locale,
  headingLevel = 2,
}: {
  trip: TripCardData
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const today = useToday()
  return (
    <Card
      cover={trip.cover}
      meta={`${trip.place}, ${countryName(trip.country, locale)}`}
      title={
        <Link to="/$lang/trips/$id" params={{ lang: locale, id: String(trip.id) }} className={cardLinkClass}>
          {trip.title}
        </Link>
      }
      summary={trip.summary}
      headingLevel={headingLevel}
    >
      {trip.startDate && trip.endDate && trip.priceMinor !== null && trip.currency && trip.seatsLeft !== null ? (
        <>
          <p className="mt-auto pt-2 text-sm font-medium">
            <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate, locale)}</time>
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-col">
              <span className="font-semibold">
                {m.trips_price_per_person({ price: formatMoney(trip.priceMinor, trip.currency, locale) })}
              </span>
              <ApproxPrice minor={trip.priceMinor} currency={trip.currency} locale={locale} />
            </span>
            <SeatsBadge seatsLeft={trip.seatsLeft} past={isBeforeDay(trip.startDate, today)} />
          </div>
        </>
      ) : (
        <p className="text-muted mt-auto pt-2 text-sm font-medium">{m.departures_none_scheduled()}</p>
      )}
      <SaveTripButton tripId={trip.id} title={trip.title} locale={locale} />
    </Card>
  )
}

export function TripGrid({
  trips,
  locale,
  headingLevel,
}: {
  trips: TripCardData[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  return (
    <CardGrid items={trips} keyOf={(trip) => trip.id}>
      {(trip) => <TripCard trip={trip} locale={locale} headingLevel={headingLevel} />}
    </CardGrid>
  )
}
