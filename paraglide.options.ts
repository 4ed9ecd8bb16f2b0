import type { CompilerOptions } from '@inlang/paraglide-js'

// One set of Paraglide compiler options, shared by the Vite plugin and `npm run gen`.
const localePrefixed = (prefix: string) => `:protocol://:domain(.*)::port?/${prefix}/:path(.*)?`

export const paraglideOptions: CompilerOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The URL prefix is authoritative for localized pages (src/lib/i18n/detect.ts handles `/`).
  strategy: ['url', 'cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'locale',
  cookieMaxAge: 60 * 60 * 24 * 365,
  urlPatterns: [
    {
      pattern: ':protocol://:domain(.*)::port?/:path(.*)?',
      localized: ['en', 'es', 'ru', 'uk'].map((l) => [l, localePrefixed(l)] as [string, string]),
    },
  ],
  routeStrategies: [{ match: ':protocol://:domain(.*)::port?/api/:path(.*)?', exclude: true }],
  emitReadme: false,
}
