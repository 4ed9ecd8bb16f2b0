import { m } from '@/paraglide/messages'
import { apiError, notFoundResponse, requestLocale } from './api.server'

/** The methods an API path answers (`ANY` = all of them), or null when no API route serves the path. */
type ApiMethodLookup = (pathname: string) => readonly string[] | null

/** The part of a TanStack router this module needs (kept structural so server/ does not import the route tree). */
interface RouteMatcher {
  getMatchedRoutes: (pathname: string) => readonly [unknown, Record<string, string>, unknown]
}

type Handlers = Record<string, unknown> | ((helpers: { createHandlers: <T>(d: T) => T }) => Record<string, unknown>)

/** Reads the handlers of the route the router itself would pick for a path (same matching as Start). */
export function routerMethodLookup(router: RouteMatcher): ApiMethodLookup {
  return (pathname) => {
    const [, rawParams, found] = router.getMatchedRoutes(pathname)
    if (!found || rawParams['**'] !== undefined) return null
    const handlers = (found as { options?: { server?: { handlers?: Handlers } } }).options?.server?.handlers
    if (!handlers) return null
    const table = typeof handlers === 'function' ? handlers({ createHandlers: (d) => d }) : handlers
    return Object.keys(table)
  }
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/**
 * API paths answer JSON only (ADR 008): without this, a path no API route serves, or a method its route has no
 * handler for, falls through to the page router and gets the HTML app shell with status 200. Returns the JSON answer
 * (404 not_found, 405 method_not_allowed with Allow, 204 for OPTIONS) or null to let the route handle the request.
 */
export function guardApiRequest(request: Request, lookup: ApiMethodLookup): Response | null {
  const { pathname } = new URL(request.url)
  if (!isApiPath(pathname)) return null
  const locale = requestLocale(request)
  const methods = lookup(pathname)
  if (!methods) return notFoundResponse(locale)
  if (methods.includes('ANY')) return null
  const allowed = new Set(methods.map((method) => method.toUpperCase()))
  if (allowed.has('GET')) allowed.add('HEAD')
  allowed.add('OPTIONS')
  const allow = [...allowed].join(', ')
  const method = request.method.toUpperCase()
  if (method === 'OPTIONS' && !methods.includes('OPTIONS')) {
    return new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } })
  }
  if (allowed.has(method)) return null
  return apiError(locale, 405, 'method_not_allowed', m.api_method_not_allowed({}, { locale }), undefined, {
    headers: { allow },
  })
}
