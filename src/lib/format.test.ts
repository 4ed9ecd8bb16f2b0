import { describe, expect, it, vi } from 'vitest'
import {
  SERVER_TEXTS,
  countryName,
  formatDate,
  formatDateRange,
  formatMoney,
  formatMonth,
  languageName,
  minorToDecimal,
  minorToMajor,
  serverTextsScript,
} from './format'
import { localeTags, locales, type Locale } from './i18n/locales'

const spaces = (text: string) => text.replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')
const fresh = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' })

const ranges = [
  ['2026-06-01', '2026-06-12'],
  ['2026-06-28', '2026-07-04'],
  ['2026-12-30', '2027-01-06'],
] as const

describe('formatting with kept formatters and remembered texts', () => {
  it('gives every locale the same text as a freshly built formatter, first and later calls alike', () => {
    for (const locale of locales) {
      for (let round = 0; round < 2; round++) {
        for (const [start, end] of ranges) {
          expect(formatDateRange(start, end, locale)).toBe(
            spaces(fresh(locale, { dateStyle: 'medium' }).formatRange(new Date(start), new Date(end))),
          )
          expect(formatDate(start, locale)).toBe(spaces(fresh(locale, { dateStyle: 'long' }).format(new Date(start))))
          expect(formatDate(start, locale, 'medium')).toBe(
            spaces(fresh(locale, { dateStyle: 'medium' }).format(new Date(start))),
          )
        }
        expect(formatMonth('2026-06', locale)).toBe(
          spaces(fresh(locale, { month: 'long', year: 'numeric' }).format(new Date('2026-06-01T00:00:00Z'))),
        )
        expect(formatMoney(123_400, 'EUR', locale)).toBe(
          spaces(
            new Intl.NumberFormat(localeTags[locale], {
              style: 'currency',
              currency: 'EUR',
              maximumFractionDigits: 0,
            }).format(1234),
          ),
        )
        expect(countryName('NP', locale)).toBe(new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of('NP'))
        expect(languageName('uk', locale)).toBe(
          new Intl.DisplayNames([localeTags[locale]], { type: 'language' }).of('uk'),
        )
      }
    }
  })

  it('never answers one locale with the text remembered for another', () => {
    const [start, end] = ranges[0]
    const texts = locales.map((locale) => formatDateRange(start, end, locale))
    expect(new Set(texts).size).toBe(locales.length)
    // Interleaved in reverse order: each locale still gets its own.
    for (const [i, locale] of [...locales].reverse().entries())
      expect(formatDateRange(start, end, locale)).toBe(texts[locales.length - 1 - i])
    expect(languageName('es', 'en')).toBe('Spanish')
    expect(languageName('es', 'ru')).toBe('испанский')
    expect(countryName('FR', 'es')).toBe('Francia')
    expect(countryName('FR', 'en')).toBe('France')
    // Prices and dates keep their text per amount, currency, date and style too.
    expect(formatMoney(5_000, 'EUR', 'en')).toBe('€50')
    expect(formatMoney(5_000, 'USD', 'en')).toBe('$50')
    expect(formatMoney(7_000, 'USD', 'en')).toBe('$70')
    expect(formatDate('2026-06-01', 'en')).toBe('June 1, 2026')
    expect(formatDate('2026-06-01', 'en', 'medium')).toBe('Jun 1, 2026')
    expect(formatDate('2026-06-02', 'en', 'medium')).toBe('Jun 2, 2026')
    expect(formatMonth('2026-07', 'en')).toBe('July 2026')
    expect(formatMonth('2026-07', 'uk')).not.toBe('July 2026')
  })

  it('shows a code Intl does not know as it is', () => {
    expect(countryName('not a code', 'en')).toBe('not a code')
  })
})

describe('prices in minor units of currencies with 0, 2 and 3 minor digits', () => {
  // [currency, stored minor units, the same in the currency's units]
  const amounts = [
    ['JPY', 123_400, 123_400],
    ['KRW', 1_500_000, 1_500_000],
    ['EUR', 123_400, 1234],
    ['USD', 5_000, 50],
    ['KWD', 1_234_000, 1234],
    ['BHD', 2_500, 2.5],
  ] as const

  it.each(locales)('%s: shows the amount in units of its currency', (locale) => {
    for (const [currency, minor, major] of amounts) {
      expect(minorToMajor(minor, currency)).toBe(major)
      const { maximumFractionDigits } = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      const fraction = Number.isInteger(major) ? 0 : maximumFractionDigits
      expect(formatMoney(minor, currency, locale)).toBe(
        spaces(
          new Intl.NumberFormat(localeTags[locale], {
            style: 'currency',
            currency,
            minimumFractionDigits: fraction,
            maximumFractionDigits: fraction,
          }).format(major),
        ),
      )
    }
  })

  it('shows the minor units of an amount that is not whole, and none of a whole one, in every locale', () => {
    const shown = (locale: Locale) => [
      formatMoney(123_450, 'EUR', locale),
      formatMoney(123_400, 'EUR', locale),
      formatMoney(199, 'USD', locale),
      formatMoney(1_234_500, 'KWD', locale),
      formatMoney(123_450, 'JPY', locale),
    ]
    expect(shown('en')).toEqual(['€1,234.50', '€1,234', '$1.99', 'KWD 1,234.500', '¥123,450'])
    expect(shown('es')).toEqual(['1234,50 €', '1234 €', '1,99 US$', '1234,500 KWD', '123.450 JPY'])
    expect(shown('ru')).toEqual(['1 234,50 €', '1 234 €', '1,99 $', '1 234,500 KWD', '123 450 ¥'])
    expect(shown('uk')).toEqual(['1 234,50 EUR', '1 234 EUR', '1,99 USD', '1 234,500 KWD', '123 450 ¥'])
    // Not rounded on the way: the largest stored price keeps its last cent.
    expect(formatMoney(2_147_483_647, 'EUR', 'en')).toBe('€21,474,836.47')
  })

  it('gives the literal texts a reader expects', () => {
    expect(formatMoney(123_400, 'JPY', 'en')).toBe('¥123,400')
    expect(formatMoney(123_400, 'EUR', 'en')).toBe('€1,234')
    expect(formatMoney(1_234_000, 'KWD', 'en')).toBe('KWD 1,234')
    expect(formatMoney(123_400, 'JPY', 'uk')).toBe('123 400 ¥')
    expect(formatMoney(1_234_000, 'KWD', 'ru')).toBe('1 234 KWD')
  })

  it('writes a decimal amount with the currency own digits (schema.org price)', () => {
    expect(minorToDecimal(123_400, 'JPY')).toBe('123400')
    expect(minorToDecimal(189_000, 'EUR')).toBe('1890.00')
    expect(minorToDecimal(1_234_567, 'KWD')).toBe('1234.567')
    expect(minorToDecimal(5, 'BHD')).toBe('0.005')
    expect(minorToDecimal(123_450, 'EUR')).toBe('1234.50')
    expect(minorToDecimal(7, 'EUR')).toBe('0.07')
    expect(minorToDecimal(2_147_483_647, 'EUR')).toBe('21474836.47')
  })
})

describe('texts handed from the server render to the browser', () => {
  it('records every text a request formats, kept or new, and only in that request', async () => {
    const { registerRequestInfoSource } = await import('./request-info')
    const seen = new Map<string, string>()
    registerRequestInfoSource(() => ({ origin: 'http://x', nonce: 'n', texts: seen }))
    try {
      const kept = formatDate('2026-06-01', 'en') // remembered by an earlier test
      const range = formatDateRange('2026-08-03', '2026-08-09', 'es')
      const price = formatMoney(99_900, 'EUR', 'ru')
      const country = countryName('PE', 'uk')
      expect([...seen.values()]).toEqual([kept, range, price, country])
    } finally {
      registerRequestInfoSource(() => undefined)
    }
    formatMonth('2026-09', 'en')
    expect(seen.size).toBe(4)
  })

  it('writes them as a script that cannot end early and reads back the same texts', () => {
    const texts = new Map([
      ['region\u0000en\u0000</script><script>alert(1)</script>', '</script><script>alert(1)</script>'],
      ['date\u0000uk\u0000long\u00002026-06-01', '1 червня 2026\u2028р.\u2029'],
    ])
    const script = serverTextsScript(texts)!
    expect(script).not.toMatch(/[<\u2028\u2029]/)
    const read = new Function('self', `${script}; return self.${SERVER_TEXTS}`) as (self: object) => unknown
    expect(read({})).toEqual(Object.fromEntries(texts))
    expect(serverTextsScript(new Map())).toBeUndefined()
    expect(serverTextsScript(undefined)).toBeUndefined()
  })

  it('gives the browser the server texts without formatting them again', async () => {
    const { registerRequestInfoSource } = await import('./request-info')
    const seen = new Map<string, string>()
    registerRequestInfoSource(() => ({ origin: 'http://x', nonce: 'n', texts: seen }))
    formatDateRange('2027-02-01', '2027-02-07', 'ru')
    formatMoney(12_300, 'USD', 'es')
    registerRequestInfoSource(() => undefined)
    // The server's ICU may word a text differently from the browser's: the server's own text must win.
    const marked = new Map([...seen].map(([key, text]) => [key, `${text} (server)`]))
    new Function('self', serverTextsScript(marked)!)(globalThis)
    vi.resetModules()
    const fresh = await import('./format')
    expect(fresh.formatDateRange('2027-02-01', '2027-02-07', 'ru')).toBe(`${seen.values().next().value} (server)`)
    expect(fresh.formatMoney(12_300, 'USD', 'es')).toMatch(/ \(server\)$/)
    expect(globalThis[SERVER_TEXTS]).toBeUndefined()
    // A text the page did not carry is formatted as before.
    expect(fresh.formatMonth('2027-03', 'en')).toBe('March 2027')
  })
})

describe('a currency code Intl refuses (a bad stored row)', () => {
  it.each(locales)('%s: shows the amount with the code instead of throwing', (locale) => {
    const number = (minor: number, digits: number) =>
      spaces(
        new Intl.NumberFormat(localeTags[locale], {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(minor / 100),
      )
    for (const code of ['EURO', 'E1R', '€']) {
      expect(formatMoney(123_450, code, locale)).toBe(`${number(123_450, 2)} ${code}`)
      expect(formatMoney(123_400, code, locale)).toBe(`${number(123_400, 0)} ${code}`)
    }
    expect(formatMoney(123_450, '', locale)).toBe(number(123_450, 2))
  })

  it('counts with two minor digits for arithmetic and JSON-LD', () => {
    expect(minorToMajor(123_450, 'EURO')).toBe(1234.5)
    expect(minorToDecimal(123_450, 'EURO')).toBe('1234.50')
    expect(formatMoney(123_450, 'EURO', 'en')).toBe('1,234.50 EURO')
  })
})
