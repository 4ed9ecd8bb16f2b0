import { queryOptions } from '@tanstack/react-query'
import { getPreferencesFn } from './preferences.functions'

export const preferencesKeys = { mine: (userId: string) => ['preferences', userId] as const }

/** Cached; `queryClient.invalidateQueries({ queryKey: ['preferences'] })` forces a reload (spec §7). */
export const preferencesQuery = (userId: string) =>
  queryOptions({ queryKey: preferencesKeys.mine(userId), queryFn: () => getPreferencesFn(), staleTime: 5 * 60_000 })
