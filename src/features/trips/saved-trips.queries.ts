import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'

// Loaded on first use (ADR 058): the public pages' first load carries none of the saving code.

export const savedKeys = {
  all: ['saved-trips'] as const,
  ids: ['saved-trips', 'ids'] as const,
  list: (locale: Locale) => ['saved-trips', 'list', locale] as const,
}

export const savedTripIdsQuery = () =>
  queryOptions({
    queryKey: savedKeys.ids,
    queryFn: async () => (await import('./saved-trips.functions')).savedTripIdsFn(),
    staleTime: 60_000,
  })

export const savedTripsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: savedKeys.list(locale),
    queryFn: async () => (await import('./saved-trips.functions')).savedTripsFn({ data: { locale } }),
  })
