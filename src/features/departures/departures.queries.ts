import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { manifestFn, tripDeparturesFn } from './departures.functions'

export const departureKeys = {
  all: ['departures'] as const,
  ofTrip: (tripId: number, locale: Locale) => ['departures', 'trip', tripId, locale] as const,
  manifest: (id: number, locale: Locale) => ['departures', 'manifest', id, locale] as const,
}

export const tripDeparturesQuery = (tripId: number, locale: Locale) =>
  queryOptions({
    queryKey: departureKeys.ofTrip(tripId, locale),
    queryFn: () => tripDeparturesFn({ data: { tripId, locale } }),
  })

export const manifestQuery = (id: number, locale: Locale) =>
  queryOptions({ queryKey: departureKeys.manifest(id, locale), queryFn: () => manifestFn({ data: { id, locale } }) })
