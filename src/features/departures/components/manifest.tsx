import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/form/confirm-dialog'
import { TextareaField } from '@/components/form/field'
import { buttonSmall as smallButton } from '@/components/ui/button-styles'
import { TableHeader } from '@/components/ui/table-header'
import { formatDate, formatDateRange } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { cancelBookingFn } from '../departures.functions'
import { manifestQuery } from '../departures.queries'
import type { ManifestLine } from '../departures.schemas'
import { DepartureStatus } from './departure-status'
import { useDepartureChange } from './use-departure-change'

function CancelBooking({ line, departureId, locale }: { line: ManifestLine; departureId: number; locale: Locale }) {
  const [reason, setReason] = useState('')
  const name = line.name ?? m.departures_manifest_deleted_account()
  const { hydrated, dialog, action } = useDepartureChange({
    call: () => cancelBookingFn({ data: { departureId, bookingId: line.bookingId, reason, locale } }),
    successTitle: () => m.departures_manifest_cancelled_toast(),
    focusAfter: () => document.getElementById('manifest-title'),
  })
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button
          type="button"
          className={smallButton}
          disabled={!hydrated}
          aria-label={`${m.departures_manifest_cancel_action()}: ${name}`}
        >
          {m.departures_manifest_cancel_action()}
        </button>
      }
      title={m.departures_manifest_cancel_title({ name })}
      description={m.departures_manifest_cancel_description()}
      keepLabel={m.departures_manifest_keep_action()}
      confirmLabel={m.departures_manifest_cancel_action()}
    >
      <div className="mt-4">
        <TextareaField
          id={`reason-${line.bookingId}`}
          label={m.departures_manifest_reason_label()}
          value={reason}
          onChange={setReason}
          error={action.fieldError('reason')}
          rows={3}
          required
        />
      </div>
    </ConfirmDialog>
  )
}

/** The manifest of one departure: who travels, how many, how to reach them, when they booked; CSV for the guides. */
export function DepartureManifest({ id, locale }: { id: number; locale: Locale }) {
  const { data } = useSuspenseQuery(manifestQuery(id, locale))
  const { trip, departure, lines } = data
  const dates = formatDateRange(departure.startDate, departure.endDate, locale)
  const travellers = lines.filter((l) => l.status === 'confirmed').reduce((sum, l) => sum + l.travellers, 0)
  return (
    <div>
      <nav aria-label={m.breadcrumb_label()} className="text-sm">
        <Link to="/$lang/admin/trips/$id/departures" params={{ lang: locale, id: String(trip.id) }}>
          {m.departures_manifest_departures_link()}
        </Link>
      </nav>
      <h1 id="manifest-title" tabIndex={-1} className="mt-2 text-3xl font-bold">
        {m.departures_manifest_title({ trip: trip.title })}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <time dateTime={departure.startDate} className="font-semibold">
          {dates}
        </time>
        <DepartureStatus status={departure.status} />
      </p>
      <p className="text-muted mt-2">
        {m.departures_manifest_summary({ count: travellers, total: departure.seatsTotal })}
      </p>
      <p className="mt-4">
        <a href={`/api/v1/admin/departures/${departure.id}/manifest.csv`} className={smallButton} download>
          {m.departures_manifest_csv()}
        </a>
      </p>
      {lines.length === 0 ? (
        <p className="mt-6">{m.departures_manifest_empty()}</p>
      ) : (
        <div className="border-line relative mt-6 overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <TableHeader
              className="bg-surface"
              cellClassName="px-3 py-2"
              columns={[
                m.departures_manifest_col_booking(),
                m.departures_manifest_col_name(),
                m.departures_manifest_col_travellers(),
                m.departures_manifest_col_email(),
                m.departures_manifest_col_booked_at(),
                m.departures_manifest_col_status(),
                { label: m.departures_admin_col_actions(), hidden: true },
              ]}
            />
            <tbody>
              {lines.map((line) => (
                <tr key={line.bookingId} className="border-line border-t align-top">
                  <td className="px-3 py-2">{line.bookingId}</td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {line.name ?? m.departures_manifest_deleted_account()}
                  </th>
                  <td className="px-3 py-2">{line.travellers}</td>
                  <td className="px-3 py-2 break-all">
                    {line.email && <a href={`mailto:${line.email}`}>{line.email}</a>}
                  </td>
                  <td className="px-3 py-2">
                    <time dateTime={line.bookedAt}>{formatDate(line.bookedAt, locale, 'medium')}</time>
                  </td>
                  <td className="px-3 py-2">
                    {line.status === 'confirmed' ? m.departures_booking_confirmed() : m.departures_booking_cancelled()}
                    {line.cancelReason && <span className="text-muted block">{line.cancelReason}</span>}
                  </td>
                  <td className="px-3 py-2">
                    {line.status === 'confirmed' && departure.status !== 'cancelled' && (
                      <CancelBooking line={line} departureId={departure.id} locale={locale} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
