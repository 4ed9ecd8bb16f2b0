import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { todayUtc } from './clock'

/** The server's today: during SSR it runs in-process; after hydration the router asks the server again. */
export const getToday = createServerFn({ method: 'GET' }).handler(() => todayUtc())

/** Cached a few minutes, so a client navigation past midnight picks up the new day from the server. */
export const todayQuery = () =>
  queryOptions({ queryKey: ['clock', 'today'], queryFn: () => getToday(), staleTime: 5 * 60_000 })
