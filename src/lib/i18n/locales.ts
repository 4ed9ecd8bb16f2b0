import { baseLocale, getTextDirection, isLocale, locales, type Locale } from '@/paraglide/runtime'

export { baseLocale, isLocale, locales, type Locale }

/** BCP 47 tags used for Intl, `og:locale` and hreflang. */
export const localeTags: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  ru: 'ru-RU',
  uk: 'uk-UA',
}

/** Each language named in itself, for the switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ru: 'Русский',
  uk: 'Українська',
}

export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

const directions = new Map<Locale, 'ltr' | 'rtl'>()

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  let direction = directions.get(locale)
  if (!direction) {
    direction = getTextDirection(locale)
    directions.set(locale, direction)
  }
  return direction
}
