import * as Dialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { SelectField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { Alert } from '@/components/ui/alert'
import { ApproxPrice } from '@/components/ui/approx-price'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { createBookingFn } from '../bookings.functions'
import { bookingKeys } from '../bookings.queries'
import { MAX_TRAVELLERS } from '../bookings.schemas'
import type { BookableTrip } from './bookable-trip'

/**
 * The booking dialog: travellers (1..seats left), a review step, then the booking, confirmed at once (no payment).
 * Loaded when it opens (Radix dialog, the server function and its schemas stay out of the trip page's first load).
 * Mounted only while open, so each opening starts afresh.
 */
export default function BookTripDialog({
  trip,
  locale,
  onClose,
  onBooked,
  onRefused,
  returnFocus,
}: {
  trip: BookableTrip
  locale: Locale
  onClose: () => void
  onBooked?: () => void | Promise<void>
  /** Called when the trip refused the booking (fewer seats, started, gone): the route re-reads its seats. */
  onRefused?: () => void | Promise<void>
  /** Where focus goes once the dialog has closed (Radix can only return it to a Trigger). */
  returnFocus: () => void
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [step, setStep] = useState<'choose' | 'review'>('choose')
  const [chosen, setTravellers] = useState(1)
  // Departures with a seat; the soonest is picked first. One that filled meanwhile drops out of the list.
  const bookable = trip.departures.filter((d) => d.status === 'open')
  const [picked, setPicked] = useState(() => bookable[0]?.id)
  const departure = bookable.find((d) => d.id === picked) ?? bookable[0]
  const seatsLeft = departure?.seatsLeft ?? 0
  const priceMinor = departure?.priceMinor ?? 0
  const currency = departure?.currency ?? 'EUR'
  const max = Math.max(1, Math.min(seatsLeft, MAX_TRAVELLERS))
  // Fewer seats than chosen after a refusal: the choice shrinks with them, and the review gives way to it.
  const travellers = Math.min(chosen, max)
  const reviewing = step === 'review' && chosen <= max
  const total = formatMoney(priceMinor * travellers, currency, locale)
  const confirmButton = useRef<HTMLButtonElement>(null)
  // Each step replaces the other (and the button that was pressed): focus goes to the review's heading, or back to
  // the travellers field.
  const reviewHeading = useRef<HTMLHeadingElement>(null)
  const travellersField = useRef<HTMLSelectElement>(null)
  const stepped = useRef(false)
  // One Idempotency-Key for as long as the dialog is open, kept after a failure (the form hook): a failure without
  // an answer (a dropped connection) may have booked, and confirming again must answer that booking instead of making
  // a second one. A refused attempt stored nothing under the key, so the next one may use it again. The session ended
  // elsewhere: the choice stays, the notice offers to sign in again in a new tab and to try again with the same key
  // (a 401 stored nothing under it). Not a refusal by the trip: the seats are not read again.
  const { focusRoot, ...book } = useFormMutation<number, Awaited<ReturnType<typeof createBookingFn>>, HTMLDivElement>({
    call: (count, { idempotencyKey }) =>
      createBookingFn({
        data: { tripId: trip.id, departureId: departure?.id ?? 0, travellers: count, locale, idempotencyKey },
      }),
    fallback: m.bookings_error_generic(),
    successToast: ({ booking }) => ({
      kind: 'success',
      title: m.bookings_booked_toast({ trip: trip.title }),
      description: m.bookings_booked_toast_detail({ count: booking.travellers, id: booking.id }),
      // ADR 062: the booking's next stop is My trips.
      action: {
        label: m.tripPage_toast_my_trips(),
        altText: m.tripPage_toast_my_trips_alt(),
        onClick: () => void router.navigate({ href: withTrailingSlash(`/${locale}/profile/trips`) }),
      },
    }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all })
      await onBooked?.()
      onClose()
      return false
    },
    // A failed booking disables, then re-enables the buttons: focus goes to the error message.
    failureFocus: () => confirmButton.current,
    onFailure: async (failure) => {
      // The message keeps focus when the review gives way to a smaller choice.
      stepped.current = false
      // Most refusals mean the trip changed since the page loaded (someone took the seats, it started or went):
      // the seats shown here and on the page are read again. No seat left at all: the page drops its booking step
      // and this dialog with it; the message then goes to a toast (the form hook's rule for a form that is gone).
      await onRefused?.()
      // The key's booking went through (its answer was lost) and travellers were changed since.
      return failure.code === 'idempotency_key_reused' ? { message: m.bookings_error_already_booked() } : {}
    },
  })
  const busy = book.busy
  useEffect(() => {
    if (stepped.current) (reviewing ? reviewHeading : travellersField).current?.focus()
  }, [reviewing])
  const goTo = (next: 'choose' | 'review') => {
    stepped.current = true
    setStep(next)
  }

  const confirm = () => void book.submit(travellers)

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className="bg-page text-ink border-line fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{m.bookings_dialog_title({ trip: trip.title })}</Dialog.Title>
          <Dialog.Description className="text-muted mt-1 text-sm">{m.bookings_no_payment_hint()}</Dialog.Description>
          <div ref={focusRoot} className="mt-4">
            <SignedOutNotice locale={locale} {...book.notice} onRetry={book.retry} />
            {book.failure && <Alert kind="error">{book.failure.message}</Alert>}
            {!reviewing ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  setTravellers(travellers)
                  goTo('review')
                }}
              >
                <div className="space-y-4">
                  <SelectField
                    id="book-departure"
                    label={m.departures_choose_label()}
                    value={String(departure?.id ?? '')}
                    options={bookable.map((d) => ({
                      value: String(d.id),
                      label: `${formatDateRange(d.startDate, d.endDate, locale)} · ${formatMoney(d.priceMinor, d.currency, locale)}`,
                    }))}
                    onChange={(value) => setPicked(Number(value))}
                  />
                  <SelectField
                    ref={travellersField}
                    id="book-travellers"
                    label={m.bookings_travellers_label()}
                    hint={m.trips_seats_left({ count: seatsLeft })}
                    value={String(travellers)}
                    options={Array.from({ length: max }, (_, i) => ({
                      value: String(i + 1),
                      label: m.bookings_travellers_option({ count: i + 1 }),
                    }))}
                    onChange={(value) => setTravellers(Number(value))}
                  />
                </div>
                <div className="mt-6 flex gap-3">
                  <Dialog.Close asChild>
                    <button type="button" className={buttonSecondary}>
                      {m.bookings_close_action()}
                    </button>
                  </Dialog.Close>
                  <button type="submit" className={buttonPrimary}>
                    {m.bookings_review_action()}
                  </button>
                </div>
              </form>
            ) : (
              <div>
                <h3 ref={reviewHeading} tabIndex={-1} className="font-semibold">
                  {m.bookings_review_title()}
                </h3>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted">{m.departures_choose_label()}</dt>
                  <dd data-testid="review-departure">
                    {departure && formatDateRange(departure.startDate, departure.endDate, locale)}
                  </dd>
                  <dt className="text-muted">{m.bookings_travellers_label()}</dt>
                  <dd data-testid="review-travellers">{travellers}</dd>
                  <dt className="text-muted">{m.bookings_total_label()}</dt>
                  <dd>
                    <span className="font-semibold">{total}</span>{' '}
                    <ApproxPrice minor={priceMinor * travellers} currency={currency} locale={locale} />
                  </dd>
                </dl>
                <p className="text-muted mt-3 text-sm">{m.bookings_confirm_note()}</p>
                <div className="mt-6 flex gap-3">
                  <button type="button" className={buttonSecondary} onClick={() => goTo('choose')} disabled={busy}>
                    {m.bookings_back_action()}
                  </button>
                  <button ref={confirmButton} type="button" className={buttonPrimary} onClick={confirm} disabled={busy}>
                    {busy ? m.bookings_confirming() : m.bookings_confirm_action()}
                  </button>
                </div>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
