import { environmentManager, QueryClient } from '@tanstack/react-query'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { RETRY_STATUSES } from '@/lib/api-client'
import { isAppError, statusOf } from '@/lib/errors'

/**
 * One more try, only for transient failures (ADR 016): an answer with one of the spec's retry statuses (408, 409,
 * 425, 429, 500, 502, 503, 504), or no answer at all (network). Expected answers are final: not found, redirects, a
 * service's typed error (its 409 is a real conflict, not a race), and every other status (401, 403, 404...).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isNotFound(error) || isRedirect(error) || isAppError(error)) return false
  const status = statusOf(error)
  return status === undefined || RETRY_STATUSES.includes(status)
}

/**
 * `shouldRetry` in the browser only. A server render's loaders call the server functions in-process: a failure there
 * is no lost connection but the page's answer, and a retry ran the failed loader (and logged its error) twice, a
 * second later. TanStack Query's own default on the server is no retry; our explicit option had replaced it.
 */
export function retryInBrowser(failureCount: number, error: unknown): boolean {
  return !environmentManager.isServer() && shouldRetry(failureCount, error)
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryInBrowser, refetchOnWindowFocus: false },
    },
  })
}
