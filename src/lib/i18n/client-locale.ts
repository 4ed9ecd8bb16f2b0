import { overwriteGetLocale } from '@/paraglide/runtime'
import { baseLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales'

/**
 * In the browser the active locale is the `$lang` segment of the current route (set by the
 * `$lang` route's beforeLoad). On the server Paraglide reads the per-request AsyncLocalStorage.
 */
let active: Locale | undefined

export function setActiveLocale(locale: Locale) {
  if (typeof window === 'undefined') return
  active = locale
  document.documentElement.lang = locale
}

if (typeof window !== 'undefined') {
  overwriteGetLocale(() => {
    if (active) return active
    const fromDocument = document.documentElement.lang
    return isLocale(fromDocument) ? fromDocument : baseLocale
  })
}

/**
 * The switcher remembers the choice for 365 days (spec §9). The cookie writer is loaded with the first choice, not
 * with the page (ADR 028); callers that load a page next wait for it.
 */
export async function rememberLocale(locale: Locale): Promise<void> {
  const { cookieLine } = await import('@/lib/cookie-line')
  const secure = window.location.protocol === 'https:'
  document.cookie = cookieLine(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure })
}
