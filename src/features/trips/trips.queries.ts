import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { getTripFilters, getTrip, getTripList, getTripMap, getUpcomingTrips } from './trips.functions'

interface TripListFilters {
  destination?: string
  month?: string
  cursor?: string
}

export const tripKeys = {
  all: ['trips'] as const,
  list: (locale: Locale, filters: TripListFilters) => ['trips', 'list', locale, filters] as const,
  detail: (locale: Locale, id: number) => ['trips', 'detail', locale, id] as const,
  map: (locale: Locale, id: number) => ['trips', 'map', locale, id] as const,
  filters: (locale: Locale) => ['trips', 'filters', locale] as const,
  upcoming: (locale: Locale, limit: number) => ['trips', 'upcoming', locale, limit] as const,
}

export const tripListQuery = (locale: Locale, filters: TripListFilters) =>
  queryOptions({
    queryKey: tripKeys.list(locale, filters),
    queryFn: () => getTripList({ data: { locale, ...filters } }),
  })

export const tripQuery = (locale: Locale, id: number) =>
  queryOptions({ queryKey: tripKeys.detail(locale, id), queryFn: () => getTrip({ data: { locale, id } }) })

/** The route map changes only when staff edit the route: kept as long as the page. */
export const tripMapQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: tripKeys.map(locale, id),
    queryFn: () => getTripMap({ data: { locale, id } }),
    staleTime: Infinity,
  })

export const tripFiltersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: tripKeys.filters(locale),
    queryFn: () => getTripFilters({ data: { locale } }),
    staleTime: 10 * 60_000,
  })

export const upcomingTripsQuery = (locale: Locale, limit = 3) =>
  queryOptions({
    queryKey: tripKeys.upcoming(locale, limit),
    queryFn: () => getUpcomingTrips({ data: { locale, limit } }),
  })
