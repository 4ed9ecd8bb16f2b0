import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonSmall as smallButton } from '@/components/ui/button-styles'
import { TitledSection } from '@/components/ui/titled-section'
import { formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { cancelDepartureFn } from '../departures.functions'
import { tripDeparturesQuery } from '../departures.queries'
import type { StaffDeparture } from '../departures.schemas'
import { DepartureForm } from './departure-form'
import { DepartureStatus } from './departure-status'
import { useDepartureChange } from './use-departure-change'

function CancelDeparture({ departure, locale, dates }: { departure: StaffDeparture; locale: Locale; dates: string }) {
  const { hydrated, dialog } = useDepartureChange({
    call: () => cancelDepartureFn({ data: { id: departure.id, locale } }),
    successTitle: () => m.departures_admin_cancelled_toast(),
    // The button went with the cancellation: focus the departure's row.
    focusAfter: () => document.getElementById(`departure-${departure.id}`),
  })
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button type="button" className={smallButton} disabled={!hydrated}>
          {m.departures_admin_cancel_action()}
        </button>
      }
      title={m.departures_admin_cancel_title({ dates })}
      description={m.departures_admin_cancel_description()}
      keepLabel={m.departures_admin_keep_action()}
      confirmLabel={m.departures_admin_cancel_action()}
    />
  )
}

function DepartureRow({ departure, locale, tripId }: { departure: StaffDeparture; locale: Locale; tripId: number }) {
  const [editing, setEditing] = useState(false)
  const hydrated = useHydrated()
  const dates = formatDateRange(departure.startDate, departure.endDate, locale)
  const open = departure.status !== 'cancelled'
  return (
    <li id={`departure-${departure.id}`} tabIndex={-1} className="border-line rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold">
            <time dateTime={departure.startDate}>{dates}</time>
          </h3>
          <dl className="text-muted mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt>{m.departures_admin_col_price()}:</dt>
              <dd className="text-ink">{formatMoney(departure.priceMinor, departure.currency, locale)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{m.departures_admin_col_seats()}:</dt>
              <dd className="text-ink">
                {departure.seatsLeft} / {departure.seatsTotal}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{m.departures_admin_col_status()}:</dt>
              <dd>
                <DepartureStatus status={departure.status} />
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/$lang/admin/departures/$id"
            params={{ lang: locale, id: String(departure.id) }}
            className={smallButton}
            aria-label={`${m.departures_admin_manifest_link()}: ${dates}`}
          >
            {m.departures_admin_manifest_link()}
          </Link>
          {open && (
            <button
              type="button"
              className={smallButton}
              disabled={!hydrated}
              aria-expanded={editing}
              aria-controls={`departure-${departure.id}-edit`}
              onClick={() => setEditing((v) => !v)}
            >
              {editing ? m.departures_admin_close_action() : m.departures_admin_edit_action()}
            </button>
          )}
          {open && <CancelDeparture departure={departure} locale={locale} dates={dates} />}
        </div>
      </div>
      {editing && open && (
        <div id={`departure-${departure.id}-edit`} className="border-line mt-4 border-t pt-4">
          <h4 className="mb-3 font-semibold">{m.departures_admin_edit_title({ dates })}</h4>
          <DepartureForm
            locale={locale}
            tripId={tripId}
            departure={departure}
            idPrefix={`edit-${departure.id}`}
            onSaved={() => setEditing(false)}
          />
        </div>
      )}
    </li>
  )
}

/** The back office's page of one trip's departures: each with its seats and status, edit and cancel; add one below. */
export function TripDepartures({ tripId, locale }: { tripId: number; locale: Locale }) {
  const { data } = useSuspenseQuery(tripDeparturesQuery(tripId, locale))
  return (
    <div>
      <nav aria-label={m.breadcrumb_label()} className="text-sm">
        <a href={`/${locale}/admin/trips/`}>{m.departures_admin_trips_link()}</a>
        {data.trip.status === 'published' && (
          <>
            {' · '}
            <Link to="/$lang/trips/$id" params={{ lang: locale, id: String(tripId) }}>
              {m.departures_admin_trip_page_link()}
            </Link>
          </>
        )}
      </nav>
      <h1 className="mt-2 text-3xl font-bold">{m.departures_admin_title({ trip: data.trip.title })}</h1>
      <p className="text-muted mt-2">{m.departures_admin_intro()}</p>
      <TitledSection id="departures-title" title={m.departures_list_title()} className="mt-8">
        {data.departures.length === 0 ? (
          <p className="mt-4">{m.departures_admin_none()}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {data.departures.map((d) => (
              <DepartureRow key={d.id} departure={d} locale={locale} tripId={tripId} />
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="add-departure-title" title={m.departures_admin_add_title()} className="mt-10">
        <div className="mt-4">
          <DepartureForm locale={locale} tripId={tripId} idPrefix="new-departure" />
        </div>
      </TitledSection>
    </div>
  )
}
