/**
 * Paraglide's message functions call these for plurals, numbers, dates and relative times. Paraglide's own
 * registry builds a new Intl object on every call (one `Intl.PluralRules` per plural message per render); this one,
 * compiled in its place (paraglide.options.ts), reuses them. Same signatures and output as Paraglide's.
 */
import { dateTimeFormat, numberFormat, pluralRules, relativeTimeFormat } from './intl-cache'

type RelativeTimeOptions = Intl.RelativeTimeFormatOptions & { unit: Intl.RelativeTimeFormatUnit }

export function plural(locale: string, input: unknown, options?: Intl.PluralRulesOptions): string {
  return pluralRules(locale, options).select(Number(input))
}

export function number(locale: string, input: unknown, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(Number(input))
}

export function datetime(locale: string, input: unknown, options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, options).format(new Date(input as string))
}

export function relativetime(locale: string, input: unknown, options: RelativeTimeOptions): string {
  const { unit, ...intlOptions } = options
  return relativeTimeFormat(locale, intlOptions).format(Number(input), unit)
}
