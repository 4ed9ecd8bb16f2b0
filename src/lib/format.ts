import { localeTags, type Locale } from './i18n/locales'

/**
 * Locale-aware formatting shared by trips and blog. Node and the browser ship different ICU/CLDR versions
 * that disagree on space characters (thin, narrow no-break, no-break), which breaks hydration: every kind
 * of space becomes a plain one so server and browser render the same text.
 */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')

// Building an Intl formatter costs far more than using one: keep one per locale and options (SSR hot path).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' }),
  )

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = cached(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency, maximumFractionDigits: 0 }),
  )
  return sameSpaces(format.format(minor / 100))
}

export function formatDate(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return sameSpaces(dateFormat(locale, { dateStyle: style }).format(new Date(iso)))
}

export function formatDateRange(startIso: string, endIso: string, locale: Locale): string {
  return sameSpaces(dateFormat(locale, { dateStyle: 'medium' }).formatRange(new Date(startIso), new Date(endIso)))
}

export function formatMonth(month: string, locale: Locale): string {
  return sameSpaces(dateFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`)))
}

export function countryName(code: string, locale: Locale): string {
  try {
    return (
      cached(`region:${locale}`, () => new Intl.DisplayNames([localeTags[locale]], { type: 'region' })).of(code) ?? code
    )
  } catch {
    return code
  }
}

/** Number of calendar days a date range spans, both ends included. */
export function daysBetween(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 86_400_000) + 1
}
