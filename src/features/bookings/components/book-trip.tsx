import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'

export interface BookableTrip {
  id: number
  title: string
  startDate: string
  endDate: string
  priceMinor: number
  currency: string
  seatsLeft: number
}

/** Where a signed-out visitor goes: sign-in, then back to this trip's booking step. */
export function signInToBookHref(locale: Locale, tripId: number): string {
  const back = `${withTrailingSlash(`/${locale}/trips/${tripId}`)}?book=1`
  return `${withTrailingSlash(`/${locale}/auth/login`)}?redirect=${encodeURIComponent(back)}`
}

const loadDialog = () => import('./book-trip-dialog')
const BookTripDialog = lazy(loadDialog)

/**
 * "Book this trip": opens the booking dialog (loaded on first use; ADR 028). Signed-out visitors get a link to sign
 * in that brings them back to this step.
 */
export function BookTrip({
  trip,
  locale,
  signedIn,
  openInitially = false,
  onBooked,
}: {
  trip: BookableTrip
  locale: Locale
  signedIn: boolean
  openInitially?: boolean
  /** Called after a booking (the route refreshes the trip's seats). */
  onBooked?: () => void | Promise<void>
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(openInitially && signedIn)

  if (!signedIn) {
    return (
      <div>
        <a href={signInToBookHref(locale, trip.id)} className={`${buttonPrimary} no-underline`}>
          {m.trips_book_cta()}
        </a>
        <p className="text-muted mt-2 text-sm">{m.trips_book_signin_hint()}</p>
      </div>
    )
  }

  return (
    <>
      <button
        type="button"
        className={buttonPrimary}
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the dialog's code as soon as a click looks likely.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {m.trips_book_cta()}
      </button>
      <p className="text-muted mt-2 text-sm">{m.bookings_no_payment_hint()}</p>
      {open && (
        <Suspense fallback={null}>
          <BookTripDialog trip={trip} locale={locale} onClose={() => setOpen(false)} onBooked={onBooked} />
        </Suspense>
      )}
    </>
  )
}
