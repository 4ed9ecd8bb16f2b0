import { queryOptions } from '@tanstack/react-query'
import { getExchangeRatesFn, getPreferencesFn } from './preferences.functions'

export const preferencesKeys = {
  all: ['preferences'] as const,
  mine: (userId: string) => ['preferences', userId] as const,
  rates: ['exchange-rates'] as const,
}

/** Cached; `queryClient.invalidateQueries({ queryKey: preferencesKeys.all })` forces a reload (spec §7). */
export const preferencesQuery = (userId: string) =>
  queryOptions({ queryKey: preferencesKeys.mine(userId), queryFn: () => getPreferencesFn(), staleTime: 5 * 60_000 })

export const exchangeRatesQuery = () =>
  queryOptions({ queryKey: preferencesKeys.rates, queryFn: () => getExchangeRatesFn(), staleTime: 60 * 60_000 })
