import { pageCacheControl } from '@/lib/route-rules'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?waypoints\.session_token=/

/** Cache-Control per route group (src/lib/route-rules.ts) for a page answer that set none itself. */
export function withPageCacheHeaders(request: Request, response: Response): Response {
  if (response.headers.has('cache-control') || (response.status >= 300 && response.status < 400)) return response
  const headers = new Headers(response.headers)
  const signedIn = SESSION_COOKIE.test(request.headers.get('cookie') ?? '')
  headers.set('cache-control', pageCacheControl(new URL(request.url).pathname, { status: response.status, signedIn }))
  // The HTML depends on cookies: the session (header) and the consent cookies (the bar).
  headers.append('vary', 'Cookie')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
