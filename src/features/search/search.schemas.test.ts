import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'
import { SEARCH_QUERY_MAX, searchTextSchema } from './search.schemas'

describe('search text length', () => {
  // The limit is inclusive: the message said "under 100" ("короче 100", "коротшим за 100") while 100 was accepted.
  const expected = {
    en: 'Keep the search to at most 100 characters.',
    es: 'La búsqueda puede tener como máximo 100 caracteres.',
    ru: 'Запрос может содержать не более 100 символов.',
    uk: 'Запит може містити щонайбільше 100 символів.',
  } as const

  it.each(Object.entries(expected) as Array<[keyof typeof expected, string]>)(
    '%s: accepts exactly the maximum and says "at most" for one more',
    (locale, message) => {
      const schema = searchTextSchema(locale)
      expect(schema.safeParse('a'.repeat(SEARCH_QUERY_MAX)).success).toBe(true)
      const result = schema.safeParse('a'.repeat(SEARCH_QUERY_MAX + 1))
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(message)
    },
  )

  // zod's .max() counts code points (colinhacks/zod#6441, in our 4.6.7); older releases refused 51 emoji.
  it('counts characters, not UTF-16 units: an emoji or other astral character is one', () => {
    const schema = searchTextSchema('en')
    for (const character of ['🏔', '𠀋', '𝒜']) {
      expect(schema.safeParse(character.repeat(SEARCH_QUERY_MAX)).success).toBe(true)
      const result = schema.safeParse(character.repeat(SEARCH_QUERY_MAX + 1))
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(expected.en)
    }
    expect(schema.safeParse(`  ${'é'.repeat(SEARCH_QUERY_MAX - 1)}🏔  `).data).toBe(`${'é'.repeat(99)}🏔`)
  })

  it('keeps the plural forms right for other counts', () => {
    expect(m.search_query_too_long({ max: 1 }, { locale: 'en' })).toBe('Keep the search to at most 1 character.')
    expect(m.search_query_too_long({ max: 21 }, { locale: 'ru' })).toBe('Запрос может содержать не более 21 символа.')
    expect(m.search_query_too_long({ max: 3 }, { locale: 'ru' })).toBe('Запрос может содержать не более 3 символов.')
    expect(m.search_query_too_long({ max: 21 }, { locale: 'uk' })).toBe('Запит може містити щонайбільше 21 символ.')
    expect(m.search_query_too_long({ max: 3 }, { locale: 'uk' })).toBe('Запит може містити щонайбільше 3 символи.')
    expect(m.search_query_too_long({ max: 1 }, { locale: 'es' })).toBe(
      'La búsqueda puede tener como máximo 1 carácter.',
    )
  })
})

describe('search text characters', () => {
  it('refuses NUL and lone surrogates with the localized message (PostgreSQL cannot store them)', () => {
    for (const q of ['a\u0000b', '\u0000', 'x\uD800']) {
      const result = searchTextSchema('ru').safeParse(q)
      expect(result.success, JSON.stringify(q)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(m.security_invalid_characters({}, { locale: 'ru' }))
    }
    expect(searchTextSchema('ru').safeParse('горы 🏔').success).toBe(true)
  })
})

describe('a search text of exclusions only', () => {
  // "-mountain" listed every post without the word: it asks for nothing, so it is refused with what to do.
  it('is refused with the localized hint; a word with exclusions, a phrase or a hyphenated word are not', () => {
    for (const locale of ['en', 'es', 'ru', 'uk'] as const) {
      for (const q of ['-mountain', ' -huts -"hut to hut" ', '-5']) {
        const result = searchTextSchema(locale).safeParse(q)
        expect(result.success, q).toBe(false)
        expect(result.error?.issues[0]?.message).toBe(m.search_query_only_exclusions({}, { locale }))
      }
    }
    expect(m.search_query_only_exclusions({}, { locale: 'uk' })).toBe(
      'Додайте слово для пошуку: «-слово» лише виключає слова.',
    )
    for (const q of ['mountain -huts', '-huts mountain', '"hut -to hut"', 'hut-to-hut', '5'])
      expect(searchTextSchema('en').safeParse(q).success, q).toBe(true)
    // A lone "-" excludes nothing and asks for nothing: refused as an empty text.
    expect(searchTextSchema('uk').safeParse('-').error?.issues[0]?.message).toBe(
      m.search_query_required({}, { locale: 'uk' }),
    )
  })
})
