import type { ReactNode } from 'react'
import { Hero } from '@/components/layout/hero'
import { TitledSection } from '@/components/ui/titled-section'
import { isBeforeDay, useToday } from '@/lib/clock'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { TripDetail } from '../trips.schemas'
import { BookingBox } from './booking-box'
import { SaveTripButton } from './save-trip-button'
import { SeatsBadge } from './trip-card'
import { TripGallery } from './trip-gallery'
import { TripRoute } from './trip-route'

/** Where "book" sends a signed-out visitor: sign-in, then back to the trip's booking step. */
function bookingHref(locale: Locale, tripId: number): string {
  const tripPath = `${withTrailingSlash(`/${locale}/trips/${tripId}`)}?book=1`
  return `${withTrailingSlash(`/${locale}/auth/login`)}?redirect=${encodeURIComponent(tripPath)}`
}

/**
 * The trip page (ADR 062), in sections: the cover (hero) and the gallery first, then the story beside a booking box
 * that stays in view on wide screens (on phones it follows the summary), then the route map and the itinerary.
 * The route composes in what other features own: `booking` (the booking step), `booked` (the member's own booking,
 * filled in the browser), `actions` (beside the hero's book button) and `children` (more sections at the end).
 */
export function TripPage({
  trip,
  locale,
  mapSvg = null,
  booking,
  booked,
  actions,
  signedIn = false,
  children,
}: {
  trip: TripDetail
  locale: Locale
  mapSvg?: string | null
  booking?: ReactNode
  booked?: ReactNode
  actions?: ReactNode
  signedIn?: boolean
  children?: ReactNode
}) {
  const today = useToday()
  const past = trip.startDate !== null && isBeforeDay(trip.startDate, today)
  const bookable = trip.departures.some((d) => d.status === 'open')
  const signInLink = (
    <>
      <a
        href={bookingHref(locale, trip.id)}
        className="bg-accent text-accent-ink block rounded-md px-5 py-3 text-center font-semibold no-underline"
      >
        {m.trips_book_cta()}
      </a>
      <p className="text-muted mt-2 text-sm">{m.trips_book_signin_hint()}</p>
    </>
  )
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
          <SaveTripButton tripId={trip.id} title={trip.title} locale={locale} />
          {actions}
        </div>
      </Hero>
      <TripGallery images={trip.gallery} />
      {/* Phones: summary, booking box, the rest. Wide screens: the box spans both rows of the story's column and
          sticks below the top of the window while the story scrolls. */}
      <div className="mx-auto grid max-w-6xl gap-x-10 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TitledSection id="about-title" title={m.tripPage_about_title()} className="lg:col-start-1">
          <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: trip.descriptionHtml }} />
        </TitledSection>
        <aside
          aria-labelledby="booking-title"
          className="mt-8 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start"
        >
          <BookingBox
            trip={trip}
            locale={locale}
            bookable={bookable}
            booking={booking}
            booked={booked}
            signInLink={signInLink}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <TripRoute route={trip.route} mapSvg={mapSvg} />
          <TripItinerary itinerary={trip.itinerary} />
          {children}
        </div>
      </div>
    </main>
  )
}

function TripItinerary({ itinerary }: { itinerary: TripDetail['itinerary'] }) {
  if (itinerary.length === 0) return null
  return (
    <TitledSection id="itinerary-title" title={m.trips_itinerary_title()} className="mt-10">
      <ol className="border-line mt-4 space-y-6 border-l-2 pl-6">
        {itinerary.map((day) => (
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
  )
}
