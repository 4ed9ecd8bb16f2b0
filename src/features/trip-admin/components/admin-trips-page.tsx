import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { FilterInput, FilterSelect } from '@/components/form/filter-select'
import { inputClass } from '@/components/form/field'
import { TableHeader } from '@/components/ui/table-header'
import { primaryButton, secondaryButton } from './buttons'
import { countryName, formatDate, languageName } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { adminTripsQuery } from '../trip-admin.queries'
import type { AdminTripFilters, AdminTripRow, TripStatus } from '../trip-admin.schemas'
import { StatusBadge } from './status-badge'
import { HeadedSection } from '@/components/layout/page-heading'

const smallLink =
  'border-line text-ink hover:bg-surface inline-flex items-center rounded-md border bg-page px-3 py-1.5 text-sm font-medium no-underline'

/** /{lang}/admin/trips: every trip, drafts included, filtered by status, country and text, 20 a page. */
export function AdminTripsPage({ locale, filters }: { locale: Locale; filters: AdminTripFilters }) {
  const { data: list } = useSuspenseQuery(adminTripsQuery(locale, filters))
  const navigate = useNavigate()
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  const statuses: Array<{ value: TripStatus; label: string }> = [
    { value: 'draft', label: m.trip_editor_status_draft() },
    { value: 'published', label: m.trip_editor_status_published() },
  ]
  return (
    <HeadedSection
      id="admin-trips-title"
      title={m.trip_editor_list_title()}
      intro={m.trip_editor_list_description()}
      action={
        <Link to="/$lang/admin/trips/new" params={{ lang: locale }} className={`${primaryButton} no-underline`}>
          {m.trip_editor_new()}
        </Link>
      }
    >
      {/* A GET form: works before hydration; after it, the router navigates instead of reloading. */}
      <form
        method="get"
        role="search"
        aria-label={m.trip_editor_filters()}
        className="border-line mb-6 flex flex-wrap items-end gap-3 rounded-md border p-4"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const value = (name: string) => String(data.get(name) ?? '').trim() || undefined
          void navigate({
            to: '/$lang/admin/trips',
            params: { lang: locale },
            search: { status: value('status') as TripStatus | undefined, country: value('country'), q: value('q') },
          })
        }}
      >
        <FilterSelect
          id="trip-filter-status"
          name="status"
          label={m.trip_editor_filter_status()}
          anyLabel={m.trip_editor_filter_any_status()}
          value={filters.status}
          options={statuses}
        />
        <FilterInput
          id="trip-filter-country"
          name="country"
          label={m.trip_editor_filter_country()}
          value={filters.country}
          maxLength={2}
          size={4}
          autoCapitalize="characters"
          className={`${inputClass} w-24`}
        />
        <FilterInput
          id="trip-filter-q"
          name="q"
          type="search"
          label={m.trip_editor_filter_text()}
          value={filters.q}
          maxLength={100}
          className={inputClass}
          wrapperClassName="min-w-48 flex-1"
        />
        <button type="submit" className={secondaryButton}>
          {m.trip_editor_filter_apply()}
        </button>
      </form>
      <p className="mb-2 text-sm text-muted" role="status">
        {m.trip_editor_list_count({ count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="border-line rounded-md border p-6 text-muted">{m.trip_editor_list_empty()}</p>
      ) : (
        <div className="overflow-x-auto">
          {/* Narrow screens: each row is a block (headings stay for screen readers), no sideways scrolling. */}
          <table className="w-full border-collapse text-left max-sm:block">
            <TableHeader
              className="max-sm:sr-only"
              rowClassName="border-line border-b text-sm text-muted"
              cellClassName="py-2 pr-4 font-medium"
              columns={[
                m.trip_editor_col_trip(),
                m.trip_editor_col_country(),
                m.trip_editor_col_status(),
                m.trip_editor_col_translations(),
                m.trip_editor_col_updated(),
                m.trip_editor_col_actions(),
              ]}
            />
            <tbody className="max-sm:block">
              {list.items.map((trip) => (
                <TripRow key={trip.id} trip={trip} locale={locale} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={m.trip_editor_pages()} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link
              to="/$lang/admin/trips"
              params={{ lang: locale }}
              search={{ ...filters, page: list.page - 1 === 1 ? undefined : list.page - 1 }}
              rel="prev"
              className={smallLink}
            >
              {m.trip_editor_page_prev()}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{m.trip_editor_page_of({ page: list.page, pages })}</span>
          {list.page < pages ? (
            <Link
              to="/$lang/admin/trips"
              params={{ lang: locale }}
              search={{ ...filters, page: list.page + 1 }}
              rel="next"
              className={smallLink}
            >
              {m.trip_editor_page_next()}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </HeadedSection>
  )
}

function TripRow({ trip, locale }: { trip: AdminTripRow; locale: Locale }) {
  const title = trip.title || trip.anyTitle
  return (
    <tr className="border-line border-b align-top max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-3">
      <td className="py-3 pr-4 max-sm:w-full max-sm:p-0">
        {trip.title ? (
          <span className="font-medium">{trip.title}</span>
        ) : (
          <>
            <span className="font-medium">{trip.anyTitle}</span>{' '}
            <span className="text-sm text-muted">({m.trip_editor_untitled()})</span>
          </>
        )}
      </td>
      <td className="py-3 pr-4 text-sm max-sm:p-0">
        <abbr title={countryName(trip.country, locale)} className="no-underline">
          {trip.country}
        </abbr>
      </td>
      <td className="py-3 pr-4 max-sm:p-0">
        <StatusBadge status={trip.status} />
      </td>
      <td className="py-3 pr-4 text-sm max-sm:p-0">
        {trip.missing.length === 0 ? (
          m.trip_editor_translations_complete()
        ) : (
          <MissingBadge languages={trip.missing.map((l) => languageName(l, locale)).join(', ')} />
        )}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap max-sm:p-0">{formatDate(trip.updatedAt, locale, 'medium')}</td>
      <td className="py-3 max-sm:w-full max-sm:p-0">
        <div className="flex flex-wrap gap-2">
          <Link
            to="/$lang/admin/trips/$id"
            params={{ lang: locale, id: String(trip.id) }}
            className={smallLink}
            aria-label={m.trip_editor_edit_named({ title })}
          >
            {m.trip_editor_edit()}
          </Link>
          {/* The departures screen is the departures feature's; linked by address, not imported. */}
          <a
            href={`/${locale}/admin/trips/${trip.id}/departures`}
            className={smallLink}
            aria-label={m.trip_editor_departures_named({ title })}
          >
            {m.trip_editor_departures()}
          </a>
        </div>
      </td>
    </tr>
  )
}

/** A missing translation, said in words and colour: never a silent gap. */
export function MissingBadge({ languages }: { languages?: string }) {
  return (
    <span className="inline-flex rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      {languages ? m.trip_editor_missing_in({ languages }) : m.trip_editor_missing_badge()}
    </span>
  )
}
