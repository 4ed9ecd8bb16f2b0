import { FetchError, ofetch } from 'ofetch'
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
  ) {
    super(`${method} ${url} failed with ${status || 'no response'}`)
    this.name = 'ApiRequestError'
  }
}

/**
 * Base /api, same-origin credentials, JSON, Accept-Language = the current locale. GET/HEAD are retried once on
 * RETRY_STATUSES (ofetch's default for methods without a body); other methods are never retried.
 */
export function createApiClient(options: { baseURL?: string; locale?: () => Locale } = {}) {
  const client = ofetch.create({
    baseURL: options.baseURL ?? '/api',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    retryStatusCodes: RETRY_STATUSES,
    retryDelay: 200,
    onRequest({ options: o }) {
      o.headers.set('accept-language', options.locale?.() ?? baseLocale)
    },
  })
  return async function api<T>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase()
    try {
      // Set per call, not in a hook: ofetch counts retries down through the options it passes on.
      const retry = method === 'GET' || method === 'HEAD' ? 1 : 0
      return await client<T>(path, {
        method,
        retry,
        body: init.body as BodyInit | Record<string, unknown> | undefined,
        headers: init.headers,
      })
    } catch (error) {
      if (error instanceof FetchError) {
        const url = error.request ? String(typeof error.request === 'string' ? error.request : error.request.url) : path
        throw new ApiRequestError(method, url, error.status ?? 0, error.data)
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
