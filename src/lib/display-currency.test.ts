import { describe, expect, it } from 'vitest'
import { approxPrice, convertMinor } from './display-currency'
import { localeTags, locales } from './i18n/locales'

// Units of each currency per 1 EUR (the shape the exchange_rates table gives).
const perEur = { EUR: 1, USD: 1.08, JPY: 165, KWD: 0.33 }

describe('converting minor units between currencies with different minor digits', () => {
  it('keeps every result in minor units of the target currency', () => {
    // €1,000.00 = 100,000 cents → ¥165,000 (no minor unit) → KWD 330.000 (330,000 fils).
    expect(convertMinor(100_000, 'EUR', 'JPY', perEur)).toBe(165_000)
    expect(convertMinor(100_000, 'EUR', 'KWD', perEur)).toBe(330_000)
    expect(convertMinor(165_000, 'JPY', 'EUR', perEur)).toBe(100_000)
    expect(convertMinor(165_000, 'JPY', 'KWD', perEur)).toBe(330_000)
    expect(convertMinor(330_000, 'KWD', 'USD', perEur)).toBe(108_000)
    expect(convertMinor(100_000, 'EUR', 'USD', perEur)).toBe(108_000)
    expect(convertMinor(100, 'EUR', 'GBP', perEur)).toBeNull()
  })

  it.each(locales)('%s: the approximation shows the same amount as a direct conversion', (locale) => {
    const yen = { code: 'JPY', perEur, asOf: '2026-11-01' }
    const fils = { code: 'KWD', perEur, asOf: '2026-11-01' }
    const format = (currency: string, major: number) =>
      new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency, maximumFractionDigits: 0 })
        .format(major)
        .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')
    expect(approxPrice(100_000, 'EUR', yen, locale)).toBe(format('JPY', 165_000))
    expect(approxPrice(100_000, 'EUR', fils, locale)).toBe(format('KWD', 330))
  })

  it('rounds an approximation to whole units, also of a price with cents', () => {
    const dollars = { code: 'USD', perEur, asOf: '2026-11-01' }
    // €1,234.50 × 1.08 = $1,333.26.
    expect(approxPrice(123_450, 'EUR', dollars, 'en')).toBe('$1,333')
    expect(approxPrice(123_450, 'EUR', { ...dollars, code: 'KWD' }, 'en')).toBe('KWD 407')
  })

  it('a price in a currency code Intl refuses gets no approximation, and converting it does not throw', () => {
    const dollars = { code: 'USD', perEur, asOf: '2026-11-01' }
    expect(approxPrice(123_450, 'EURO', dollars, 'en')).toBeNull()
    // Even with a rate stored under it: counted with two minor digits.
    expect(convertMinor(123_450, 'EURO', 'USD', { ...perEur, EURO: 1 })).toBe(133_326)
    expect(approxPrice(123_450, 'USD', { code: 'E1R', perEur: { ...perEur, E1R: 1 }, asOf: null }, 'en')).toBe(
      '1,143 E1R',
    )
  })
})
