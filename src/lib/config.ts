import { currentOrigin } from './request-info'

// Vite fills import.meta.env at build time; code run by tsx (`npm run worker`, scripts) has none: the process's env.
const buildEnv = (import.meta.env as Partial<ImportMetaEnv> | undefined) ?? (process.env as Partial<ImportMetaEnv>)
const configuredSiteUrl = buildEnv.VITE_SITE_URL?.trim().replace(/\/+$/, '') || undefined

/** Build-time settings shared by server and browser (Vite exposes VITE_* variables to both). */
export const siteConfig = {
  name: 'Waypoints',
  /**
   * Absolute origin for canonical and alternate links, sitemaps, feeds and robots.txt: VITE_SITE_URL when it is
   * set, else the origin of the request being answered (server) or of the page (browser).
   */
  get siteUrl(): string {
    return configuredSiteUrl ?? currentOrigin() ?? 'http://localhost:3000'
  },
  /** Whether VITE_SITE_URL was set at build time. */
  siteUrlConfigured: configuredSiteUrl !== undefined,
  /** Whether page links end with a slash: 'never' (default) or 'always'. */
  trailingSlash: buildEnv.VITE_TRAILING_SLASH === 'always' ? ('always' as const) : ('never' as const),
  /** Query parameters that survive into canonical URLs. */
  canonicalQueryWhitelist: ['page', 'category', 'tag', 'destination', 'month', 'q'] as const,
}
