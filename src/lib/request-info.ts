/**
 * What the server knows about the request being rendered (its public origin and the CSP nonce), readable from
 * isomorphic code such as the router and the SEO helpers. The server registers the source at start-up
 * (src/server/http/request-context.server.ts); in the browser the page itself answers.
 */
export interface RequestInfo {
  /** Public origin of the request, e.g. https://waypoints.example. */
  origin: string
  /** Per-request CSP nonce for inline scripts. */
  nonce: string
  /** Formatted dates, prices and names this render showed, handed to the browser with the page (src/lib/format.ts). */
  texts?: Map<string, string>
}

const SOURCE = Symbol.for('waypoints.requestInfo')
type Source = () => RequestInfo | undefined

export function registerRequestInfoSource(source: Source) {
  ;(globalThis as Record<symbol, unknown>)[SOURCE] = source
}

/** The current request's info on the server; undefined outside a request. */
export function requestInfo(): RequestInfo | undefined {
  return ((globalThis as Record<symbol, unknown>)[SOURCE] as Source | undefined)?.()
}

/** The CSP nonce: from the request on the server, from the page's `csp-nonce` meta tag in the browser. */
export function cspNonce(): string | undefined {
  if (typeof document !== 'undefined') {
    return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined
  }
  return requestInfo()?.nonce
}

/** The origin pages are served from: the request's on the server, the page's in the browser. */
export function currentOrigin(): string | undefined {
  if (typeof window !== 'undefined') return window.location.origin
  return requestInfo()?.origin
}
