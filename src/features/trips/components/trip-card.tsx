import { Link } from '@tanstack/react-router'
import { ApproxPrice } from '@/components/ui/approx-price'
import { countryName, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { TripCard as TripCardData } from '../trips.schemas'

export function SeatsBadge({ seatsLeft, past }: { seatsLeft: number; past: boolean }) {
  const base = 'inline-block rounded px-2 py-0.5 text-sm font-semibold'
  if (past) return <span className={`${base} bg-neutral-200 text-neutral-800`}>{m.trips_past()}</span>
  if (seatsLeft === 0) return <span className={`${base} bg-red-100 text-red-800`}>{m.trips_sold_out()}</span>
  const few = seatsLeft <= 3
  return (
    <span className={`${base} ${few ? 'bg-yellow-100 text-yellow-900' : 'bg-green-100 text-green-900'}`}>
      {m.trips_seats_left({ count: seatsLeft })}
    </span>
  )
}

export const isPast = (startDate: string) => startDate < new Date().toISOString().slice(0, 10)

export function TripCard({
  trip,
  locale,
  headingLevel = 2,
}: {
  trip: TripCardData
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="border-line bg-page relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm">
      <img
        src={trip.cover.src}
        width={trip.cover.width}
        height={trip.cover.height}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted text-sm">
          {trip.place}, {countryName(trip.country, locale)}
        </p>
        <Heading className="text-lg font-semibold">
          <Link
            to="/$lang/trips/$id"
            params={{ lang: locale, id: String(trip.id) }}
            className="text-ink no-underline after:absolute after:inset-0 hover:underline"
          >
            {trip.title}
          </Link>
        </Heading>
        <p className="text-muted text-sm">{trip.summary}</p>
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
          <SeatsBadge seatsLeft={trip.seatsLeft} past={isPast(trip.startDate)} />
        </div>
      </div>
    </article>
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
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {trips.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
