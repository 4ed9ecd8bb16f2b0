/**
 * Intl objects are expensive to build (ICU data lookups, tens of microseconds each) and cheap to use, and an SSR
 * render formats hundreds of values: build each (kind, locale, options) once per process and reuse it. An Intl
 * object holds no per-call state, so sharing one between concurrent requests cannot leak anything between them.
 * The number of distinct keys is bounded by the code (fixed option sets × 4 locales); MAX_ENTRIES is a safety net.
 */
const MAX_ENTRIES = 500
const cache = new Map<string, unknown>()

function optionsKey(options: object | undefined): string {
  if (!options) return ''
  // Paraglide passes `{}` for plain plurals: skip the JSON for the common case.
  for (const _ in options) return JSON.stringify(options)
  return ''
}

function cached<T>(kind: string, locale: string | readonly string[], options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${String(locale)}\u0000${optionsKey(options)}`
  let value = cache.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
    cache.set(key, value)
  }
  return value
}

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules =>
  cached('plural', locale, options, () => new Intl.PluralRules(locale, options))

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('datetime', locale, options, () => new Intl.DateTimeFormat(locale, options))

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options))

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options))

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached('names', locale, options, () => new Intl.DisplayNames([locale], options))

/**
 * How many minor-unit digits a currency has (ISO 4217: JPY 0, EUR 2, KWD 3): prices are stored in minor units, so
 * this is the power of ten between a stored amount and the currency's unit. Null for a code Intl refuses (not three
 * letters, e.g. a bad stored row): the caller decides how to show it instead of a RangeError failing the page.
 */
export const currencyDigits = (currency: string): number | null =>
  cached('currency-digits', 'en', { currency }, () => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch (error) {
      if (error instanceof RangeError) return null
      throw error
    }
  })

/** For tests: how many Intl objects are kept. */
export const intlCacheSize = () => cache.size
