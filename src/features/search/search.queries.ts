import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { getSearchResults } from './search.functions'
import type { SearchType } from './search.schemas'

interface SearchFilters {
  q: string
  type?: SearchType
  /** Only posts written in this language. */
  lang?: Locale | undefined
  cursor?: string
}

const searchKeys = {
  all: ['search'] as const,
  results: (locale: Locale, filters: SearchFilters) => ['search', locale, filters] as const,
}

export const searchQuery = (locale: Locale, filters: SearchFilters) =>
  queryOptions({
    queryKey: searchKeys.results(locale, filters),
    queryFn: () => getSearchResults({ data: { locale, ...filters } }),
  })
