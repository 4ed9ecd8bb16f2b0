import { localeTags, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'

/** The browser's bar colour: the accent (green-700) in light mode, the dark page (slate-950) in dark mode. */
export const themeColors = { light: '#15803d', dark: '#020617' } as const

/** The installable app's icons (public/icons/, made by scripts/generate-icons.ts from the favicon's logo). */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

export const appleTouchIcon = '/icons/apple-touch-icon.png'

/** Where a locale's manifest is served. */
export const manifestPath = (locale: Locale) => `/${locale}/manifest.webmanifest`

/** The web app manifest of one language: installed from a page in that language, it opens on its home page. */
export function webManifest(locale: Locale) {
  const home = withTrailingSlash(`/${locale}`)
  return {
    id: home,
    name: m.ship_manifest_name({}, { locale }),
    short_name: m.site_name({}, { locale }),
    description: m.ship_manifest_description({}, { locale }),
    lang: localeTags[locale],
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: themeColors.light,
    background_color: '#ffffff',
    icons: appIcons,
  }
}

/** The root head's links for installing: the language's manifest and the Apple touch icon. */
export function installLinks(locale: Locale) {
  return [
    { rel: 'manifest', href: manifestPath(locale) },
    { rel: 'apple-touch-icon', href: appleTouchIcon, sizes: '180x180' },
  ]
}

/**
 * The theme-color meta tags: the chosen theme's colour, or one per colour scheme when the theme follows the system.
 * Rendered by the document itself: the router's head keeps one meta per name.
 */
export function themeColorMeta(theme: 'light' | 'dark' | 'system' | undefined) {
  if (theme === 'light' || theme === 'dark') return [{ content: themeColors[theme] }]
  return [
    { content: themeColors.light, media: '(prefers-color-scheme: light)' },
    { content: themeColors.dark, media: '(prefers-color-scheme: dark)' },
  ]
}
