import { setResponseHeader } from '@tanstack/react-start/server'
import type { Locale } from '@/lib/i18n/locales'

/** Answers that depend on the signed-in user: never stored by shared caches, and keyed by the cookie. */
export const privateHeaders = { 'cache-control': 'private, no-store', vary: 'Cookie' } as const

/** A private answer; with `locale` its translated fields are in that language (Accept-Language), and it says so. */
export function privateJson(body: unknown, status = 200, locale?: Locale): Response {
  const headers = locale
    ? { ...privateHeaders, 'content-language': locale, vary: 'Cookie, Accept-Language' }
    : privateHeaders
  return Response.json(body, { status, headers })
}

/** The server function under way answers privately (its signed-in middleware calls this once). */
export function markServerFnPrivate(): void {
  setResponseHeader('cache-control', privateHeaders['cache-control'])
  setResponseHeader('vary', privateHeaders.vary)
}
