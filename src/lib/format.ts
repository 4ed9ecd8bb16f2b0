import { localeTags, type Locale } from './i18n/locales'
import { dateTimeFormat, displayNames, numberFormat } from './i18n/intl-cache'

/**
 * Locale-aware formatting shared by trips and blog. Node and the browser ship different ICU/CLDR versions
 * that disagree on space characters (thin, narrow no-break, no-break), which breaks hydration: every kind
 * of space becomes a plain one so server and browser render the same text.
 */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')

// Intl formatters are built once per locale and options (./i18n/intl-cache), never per call: SSR hot path.
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' })

/**
 * Results that stay costly even with a kept formatter: ICU's `formatRange` takes ~0.1 ms a call, and a trips page
 * formats dozens of ranges; plain dates and prices are cheaper but were still ~2 % of a home page's render. Same
 * inputs, same text, so the text itself is kept: bounded, the oldest goes first (a plain Map rather than an LRU
 * library: this module ships to the browser too).
 */
const MAX_TEXTS = 10_000
const texts = new Map<string, string>()
function remembered(key: string, make: () => string): string {
  let text = texts.get(key)
  if (text === undefined) {
    text = make()
    if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value!)
    texts.set(key, text)
  }
  return text
}

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return remembered(`money\u0000${locale}\u0000${currency}\u0000${minor}`, () => {
    const format = numberFormat(localeTags[locale], { style: 'currency', currency, maximumFractionDigits: 0 })
    return sameSpaces(format.format(minor / 100))
  })
}

export function formatDate(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return remembered(`date\u0000${locale}\u0000${style}\u0000${iso}`, () =>
    sameSpaces(dateFormat(locale, { dateStyle: style }).format(new Date(iso))),
  )
}

export function formatDateRange(startIso: string, endIso: string, locale: Locale): string {
  return remembered(`range\u0000${locale}\u0000${startIso}\u0000${endIso}`, () =>
    sameSpaces(dateFormat(locale, { dateStyle: 'medium' }).formatRange(new Date(startIso), new Date(endIso))),
  )
}

export function formatMonth(month: string, locale: Locale): string {
  return remembered(`month\u0000${locale}\u0000${month}`, () =>
    sameSpaces(dateFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`))),
  )
}

function displayName(type: 'region' | 'language', code: string, locale: Locale): string {
  return remembered(`${type}\u0000${locale}\u0000${code}`, () => {
    try {
      return displayNames(localeTags[locale], { type }).of(code) ?? code
    } catch {
      return code // not a valid code for Intl: shown as is
    }
  })
}

export const countryName = (code: string, locale: Locale): string => displayName('region', code, locale)

/** A language's name in the page's language ("Spanish" on an English page). */
export const languageName = (lang: string, locale: Locale): string => displayName('language', lang, locale)

/** Number of calendar days a date range spans, both ends included. */
export function daysBetween(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 86_400_000) + 1
}
