/**
 * Spec §2 route rules: cache headers per route group. The server applies them to pages, and the build writes them
 * into the build manifest (`builds/meta/{buildId}.json`). No path aliases here: vite.config.ts imports this file.
 */
type RouteGroup = 'assets' | 'latest-build' | 'build-meta' | 'signed-in' | 'guest-forms' | 'public'

export const ROUTE_RULES: ReadonlyArray<{ group: RouteGroup; pattern: string; cacheControl: string }> = [
  // Hashed file names: a new build gets new names.
  { group: 'assets', pattern: '/assets/**', cacheControl: 'public, max-age=31536000, immutable' },
  // Polled by the version check: always revalidated.
  { group: 'latest-build', pattern: '/builds/latest.json', cacheControl: 'no-cache' },
  { group: 'build-meta', pattern: '/builds/meta/**', cacheControl: 'public, max-age=31536000, immutable' },
  { group: 'signed-in', pattern: '/{lang}/profile/**', cacheControl: 'private, no-store' },
  // Sign-in and reset forms depend on the session and carry one-off tokens.
  { group: 'guest-forms', pattern: '/{lang}/auth/**', cacheControl: 'private, no-store' },
  // Everything else: shared caches (a CDN) keep it briefly and refresh it in the background; browsers revalidate
  // with the ETag each time (a 304 is cheap), so an invalidation reaches them at once (ADR 026). Varies with cookies
  // (session, consent bar).
  {
    group: 'public',
    pattern: '/**',
    cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  },
]

const LOCALE_SEGMENT = /^\/(en|es|ru|uk)(\/|$)/

export function routeGroup(pathname: string): RouteGroup {
  if (pathname.startsWith('/assets/')) return 'assets'
  if (pathname === '/builds/latest.json') return 'latest-build'
  if (pathname.startsWith('/builds/meta/')) return 'build-meta'
  const rest = LOCALE_SEGMENT.test(pathname) ? pathname.replace(LOCALE_SEGMENT, '/') : null
  if (rest !== null && (rest === '/profile' || rest.startsWith('/profile/'))) return 'signed-in'
  if (rest !== null && rest.startsWith('/auth/')) return 'guest-forms'
  return 'public'
}

/**
 * The Cache-Control of a page answer. A visitor with a session sees personal parts on public pages too (the header),
 * so those answers are never stored anywhere; server errors are never stored.
 */
export function pageCacheControl(pathname: string, options: { status: number; signedIn: boolean }): string {
  if (options.status >= 500) return 'no-store'
  const group = routeGroup(pathname)
  const rule = ROUTE_RULES.find((r) => r.group === group)!
  if (group === 'public' && options.signedIn) return 'private, no-store'
  return rule.cacheControl
}
