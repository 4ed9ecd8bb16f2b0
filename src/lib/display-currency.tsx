import { createContext, useContext, type ReactNode } from 'react'
import { formatMoney, minorDigits, minorToMajor } from './format'
import type { Locale } from './i18n/locales'

/** The visitor's display currency with the reference rates (units per 1 EUR) it converts through. */
export interface DisplayCurrency {
  code: string
  perEur: Record<string, number>
  asOf: string | null
}

/**
 * Converts minor units between currencies through EUR; null when a rate is missing. Rates are per unit, and the two
 * currencies may have different minor digits (1 JPY has none, 1 EUR has 100 cents, 1 KWD 1000 fils).
 */
export function convertMinor(minor: number, from: string, to: string, perEur: Record<string, number>): number | null {
  if (from === to) return minor
  const fromRate = perEur[from]
  const toRate = perEur[to]
  if (!fromRate || !toRate) return null
  return Math.round((minorToMajor(minor, from) / fromRate) * toRate * 10 ** minorDigits(to))
}

/** The converted price ("≈ $1,234"), or null when no approximation applies (same currency, no rate, no choice). */
export function approxPrice(
  minor: number,
  currency: string,
  display: DisplayCurrency | null,
  locale: Locale,
): string | null {
  if (!display || display.code === currency) return null
  const converted = convertMinor(minor, currency, display.code, display.perEur)
  if (converted === null) return null
  // Whole units: cents of a conversion at a reference rate would claim a precision it does not have.
  const unit = 10 ** minorDigits(display.code)
  return formatMoney(Math.round(converted / unit) * unit, display.code, locale)
}

const Context = createContext<DisplayCurrency | null>(null)

/** Provided by the root from the signed-in user's preferences; components read it with useDisplayCurrency(). */
export function DisplayCurrencyProvider({ value, children }: { value: DisplayCurrency | null; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useDisplayCurrency = () => useContext(Context)
