import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { ApproxPrice } from '@/components/ui/approx-price'
import { buttonSecondary } from '@/components/ui/button-styles'
import { TripRow } from '@/components/ui/trip-row'
import { countryName, formatDate, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { cancelBookingFn } from '../bookings.functions'
import { bookingKeys, myBookingsQuery, nextBookingQuery } from '../bookings.queries'
import type { Booking } from '../bookings.schemas'

const statusStyle = {
  upcoming: 'bg-green-100 text-green-900',
  past: 'bg-neutral-200 text-neutral-800',
  cancelled: 'bg-red-100 text-red-800',
} as const

function StatusBadge({ booking }: { booking: Booking }) {
  const label =
    booking.group === 'cancelled'
      ? m.bookings_status_cancelled()
      : booking.group === 'past'
        ? m.bookings_status_past()
        : m.bookings_status_confirmed()
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${statusStyle[booking.group]}`}>
      {label}
    </span>
  )
}

interface Changes {
  /** Called after a cancellation or a refused one (the route refreshes what shows seats). */
  onChanged?: () => Promise<void>
  /** More under a booking, composed in by the route (the reviews feature's "Write a review", ADR 057). */
  bookingExtra?: (booking: Booking) => ReactNode
}

/** The card's element id: a cancellation moves the booking to another group and focuses it there. */
const cardId = (booking: Booking) => `booking-${booking.id}`

function BookingCard({ booking, locale, onChanged, bookingExtra }: { booking: Booking; locale: Locale } & Changes) {
  const { trip } = booking
  return (
    <TripRow
      trip={trip}
      locale={locale}
      id={cardId(booking)}
      tabIndex={-1}
      titleId={`${cardId(booking)}-title`}
      titleLevel="h3"
      className="gap-1"
    >
      <p className="text-muted text-sm">
        {trip.place}, {countryName(trip.country, locale)} ·{' '}
        <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate, locale)}</time>
      </p>
      <p className="text-sm">
        {m.bookings_summary({ id: booking.id, count: booking.travellers })} ·{' '}
        {formatMoney(trip.priceMinor * booking.travellers, trip.currency, locale)}{' '}
        <ApproxPrice minor={trip.priceMinor * booking.travellers} currency={trip.currency} locale={locale} />
      </p>
      <p className="text-muted text-sm">
        {booking.cancelledAt
          ? m.bookings_cancelled_on({ date: formatDate(booking.cancelledAt, locale, 'medium') })
          : m.bookings_booked_on({ date: formatDate(booking.createdAt, locale, 'medium') })}
      </p>
      {booking.cancelReason && (
        <p className="text-sm">{m.departures_my_trips_reason({ reason: booking.cancelReason })}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StatusBadge booking={booking} />
        {booking.cancellable && <CancelBooking booking={booking} locale={locale} onChanged={onChanged} />}
        {booking.status === 'confirmed' && (
          // A plain download of the same .ics the confirmation mail carries (ADR 057).
          <a href={`/api/v1/me/bookings/${booking.id}/calendar.ics`} download className="text-sm font-semibold">
            {m.calendar_download()}
            <span className="sr-only">: {trip.title}</span>
          </a>
        )}
      </div>
      {bookingExtra?.(booking)}
    </TripRow>
  )
}

function CancelBooking({ booking, locale, onChanged }: { booking: Booking; locale: Locale } & Changes) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  // Set when this step (the dialog and its Trigger) goes away with the booking's change.
  const stepGone = useRef(false)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const cancel = useFormMutation<void, unknown, HTMLDivElement>({
    call: () => cancelBookingFn({ data: { id: booking.id, locale } }),
    fallback: m.bookings_cancel_failed(),
    signedOutNotice: false,
    successToast: () => ({ kind: 'success', title: m.bookings_cancelled_toast({ trip: booking.trip.title }) }),
    onSuccess: async () => {
      stepGone.current = true
      // Seats come back everywhere (trip pages and lists), and the booking moves to "cancelled".
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all })
      await onChanged?.()
      setOpen(false)
      return false
    },
    failureFocus: () => confirmButton.current,
    onFailure: async () => {
      // A refusal means the booking changed since the list was read (its trip started, it is gone): read the list
      // and the seats again. The step may go away meanwhile, so the flag is set before.
      stepGone.current = true
      try {
        await queryClient.invalidateQueries({ queryKey: bookingKeys.all })
        await onChanged?.()
      } catch {
        // Not read again: the list stays as it was, and so does the dialog.
      }
      const now = queryClient.getQueryData(myBookingsQuery(locale).queryKey)?.find((b) => b.id === booking.id)
      // Still cancellable (e.g. no answer): the message keeps focus in the dialog, as forms do (ADR 041).
      if (now?.cancellable) {
        stepGone.current = false
        return { show: 'inline' }
      }
      // The cancel step is gone: the message goes to a toast, focus to the booking where it now is.
      setOpen(false)
      return { show: 'toast' }
    },
  })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={`${buttonSecondary} w-auto`} disabled={!hydrated}>
          {m.bookings_cancel_booking()}
        </button>
      }
      title={m.bookings_cancel_title()}
      description={m.bookings_cancel_description({ trip: booking.trip.title, count: booking.travellers })}
      keepLabel={m.bookings_keep_booking()}
      confirmLabel={m.bookings_cancel_confirm()}
      action={cancel}
      confirmRef={confirmButton}
      onCloseAutoFocus={(event) => {
        if (!stepGone.current) return
        // The button (the dialog's Trigger) went with the cancellation: focus the booking in its new group.
        event.preventDefault()
        ;(document.getElementById(cardId(booking)) ?? document.getElementById('main'))?.focus()
      }}
    />
  )
}

const groups = ['upcoming', 'past', 'cancelled'] as const

/** "My trips": own bookings in three groups; upcoming ones can be cancelled until the trip starts. */
export function MyTrips({ locale, onChanged, bookingExtra }: { locale: Locale } & Changes) {
  const { data: bookings } = useSuspenseQuery(myBookingsQuery(locale))
  const titles = {
    upcoming: m.bookings_group_upcoming(),
    past: m.bookings_group_past(),
    cancelled: m.bookings_group_cancelled(),
  }
  if (bookings.length === 0) {
    return (
      <div className="border-line rounded-lg border p-6">
        <p>{m.bookings_none()}</p>
        <Link to="/$lang/trips" params={{ lang: locale }} className="mt-3 inline-block font-medium">
          {m.profile_shortcut_find_trip()}
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-10">
      <p className="text-muted text-sm">{m.bookings_no_payment_hint()}</p>
      {groups.map((group) => {
        const items = bookings.filter((b) => b.group === group)
        return (
          <section key={group} aria-labelledby={`bookings-${group}`}>
            <h2 id={`bookings-${group}`} className="text-xl font-semibold">
              {titles[group]} <span className="text-muted text-base font-normal">({items.length})</span>
            </h2>
            {items.length === 0 ? (
              <p className="text-muted mt-2">{m.bookings_group_empty()}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {items.map((booking) => (
                  <li key={booking.id}>
                    <BookingCard booking={booking} locale={locale} onChanged={onChanged} bookingExtra={bookingExtra} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}

/** The overview's "next trip": the soonest confirmed, upcoming booking. */
export function NextTrip({ locale }: { locale: Locale }) {
  const { data: booking } = useSuspenseQuery(nextBookingQuery(locale))
  if (!booking) {
    return (
      <p>
        {m.bookings_next_none()}{' '}
        <Link to="/$lang/trips" params={{ lang: locale }} className="underline">
          {m.profile_shortcut_find_trip()}
        </Link>
      </p>
    )
  }
  return (
    <div>
      <p className="text-lg font-semibold">
        <Link to="/$lang/trips/$id" params={{ lang: locale, id: String(booking.trip.id) }}>
          {booking.trip.title}
        </Link>
      </p>
      <p className="text-muted">
        {booking.trip.place}, {countryName(booking.trip.country, locale)} ·{' '}
        <time dateTime={booking.trip.startDate}>
          {formatDateRange(booking.trip.startDate, booking.trip.endDate, locale)}
        </time>
      </p>
      <p className="mt-1 text-sm">{m.bookings_summary({ id: booking.id, count: booking.travellers })}</p>
      <Link to="/$lang/profile/trips" params={{ lang: locale }} className="mt-3 inline-block font-medium">
        {m.bookings_see_all()}
      </Link>
    </div>
  )
}
