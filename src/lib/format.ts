import { localeTags, type Locale } from './i18n/locales'
import { currencyDigits, dateTimeFormat, displayNames, numberFormat } from './i18n/intl-cache'
import { requestInfo } from './request-info'

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
  if (globalThis[SERVER_TEXTS]) takeServerTexts()
  let text = texts.get(key)
  if (text === undefined) {
    text = make()
    if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value!)
    texts.set(key, text)
  }
  requestInfo()?.texts?.set(key, text)
  return text
}

/**
 * The first Intl object of each kind costs a phone 40–100 ms in the browser (ICU loads its data), and hydration
 * built three or four of them to format again what the server had already formatted. So the server records the
 * texts a page shows (`RequestInfo.texts`), the page carries them (`serverTextsScript`), and the browser starts
 * with them here: the same key gives the same text, and no formatter is built until a text the page lacks is
 * needed (ADR 038).
 */
export const SERVER_TEXTS = '__waypointsTexts'
declare global {
  var __waypointsTexts: Record<string, string> | undefined
}

function takeServerTexts() {
  const seeded = globalThis[SERVER_TEXTS]
  globalThis[SERVER_TEXTS] = undefined
  for (const key in seeded) if (typeof seeded[key] === 'string') texts.set(key, seeded[key])
}

/** At most this many texts ride along with a page (a list page shows a few dozen). */
const MAX_PAGE_TEXTS = 1_000

/**
 * The inline script that gives the browser this render's texts, or undefined when there are none. JSON with `<`
 * and the JavaScript line separators escaped, so no text (a country code straight from the database is shown as
 * is) can end the script or break its parse.
 */
export function serverTextsScript(recorded: ReadonlyMap<string, string> | undefined): string | undefined {
  if (!recorded?.size) return undefined
  const entries: Record<string, string> = {}
  let count = 0
  for (const [key, text] of recorded) {
    if (++count > MAX_PAGE_TEXTS) break
    entries[key] = text
  }
  const json = JSON.stringify(entries).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `self.${SERVER_TEXTS}=${json}`
}

/**
 * A currency's minor digits for arithmetic (ISO 4217: JPY 0, EUR 2, KWD 3). A code Intl refuses (a bad stored row)
 * counts with two, as Intl does for a well-formed code it does not know ("XYZ").
 */
export const minorDigits = (currency: string): number => currencyDigits(currency) ?? 2

/** An amount in minor units (cents, fils; yen have none) as the currency's units: 1234 EUR → 12.34, 1234 JPY → 1234. */
export const minorToMajor = (minor: number, currency: string): number => minor / 10 ** minorDigits(currency)

/**
 * The same as a decimal string with the currency's own digits ("12.34", "1234", "1.234"), as schema.org's price.
 * Written from the integer's digits, so no floating-point step can shift a cent.
 */
export function minorToDecimal(minor: number, currency: string): `${number}` {
  const digits = minorDigits(currency)
  if (!Number.isSafeInteger(minor)) return minorToMajor(minor, currency).toFixed(digits) as `${number}`
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return `${sign}${digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text}` as `${number}`
}

/**
 * A price from minor units: whole units when the amount is whole ("€1,234"), else with its minor digits ("€1,234.50").
 * A code Intl refuses is written after the amount ("1,234.50 EURO"): a bad row must not fail the page.
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return remembered(`money\u0000${locale}\u0000${currency}\u0000${minor}`, () => {
    const known = currencyDigits(currency) !== null
    const digits = minorDigits(currency)
    const fraction = minor % 10 ** digits === 0 ? 0 : digits
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: fraction, maximumFractionDigits: fraction }
    // A decimal string: Intl formats it exactly, with no binary rounding on the way.
    const amount = minorToDecimal(minor, currency)
    if (!known) return sameSpaces(`${numberFormat(localeTags[locale], options).format(amount)} ${currency}`.trim())
    return sameSpaces(numberFormat(localeTags[locale], { ...options, style: 'currency', currency }).format(amount))
  })
}

export function formatDate(iso: string, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return remembered(`date\u0000${locale}\u0000${style}\u0000${iso}`, () =>
    sameSpaces(dateFormat(locale, { dateStyle: style }).format(new Date(iso))),
  )
}

/** A moment with its time, in UTC like every date here (the back office's log and lists). */
export function formatDateTime(iso: string, locale: Locale): string {
  return remembered(`datetime\u0000${locale}\u0000${iso}`, () =>
    sameSpaces(dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))),
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
