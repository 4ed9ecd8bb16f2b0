import { QueryClient } from '@tanstack/react-query'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { statusOf } from '@/lib/errors'

/** Expected answers (not found, redirects, 4xx) are final; only other failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotFound(error) || isRedirect(error)) return false
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < 1
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  })
}
