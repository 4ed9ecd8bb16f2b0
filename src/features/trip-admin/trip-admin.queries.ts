import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/i18n/locales'
import { getAdminTripFn, listAdminTripsFn } from './trip-admin.functions'
import type { AdminTripFilters } from './trip-admin.schemas'

export const tripAdminKeys = {
  all: ['admin-trips'] as const,
  list: (locale: Locale, filters: AdminTripFilters) => ['admin-trips', 'list', locale, filters] as const,
  trip: (id: number) => ['admin-trips', 'trip', id] as const,
}

export const adminTripsQuery = (locale: Locale, filters: AdminTripFilters) =>
  queryOptions({
    queryKey: tripAdminKeys.list(locale, filters),
    queryFn: () => listAdminTripsFn({ data: { locale, ...filters } }),
  })

export const adminTripQuery = (locale: Locale, id: number) =>
  queryOptions({ queryKey: tripAdminKeys.trip(id), queryFn: () => getAdminTripFn({ data: { locale, id } }) })
