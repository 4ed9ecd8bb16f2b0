import { TitledSection } from '@/components/ui/titled-section'
import type { DepartureView } from '@/lib/departure'
import { daysBetween, formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { SeatsBadge } from './trip-card'

/** The trip's upcoming departures (ADR 045): dates, length, price per person and seats, or that none is planned. */
export function DepartureList({ departures, locale }: { departures: DepartureView[]; locale: Locale }) {
  return (
    <TitledSection id="departures-title" title={m.departures_list_title()} className="mt-10">
      {departures.length === 0 ? (
        <p className="text-muted mt-4">{m.departures_none_upcoming()}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="departure-list">
          {departures.map((d) => (
            <li
              key={d.id}
              className="border-line flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-lg border p-4"
            >
              <span className="flex flex-col">
                <time dateTime={d.startDate} className="font-semibold">
                  {formatDateRange(d.startDate, d.endDate, locale)}
                </time>
                <span className="text-muted text-sm">
                  {m.trips_days({ count: daysBetween(d.startDate, d.endDate) })}
                </span>
              </span>
              <span className="font-medium">
                {m.trips_price_per_person({ price: formatMoney(d.priceMinor, d.currency, locale) })}
              </span>
              <SeatsBadge seatsLeft={d.seatsLeft} past={false} cancelled={d.status === 'cancelled'} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}
