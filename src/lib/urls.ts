import { siteConfig } from './config'

/** Applies the configured trailing-slash form to a path ("/" is left alone). */
export function withTrailingSlash(pathname: string, mode = siteConfig.trailingSlash): string {
  if (pathname === '/' || pathname === '') return '/'
  const bare = pathname.replace(/\/+$/, '')
  return mode === 'always' ? `${bare}/` : bare
}

/** Canonical URL: configured origin, configured slash form, only whitelisted query parameters (sorted). */
export function canonicalUrl(
  pathAndQuery: string,
  whitelist: readonly string[] = siteConfig.canonicalQueryWhitelist,
  origin = siteConfig.siteUrl,
): string {
  const url = new URL(pathAndQuery, 'http://x')
  const kept = new URLSearchParams()
  for (const key of [...new Set(url.searchParams.keys())].sort()) {
    if (!whitelist.includes(key)) continue
    for (const value of url.searchParams.getAll(key)) if (value !== '') kept.append(key, value)
  }
  const query = kept.toString()
  return `${origin}${withTrailingSlash(url.pathname)}${query ? `?${query}` : ''}`
}

/** Only same-origin relative paths may be redirect targets (spec §8: external navigation is refused). */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  try {
    const url = new URL(target, 'http://same.origin')
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
