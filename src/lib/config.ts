/** Build-time settings shared by server and browser (Vite exposes VITE_* variables to both). */
export const siteConfig = {
  name: 'Waypoints',
  /** Absolute origin for canonical and alternate links. */
  siteUrl: (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  /** Whether page links end with a slash: 'never' (default) or 'always'. */
  trailingSlash: import.meta.env.VITE_TRAILING_SLASH === 'always' ? ('always' as const) : ('never' as const),
  /** Query parameters that survive into canonical URLs. */
  canonicalQueryWhitelist: ['page', 'category', 'tag', 'destination', 'month', 'q'] as const,
}
