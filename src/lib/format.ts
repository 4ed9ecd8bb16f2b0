import { localeTags, type Locale } from './i18n/locales'

/**
 * Locale-aware formatting shared by trips and blog. Node and the browser ship different ICU/CLDR versions
 * that disagree on space characters (thin, narrow no-break, no-break), which breaks hydration: every kind
 * of space becomes a plain one so server and browser render the same text.
 */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return sameSpaces(new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / 100))
}

export function formatDate(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return sameSpaces(new Intl.DateTimeFormat(localeTags[locale], { dateStyle: style, timeZone: 'UTC' }).format(new Date(iso)))
}

export function formatDateRange(startIso: string, endIso: string, locale: Locale): string {
  const f = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone: 'UTC' })
  return sameSpaces(f.formatRange(new Date(startIso), new Date(endIso)))
}

export function formatMonth(month: string, locale: Locale): string {
  return sameSpaces(new Intl.DateTimeFormat(localeTags[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)))
}

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Number of calendar days a date range spans, both ends included. */
export function daysBetween(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 86_400_000) + 1
}
