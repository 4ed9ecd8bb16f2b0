import { siteConfig } from './config'

/** Applies the configured trailing-slash form to a path ("/" is left alone). */
export function withTrailingSlash(pathname: string, mode = siteConfig.trailingSlash): string {
  if (pathname === '/' || pathname === '') return '/'
  const bare = pathname.replace(/\/+$/, '')
  return mode === 'always' ? `${bare}/` : bare
}

/** A path without query, hash, dot segments or characters that URL parsing would encode or normalise. */
const PLAIN_PATH = /^(?:\/[\w~%-]+(?:\.[\w~%-]+)*)*\/?$/

/** Canonical URL: configured origin, configured slash form, only whitelisted query parameters (sorted). */
export function canonicalUrl(
  pathAndQuery: string,
  whitelist: readonly string[] = siteConfig.canonicalQueryWhitelist,
  origin = siteConfig.siteUrl,
): string {
  // Most calls (hreflang links, breadcrumbs, JSON-LD lists) pass a plain path that URL parsing leaves as it is.
  if (PLAIN_PATH.test(pathAndQuery)) return `${origin}${withTrailingSlash(pathAndQuery)}`
  const url = new URL(pathAndQuery, 'http://x')
  const kept = new URLSearchParams()
  for (const key of [...new Set(url.searchParams.keys())].sort()) {
    if (!whitelist.includes(key)) continue
    for (const value of url.searchParams.getAll(key)) if (value !== '') kept.append(key, value)
  }
  const query = kept.toString()
  return `${origin}${withTrailingSlash(url.pathname)}${query ? `?${query}` : ''}`
}

const SAME_ORIGIN = 'http://same.origin'

/** True when the value could be read by a browser or router as another origin or a scheme. */
function leavesOrigin(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return true
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return decoded.startsWith('//') || decoded.startsWith('/\\') || new URL(path, SAME_ORIGIN).origin !== SAME_ORIGIN
}

/**
 * Only same-origin relative paths may be redirect targets (spec §8: external navigation is refused).
 * The path is normalised first (dot segments, repeated slashes, backslashes), then checked, so
 * `/.//evil.example` cannot become the protocol-relative `//evil.example` after resolution.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  // Control characters are stripped by browsers (`/\t/evil`), so they are refused outright.
  // eslint-disable-next-line no-control-regex
  if (typeof target !== 'string' || /[\u0000-\u001f\u007f]/.test(target) || leavesOrigin(target)) return fallback
  try {
    const url = new URL(target, SAME_ORIGIN)
    if (url.origin !== SAME_ORIGIN) return fallback
    const path = `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`
    return leavesOrigin(path) ? fallback : path
  } catch {
    return fallback
  }
}
