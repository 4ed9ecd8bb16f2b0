import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { FilterSelect } from '@/components/form/filter-select'
import { PagedList } from '@/components/ui/paged-list'
import { countryName, formatMonth } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Destination, TripList } from '../trips.schemas'
import { TripGrid } from './trip-card'

interface TripsSearch {
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
  const filterSelects = [
    {
      name: 'destination',
      label: m.trips_filter_destination(),
      anyLabel: m.trips_filter_any_destination(),
      value: search.destination,
      options: destinations.map((d) => ({ value: d.country, label: countryName(d.country, locale) })),
    },
    {
      name: 'month',
      label: m.trips_filter_month(),
      anyLabel: m.trips_filter_any_month(),
      value: search.month,
      options: months.map((month) => ({ value: month, label: formatMonth(month, locale) })),
    },
  ]
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader
        title={m.trips_hero_title()}
        description={m.trips_hero_description()}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.trips_hero_title() },
        ]}
      />
      <PagedList
        heading={m.trips_list_label()}
        empty={list.items.length === 0}
        emptyMessage={m.trips_empty()}
        link={{
          to: '/$lang/trips',
          params: { lang: locale },
          search: { destination: search.destination, month: search.month },
        }}
        cursor={search.cursor}
        nextCursor={list.nextCursor}
        labels={{ pagination: m.trips_pagination_label(), next: m.trips_next_page(), first: m.trips_first_page() }}
        before={
          <form
            method="get"
            onSubmit={onSubmit}
            aria-label={m.trips_filter_label()}
            className="border-line bg-surface mb-8 flex flex-wrap items-end gap-4 rounded-lg border p-4"
          >
            {filterSelects.map((select) => (
              <FilterSelect key={select.name} id={`trip-${select.name}`} {...select} />
            ))}
            <button type="submit" className="bg-accent text-accent-ink rounded-md px-4 py-2 font-semibold">
              {m.trips_filter_apply()}
            </button>
            {filtered && (
              <a href={withTrailingSlash(`/${locale}/trips`)} className="px-2 py-2">
                {m.trips_filter_reset()}
              </a>
            )}
          </form>
        }
      >
        <TripGrid trips={list.items} locale={locale} headingLevel={3} />
      </PagedList>
    </main>
  )
}
