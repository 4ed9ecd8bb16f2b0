import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { SearchResult, SearchType } from '../search.schemas'

/** The search page's filters in its address: `type` only when it narrows (`all` is the default), `lang` when set. */
export const filtersOf = (type: SearchType, lang: Locale | undefined) => ({
  type: type === 'all' ? undefined : type,
  lang,
})
export const searchOf = (q: string, type: SearchType, lang: Locale | undefined) => ({ q, ...filtersOf(type, lang) })

/**
 * A filter's choices: links to the search with one filter changed, the current one marked. Each shows its count as
 * "(12)", hidden from screen readers, which hear the count in words in the page's language ("Поездки (3 поездки)").
 */
function FilterNav({
  label,
  className,
  locale,
  options,
}: {
  label: string
  className: string
  locale: Locale
  options: Array<{
    key: string
    current: boolean
    search: ReturnType<typeof searchOf>
    label: ReactNode
    count: number
    spoken: string
  }>
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to="/$lang/search"
              params={{ lang: locale }}
              search={option.search}
              aria-current={option.current ? 'page' : undefined}
              className={`border-line text-ink rounded-full border px-3 py-1 text-sm no-underline ${option.current ? 'bg-surface font-semibold underline' : 'hover:bg-surface'}`}
            >
              {option.label}
              <span className="text-muted" aria-hidden="true">
                {` (${option.count})`}
              </span>
              <span className="sr-only"> ({option.spoken})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What a filter needs: the search it changes, and the counts it shows. */
interface FilterProps<Counts> {
  locale: Locale
  q: string
  type: SearchType
  lang: Locale | undefined
  counts: Counts
}

export function TypeFilter({ locale, q, type, lang, counts }: FilterProps<SearchResult['counts']>) {
  const options: Array<{ value: SearchType; label: string; count: number; spoken: string }> = [
    {
      value: 'all',
      label: m.search_filter_all(),
      count: counts.all,
      spoken: m.search_filter_count_all({ count: counts.all }),
    },
    {
      value: 'trip',
      label: m.search_filter_trips(),
      count: counts.trip,
      spoken: m.search_filter_count_trips({ count: counts.trip }),
    },
    {
      value: 'post',
      label: m.search_filter_posts(),
      count: counts.post,
      spoken: m.search_lang_filter_count({ count: counts.post }),
    },
  ]
  return (
    <FilterNav
      label={m.search_filter_label()}
      className="mt-4"
      locale={locale}
      options={options.map((option) => ({
        ...option,
        key: option.value,
        current: option.value === type,
        search: searchOf(q, option.value, lang),
      }))}
    />
  )
}

/**
 * Posts written in one language (trips are in every language); each language named in itself, with how many matching
 * posts it has. The visible "(12)" is hidden from screen readers, which hear "English (12 posts)" in the page's language.
 */
export function LanguageFilter({ locale, q, type, lang, counts }: FilterProps<SearchResult['counts']['langs']>) {
  const options: Array<{ value: Locale | undefined; label: string; count: number }> = [
    { value: undefined, label: m.search_lang_all(), count: locales.reduce((sum, value) => sum + counts[value], 0) },
    ...locales.map((value) => ({ value, label: localeNames[value], count: counts[value] })),
  ]
  return (
    <FilterNav
      label={m.search_lang_filter_label()}
      className="mt-3"
      locale={locale}
      options={options.map((option) => ({
        key: option.value ?? 'all',
        current: option.value === lang,
        search: searchOf(q, type, option.value),
        label: <span lang={option.value}>{option.label}</span>,
        count: option.count,
        spoken: m.search_lang_filter_count({ count: option.count }),
      }))}
    />
  )
}
