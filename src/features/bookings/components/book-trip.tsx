import { lazy, Suspense, useRef, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonPrimary } from '@/components/ui/button-styles'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { BookableTrip } from './bookable-trip'

/** Where a signed-out visitor goes: sign-in, then back to this trip's booking step. */
function signInToBookHref(locale: Locale, tripId: number): string {
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
  onRefused,
  onClose,
}: {
  trip: BookableTrip
  locale: Locale
  signedIn: boolean
  openInitially?: boolean
  /** Called after a booking (the route refreshes the trip's seats). */
  onBooked?: () => void | Promise<void>
  /** Called when a booking was refused for want of seats (or the trip changed): the route refreshes the trip. */
  onRefused?: () => void | Promise<void>
  /** Called when the dialog closes, booked or not (the route drops `?book=1` so a reload does not reopen it). */
  onClose?: () => void
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(openInitially && signedIn)
  const button = useRef<HTMLButtonElement>(null)

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
        ref={button}
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
          <BookTripDialog
            trip={trip}
            locale={locale}
            onClose={() => {
              setOpen(false)
              onClose?.()
            }}
            onBooked={onBooked}
            onRefused={onRefused}
            // The dialog has no Radix Trigger (it mounts open, also from ?book=1), so focus comes back by hand. A
            // booking that took the last seats removes the button: the page's main content takes focus instead.
            returnFocus={() => (button.current ?? document.getElementById('main'))?.focus()}
          />
        </Suspense>
      )}
    </>
  )
}
