import { QueryClient } from '@tanstack/react-query'
import { RETRY_STATUSES } from './api-client'
import { statusOf } from './errors'

/** Spec §7/§9: a failed query is retried once, and only when its status is one of the retry statuses. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  return failureCount < 1 && status !== undefined && RETRY_STATUSES.includes(status)
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
    },
  })
}
