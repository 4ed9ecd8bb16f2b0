import type { DepartureView } from '@/lib/departure'
import { formatDateRange, formatMoney } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { SeatsBadge } from './trip-card'

/**
 * The trip's upcoming departures in the booking box (ADR 045, 062): dates and seats left of each, soonest first, or
 * that none is planned. Prices show only where they differ from the box's headline price.
 */
export function DepartureList({
  departures,
  locale,
  headlinePrice,
}: {
  departures: DepartureView[]
  locale: Locale
  headlinePrice: string | null
}) {
  return (
    <section aria-labelledby="departures-title" className="mt-5">
      <h3 id="departures-title" className="text-muted text-sm font-semibold tracking-wide uppercase">
        {m.departures_list_title()}
      </h3>
      {departures.length === 0 ? (
        <p className="text-muted mt-2">{m.departures_none_upcoming()}</p>
      ) : (
        <ul className="divide-line mt-2 divide-y" data-testid="departure-list">
          {departures.map((d) => {
            const price = m.trips_price_per_person({ price: formatMoney(d.priceMinor, d.currency, locale) })
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                <span className="flex flex-col">
                  <time dateTime={d.startDate} className="font-semibold">
                    {formatDateRange(d.startDate, d.endDate, locale)}
                  </time>
                  {price !== headlinePrice && <span className="text-muted text-sm">{price}</span>}
                </span>
                <SeatsBadge seatsLeft={d.seatsLeft} past={false} cancelled={d.status === 'cancelled'} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
