import type { CompilerOptions } from '@inlang/paraglide-js'

/** One set of Paraglide compiler options, shared by the Vite plugin and `npm run gen`. */
export const paraglideOptions: CompilerOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The URL prefix decides the locale (src/server-entry.ts on the server, the $lang route in the browser);
  // these strategies are only Paraglide's fallback. Leaving out 'url' keeps the URLPattern polyfill
  // out of the browser bundle.
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'locale',
  cookieMaxAge: 60 * 60 * 24 * 365,
  emitReadme: false,
  // Paraglide's generated registry builds an Intl object on every plural/number/date call; ours reuses them.
  additionalFiles: {
    'registry.js': [
      '/** @typedef {Intl.RelativeTimeFormatUnit} RelativeTimeFormatUnit */',
      "export { plural, number, datetime, relativetime } from '../lib/i18n/paraglide-registry.ts'",
      '',
    ].join('\n'),
  },
}
