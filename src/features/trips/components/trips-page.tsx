import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { Hero } from '@/components/layout/hero'
import { Pager } from '@/components/ui/pager'
import { countryName, formatMonth } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Destination, TripList } from '../trips.schemas'
import { TripGrid } from './trip-card'

export interface TripsSearch {
  destination?: string
  month?: string
  cursor?: string
}

export function TripsPage({
  locale,
  list,
  destinations,
  months,
  search,
}: {
  locale: Locale
  list: TripList
  destinations: Destination[]
  months: string[]
  search: TripsSearch
}) {
  const navigate = useNavigate()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (key: string) => {
      const v = form.get(key)
      return typeof v === 'string' && v !== '' ? v : undefined
    }
    void navigate({
      to: '/$lang/trips',
      params: { lang: locale },
      search: { destination: value('destination'), month: value('month') },
    })
  }
  const filtered = !!(search.destination || search.month)
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={m.trips_hero_title()}
        description={m.trips_hero_description()}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.trips_hero_title() },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <form
          method="get"
          onSubmit={onSubmit}
          aria-label={m.trips_filter_label()}
          className="border-line bg-surface mb-8 flex flex-wrap items-end gap-4 rounded-lg border p-4"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="trip-destination" className="text-sm font-medium">
              {m.trips_filter_destination()}
            </label>
            <select
              id="trip-destination"
              name="destination"
              defaultValue={search.destination ?? ''}
              key={`d-${search.destination ?? ''}`}
              className="border-line bg-page rounded-md border px-3 py-2"
            >
              <option value="">{m.trips_filter_any_destination()}</option>
              {destinations.map((d) => (
                <option key={d.country} value={d.country}>
                  {countryName(d.country, locale)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="trip-month" className="text-sm font-medium">
              {m.trips_filter_month()}
            </label>
            <select
              id="trip-month"
              name="month"
              defaultValue={search.month ?? ''}
              key={`m-${search.month ?? ''}`}
              className="border-line bg-page rounded-md border px-3 py-2"
            >
              <option value="">{m.trips_filter_any_month()}</option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {formatMonth(month, locale)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="bg-accent text-accent-ink rounded-md px-4 py-2 font-semibold">
            {m.trips_filter_apply()}
          </button>
          {filtered && (
            <a href={withTrailingSlash(`/${locale}/trips`)} className="px-2 py-2">
              {m.trips_filter_reset()}
            </a>
          )}
        </form>
        <h2 className="sr-only">{m.trips_list_label()}</h2>
        {list.items.length === 0 ? (
          <p className="text-muted py-10 text-center text-lg">{m.trips_empty()}</p>
        ) : (
          <TripGrid trips={list.items} locale={locale} headingLevel={3} />
        )}
        <Pager
          to="/$lang/trips"
          params={{ lang: locale }}
          search={{ destination: search.destination, month: search.month }}
          cursor={search.cursor}
          nextCursor={list.nextCursor}
          label={m.trips_pagination_label()}
          nextLabel={m.trips_next_page()}
          firstLabel={m.trips_first_page()}
        />
      </div>
    </main>
  )
}
