import type { $Fetch, FetchError as FetchErrorClass } from 'ofetch'
import { getLocale } from '@/paraglide/runtime'
import { baseLocale, type Locale } from './i18n/locales'

/** Spec §7/§9: statuses after which an idempotent request is retried once. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504]

/** A failed call: method, URL and status (0 when no answer came), plus the API's error body if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: unknown,
    /** Seconds to wait before trying again, from a 429's (or 503's) Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(`${method} ${url} failed with ${status || 'no response'}`)
    this.name = 'ApiRequestError'
  }
}

/** Retry-After in seconds (the API sends seconds, never a date); undefined when absent or not a number. */
export function retryAfterOf(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after')
  return value && /^[0-9]+$/.test(value) ? Number(value) : undefined
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * Whether a failed request may be sent once more (ADR 016). The spec words the rule the other way round; we retry
 * only what is safe to repeat: idempotent methods, and any request carrying an `Idempotency-Key` (bookings), which the
 * server answers once however often it arrives.
 */
function isRetryable(method: string, headers: Record<string, string> = {}): boolean {
  return (
    IDEMPOTENT_METHODS.has(method.toUpperCase()) ||
    Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')
  )
}

/**
 * Base /api, same-origin credentials, JSON, Accept-Language = the current locale. Retryable requests (above) are
 * sent once more on RETRY_STATUSES; others never.
 */
export function createApiClient(options: { baseURL?: string; locale?: () => Locale } = {}) {
  // ofetch loads with the first call: every page's layout holds the client, few pages call it (ADR 028).
  let loaded: Promise<{ client: $Fetch; FetchError: typeof FetchErrorClass }> | undefined
  const load = () =>
    (loaded ??= import('ofetch').then(({ ofetch, FetchError }) => ({
      FetchError,
      client: ofetch.create({
        baseURL: options.baseURL ?? '/api',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        retryStatusCodes: RETRY_STATUSES,
        retryDelay: 200,
        onRequest({ options: o }) {
          o.headers.set('accept-language', options.locale?.() ?? baseLocale)
        },
      }),
    })))
  return async function api<T>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase()
    let fetcher: Awaited<ReturnType<typeof load>>
    try {
      fetcher = await load()
    } catch {
      // Its chunk did not arrive (offline, new deployment): like no answer at all; the next call tries again.
      loaded = undefined
      throw new ApiRequestError(method, path, 0, undefined)
    }
    const { client, FetchError } = fetcher
    try {
      // Set per call, not in a hook: ofetch counts retries down through the options it passes on.
      const retry = isRetryable(method, init.headers) ? 1 : 0
      return await client<T>(path, {
        method,
        retry,
        body: init.body as BodyInit | Record<string, unknown> | undefined,
        headers: init.headers,
      })
    } catch (error) {
      if (error instanceof FetchError) {
        const url = error.request ? String(typeof error.request === 'string' ? error.request : error.request.url) : path
        throw new ApiRequestError(method, url, error.status ?? 0, error.data, retryAfterOf(error.response?.headers))
      }
      throw error
    }
  }
}

/** The app's client: the locale is the page's current one. */
export const api = createApiClient({
  locale: () => {
    try {
      return getLocale()
    } catch {
      return baseLocale
    }
  },
})
