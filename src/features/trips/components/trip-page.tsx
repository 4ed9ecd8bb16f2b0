import type { ReactNode } from 'react'
import { TitledSection } from '@/components/ui/titled-section'
import { Hero } from '@/components/layout/hero'
import { ApproxPrice } from '@/components/ui/approx-price'
import { LazyImage } from '@/components/ui/lazy-image'
import { isBeforeDay, useToday } from '@/lib/clock'
import { countryName, daysBetween, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { TripDetail } from '../trips.schemas'
import { DepartureList } from './departure-list'
import { SaveTripButton } from './save-trip-button'
import { SeatsBadge } from './trip-card'

/** Where "book" sends a signed-out visitor: sign-in, then back to the trip's booking step. */
function bookingHref(locale: Locale, tripId: number): string {
  const tripPath = `${withTrailingSlash(`/${locale}/trips/${tripId}`)}?book=1`
  return `${withTrailingSlash(`/${locale}/auth/login`)}?redirect=${encodeURIComponent(tripPath)}`
}

/**
 * `booking`: the booking step the route composes in (the bookings feature); without it, a sign-in link. The hero's
 * button jumps to it for signed-in visitors and goes to sign-in for the others.
 */
export function TripPage({
  trip,
  locale,
  booking,
  signedIn = false,
}: {
  trip: TripDetail
  locale: Locale
  booking?: ReactNode
  signedIn?: boolean
}) {
  const today = useToday()
  const past = trip.startDate !== null && isBeforeDay(trip.startDate, today)
  const bookable = trip.departures.some((d) => d.status === 'open')
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        image={{ ...trip.cover, sizes: '100vw' }}
        title={trip.title}
        description={trip.summary}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.trips_hero_title(), href: withTrailingSlash(`/${locale}/trips`) },
          { label: trip.title },
        ]}
      >
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {bookable ? (
            <a
              href={booking && signedIn ? '#book' : bookingHref(locale, trip.id)}
              className="bg-accent text-accent-ink rounded-md px-5 py-3 font-semibold no-underline"
            >
              {m.trips_book_cta()}
            </a>
          ) : null}
          {trip.seatsLeft !== null && <SeatsBadge seatsLeft={trip.seatsLeft} past={past} />}
          <SaveTripButton tripId={trip.id} title={trip.title} />
        </div>
      </Hero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div>
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: trip.descriptionHtml }} />
          <DepartureList departures={trip.departures} locale={locale} />
          {trip.itinerary.length > 0 && (
            <TitledSection id="itinerary-title" title={m.trips_itinerary_title()} className="mt-10">
              <ol className="border-line mt-4 space-y-6 border-l-2 pl-6">
                {trip.itinerary.map((day) => (
                  <li key={`${day.from}-${day.to}`}>
                    <p className="text-muted text-sm font-semibold uppercase">
                      {day.from === day.to
                        ? m.trips_day_single({ day: day.from })
                        : m.trips_day_range({ from: day.from, to: day.to })}
                    </p>
                    <h3 className="text-lg font-semibold">{day.title}</h3>
                    <p className="mt-1">{day.text}</p>
                  </li>
                ))}
              </ol>
            </TitledSection>
          )}
          {trip.gallery.length > 0 && (
            <TitledSection id="gallery-title" title={m.trips_gallery_title()} className="mt-10">
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {trip.gallery.map((image) => (
                  <li key={image.src}>
                    <LazyImage
                      image={image}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                      className="h-auto w-full rounded-lg"
                    />
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
        </div>
        <aside aria-labelledby="facts-title" className="border-line bg-surface h-fit rounded-lg border p-6">
          <h2 id="facts-title" className="text-xl font-bold">
            {m.trips_facts_title()}
          </h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="text-muted text-sm">{m.trips_fact_destination()}</dt>
              <dd className="font-medium">
                {trip.place}, {countryName(trip.country, locale)}
              </dd>
            </div>
            {trip.startDate && trip.endDate && trip.priceMinor !== null && trip.currency && trip.seatsLeft !== null ? (
              <>
                <div>
                  <dt className="text-muted text-sm">{m.trips_fact_dates()}</dt>
                  <dd className="font-medium">
                    <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt className="text-muted text-sm">{m.trips_fact_duration()}</dt>
                  <dd className="font-medium">{m.trips_days({ count: daysBetween(trip.startDate, trip.endDate) })}</dd>
                </div>
                <div>
                  <dt className="text-muted text-sm">{m.trips_fact_price()}</dt>
                  <dd className="text-lg font-bold">
                    {m.trips_price_per_person({ price: formatMoney(trip.priceMinor, trip.currency, locale) })}
                  </dd>
                  <dd>
                    <ApproxPrice minor={trip.priceMinor} currency={trip.currency} locale={locale} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted text-sm">{m.trips_fact_seats()}</dt>
                  <dd>
                    <SeatsBadge seatsLeft={trip.seatsLeft} past={past} />
                  </dd>
                </div>
              </>
            ) : (
              <div>
                <dt className="text-muted text-sm">{m.trips_fact_dates()}</dt>
                <dd className="font-medium">{m.departures_none_scheduled()}</dd>
              </div>
            )}
          </dl>
          {bookable && (
            <div id="book" className="mt-6 scroll-mt-24">
              {booking ?? (
                <>
                  <a
                    href={bookingHref(locale, trip.id)}
                    className="bg-accent text-accent-ink block rounded-md px-5 py-3 text-center font-semibold no-underline"
                  >
                    {m.trips_book_cta()}
                  </a>
                  <p className="text-muted mt-2 text-sm">{m.trips_book_signin_hint()}</p>
                </>
              )}
            </div>
          )}
        </aside>
      </div>
    </main>
  )
}
