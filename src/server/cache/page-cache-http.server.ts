import { FastResponse } from 'srvx'
import { routeGroup } from '@/lib/route-rules'
import { hasSessionCookie } from '@/server/http/security-headers.server'
import { collectCacheTags, pageCache } from './page-cache-tags.server'
import { acceptsGzip, entryBody, entryGzip, etagMatches, pageEntry, type PageCacheEntry } from './page-cache.server'

/**
 * The page cache at the HTTP edge (ADR 026): which requests may be answered from it, what the key is, and how a
 * stored page becomes a response again.
 */

/** Headers never replayed from a stored page: per response (set again by the server) or meaningless once stored. */
const NOT_STORED = new Set(['set-cookie', 'date', 'content-length', 'x-request-id', 'etag', 'x-cache', 'connection'])

/**
 * The cache key of an anonymous GET/HEAD page request, or null when the request must be rendered: another method, a
 * session cookie (even an expired one: the render decides), or a path outside the public group (/auth, /profile).
 * `vary` lists everything else the HTML depends on (public origin, locale, consent cookies); src/server-entry.ts knows it.
 */
export function pageCacheKey(request: Request, vary: Record<string, string | undefined>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (hasSessionCookie(request)) return null
  const url = new URL(request.url)
  if (routeGroup(url.pathname) !== 'public') return null
  const parts = Object.keys(vary)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(vary[name] ?? '')}`)
  // The full path with its query: `?page=2` is another page.
  return `${parts.join('&')} ${url.pathname}${url.search}`
}

function answer(request: Request, entry: PageCacheEntry, nonce: string, state: 'hit' | 'miss'): Response {
  const headers = new Headers(entry.headers)
  // A hit costs no compression (ADR 061): gzip is glued from the parts deflated at insert. Brotli cannot be glued
  // around a fresh nonce, and compressing each answer is what the cache is there to avoid.
  const gzip = acceptsGzip(request.headers.get('accept-encoding'))
  const etag = gzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag
  const vary = headers.get('vary')
  if (!/\baccept-encoding\b/i.test(vary ?? ''))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  headers.set('etag', etag)
  headers.set('x-cache', state)
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  const body = gzip ? entryGzip(entry, nonce) : entryBody(entry, nonce)
  if (gzip) headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.length))
  // srvx's response hands the buffer to the socket as it is: a web Response would copy it once on the way in and
  // again when the host reads an HTML answer whole (scripts/serve.ts), which was a quarter of a hit's CPU time.
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) // the same bytes
  return new FastResponse(request.method === 'HEAD' ? null : view, { status: entry.status, headers })
}

/**
 * Answers an anonymous page request from the cache, or renders it (collecting the tags its read functions add) and
 * stores a 200 HTML answer without Set-Cookie. `render` gets the request as is and returns the finished response
 * (cache headers applied). Without a key the page is rendered and left alone.
 */
export async function servePage(
  request: Request,
  key: string | null,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = pageCache()
  if (!cache || key === null) {
    const response = await render()
    if (!cache || response.status !== 200) return response
    const headers = new Headers(response.headers)
    headers.set('x-cache', 'bypass')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const stored = cache.get(key)
  if (stored) return answer(request, stored, nonce, 'hit')

  const startedAt = cache.generation
  const from = Date.now()
  const { result: response, tags } = await collectCacheTags(render)
  if (
    request.method !== 'GET' ||
    response.status !== 200 ||
    response.headers.has('set-cookie') ||
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    /\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')
  ) {
    return response
  }
  const html = await response.text()
  const headers: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name)) headers.push([name, value])
  })
  const entry = pageEntry({ status: response.status, headers, html, nonce, tags, renderedAt: { from, to: Date.now() } })
  cache.set(key, entry, startedAt)
  return answer(request, entry, nonce, 'miss')
}
