import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonSmall } from '@/components/ui/button-styles'
import { TripRow } from '@/components/ui/trip-row'
import { notify } from '@/components/ui/toast'
import { countryName, formatDateRange } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { savedKeys, savedTripsQuery } from '../saved-trips.queries'
import type { SavedTrip } from '../saved-trips.schemas'
import { SeatsBadge } from './trip-card'

// The member's saved trips (ADR 058): each with a notice per upcoming departure that filled up or was cancelled, and
// a remove button. After a removal, focus goes to the list's status line, which says what was removed.

function Notices({ item, locale }: { item: SavedTrip; locale: Locale }) {
  if (item.notices.length === 0) return null
  return (
    <ul className="flex flex-col gap-1" aria-label={m.saved_notices_label()}>
      {item.notices.map((n) => {
        const dates = formatDateRange(n.startDate, n.endDate, locale)
        return (
          <li
            key={n.departureId}
            className={`rounded px-2 py-1 text-sm ${n.kind === 'full' ? 'bg-yellow-100 text-yellow-900' : 'bg-red-100 text-red-800'}`}
          >
            {n.kind === 'full' ? m.saved_notice_full({ dates }) : m.saved_notice_cancelled({ dates })}
          </li>
        )
      })}
    </ul>
  )
}

export function SavedTripsList({ locale }: { locale: Locale }) {
  const { data: items } = useSuspenseQuery(savedTripsQuery(locale))
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [status, setStatus] = useState('')
  const statusRef = useRef<HTMLParagraphElement>(null)
  const remove = useMutation({
    mutationFn: async (item: SavedTrip) => {
      const { unsaveTripFn } = await import('../saved-trips.functions')
      await unsaveTripFn({ data: { tripId: item.trip.id, locale } })
      return item
    },
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: savedKeys.all })
      setStatus(m.saved_removed({ trip: item.trip.title }))
    },
    onError: () => notify({ kind: 'error', title: m.saved_error() }),
  })

  // Focus follows once the line shows (the removed card, which had it, is gone).
  useEffect(() => {
    if (status) statusRef.current?.focus()
  }, [status])

  return (
    <div className="flex flex-col gap-4">
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm empty:hidden">
        {status}
      </p>
      {items.length === 0 ? (
        <div className="border-line rounded-lg border border-dashed p-6">
          <p>{m.saved_empty()}</p>
          <p className="mt-2">
            <a href={withTrailingSlash(`/${locale}/trips`)} className="font-semibold">
              {m.saved_browse()}
            </a>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => {
            const { trip } = item
            const titleId = `saved-${trip.id}-title`
            return (
              <li key={trip.id}>
                <TripRow trip={trip} locale={locale} titleId={titleId} titleLevel="h2">
                  <p className="text-muted text-sm">
                    {trip.place}, {countryName(trip.country, locale)}
                    {trip.startDate && trip.endDate && (
                      <>
                        {' · '}
                        <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate, locale)}</time>
                      </>
                    )}
                  </p>
                  {trip.seatsLeft !== null && (
                    <p>
                      <SeatsBadge seatsLeft={trip.seatsLeft} past={false} />
                    </p>
                  )}
                  <Notices item={item} locale={locale} />
                  <p className="mt-auto">
                    <button
                      type="button"
                      className={buttonSmall}
                      disabled={!hydrated || remove.isPending}
                      onClick={() => remove.mutate(item)}
                    >
                      {m.saved_remove()}
                      <span className="sr-only"> {trip.title}</span>
                    </button>
                  </p>
                </TripRow>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
