import { describe, expect, it } from 'vitest'
import * as generated from '@/paraglide/registry.js'
import { m } from '@/paraglide/messages'
import { intlCacheSize } from './intl-cache'
import { localeTags, locales } from './locales'
import { datetime, number, plural, relativetime } from './paraglide-registry'

const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5]

describe('Paraglide registry with kept Intl objects', () => {
  it('is the registry the compiled messages use (paraglide.options.ts)', () => {
    expect(generated.plural).toBe(plural)
    expect(generated.number).toBe(number)
    expect(generated.datetime).toBe(datetime)
    expect(generated.relativetime).toBe(relativetime)
  })

  it('answers exactly what a fresh Intl object answers, for every locale', () => {
    for (const locale of [...locales, ...Object.values(localeTags)]) {
      for (const n of counts) {
        expect(plural(locale, n, {})).toBe(new Intl.PluralRules(locale).select(n))
        expect(plural(locale, n, { type: 'ordinal' })).toBe(new Intl.PluralRules(locale, { type: 'ordinal' }).select(n))
        expect(number(locale, n * 1000, { maximumFractionDigits: 1 })).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n * 1000),
        )
        expect(relativetime(locale, -n, { unit: 'day', numeric: 'auto' })).toBe(
          new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-n, 'day'),
        )
      }
      const iso = '2026-03-09T12:00:00Z'
      expect(datetime(locale, iso, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
      )
    }
  })

  it('builds each Intl object once, however often it is used', () => {
    plural('ru', 5, {})
    const before = intlCacheSize()
    for (let i = 0; i < 1_000; i++) plural('ru', i, {})
    expect(intlCacheSize()).toBe(before)
  })

  it('keeps each locale its own rules when calls of different locales interleave', async () => {
    // ru/uk have one/few/many, en/es only one/other: a shared or leaked object would pick the wrong form.
    const expected = {
      en: ['1 post', '2 posts', '5 posts', '21 posts'],
      es: ['1 entrada', '2 entradas', '5 entradas', '21 entradas'],
      ru: ['1 запись', '2 записи', '5 записей', '21 запись'],
      uk: ['1 допис', '2 дописи', '5 дописів', '21 допис'],
    } as const
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const locale = locales[i % locales.length]!
        await new Promise((resolve) => setTimeout(resolve, i % 3))
        return [locale, [1, 2, 5, 21].map((count) => m.blog_posts_count({ count }, { locale }))] as const
      }),
    )
    for (const [locale, texts] of results) expect(texts).toEqual(expected[locale])
  })
})
