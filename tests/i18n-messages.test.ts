// Message catalogue checks (team rule: every user-facing string in all four locales, real translations,
// ru/uk plurals with one/few/many, and no unused keys).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'

const root = path.resolve(import.meta.dirname, '..')
const locales = ['en', 'es', 'ru', 'uk'] as const
type Loc = (typeof locales)[number]
type Variant = { declarations?: string[]; selectors?: string[]; match?: Record<string, string> }
type Message = string | Variant[]

function load(locale: Loc): Record<string, Message> {
  const json = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<
    string,
    Message
  >
  delete json.$schema
  return json
}
const catalogues = Object.fromEntries(locales.map((l) => [l, load(l)])) as Record<Loc, Record<string, Message>>
const en = catalogues.en
const keys = Object.keys(en).sort()

/**
 * Values that may equal English: brand names, and words the language really spells the same way.
 * Keep this short; anything else identical to English is an untranslated string.
 */
const sameAsEnglish: Record<Exclude<Loc, 'en'>, readonly string[]> = {
  es: [
    'site_name',
    'nav_blog',
    'error_status_label',
    'consent_entry_google_analytics_name',
    'consent_target_cookies',
    'staff_role_editor',
  ],
  ru: ['site_name', 'consent_entry_google_analytics_name'],
  uk: ['site_name', 'consent_entry_google_analytics_name'],
}

const pluralCategories: Record<Loc, readonly string[]> = {
  en: ['one', '*'],
  es: ['one', '*'],
  ru: ['one', 'few', 'many', '*'],
  uk: ['one', 'few', 'many', '*'],
}

function pluralSelectors(message: Message): string[] {
  if (typeof message === 'string') return []
  const result: string[] = []
  for (const variant of message) {
    for (const declaration of variant.declarations ?? []) {
      const found = /^local\s+(\w+)\s*=\s*\w+\s*:\s*plural\b/.exec(declaration)
      if (found?.[1]) result.push(found[1])
    }
  }
  return result
}

/** Every `{name}` placeholder and every declared input of a message. */
function inputs(message: Message): string[] {
  const names = new Set<string>()
  const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match ?? {}))
  for (const text of texts) for (const match of text.matchAll(/\{\s*(\w+)\s*\}/g)) if (match[1]) names.add(match[1])
  if (typeof message !== 'string') {
    for (const variant of message) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+(\w+)/.exec(declaration)
        if (input?.[1]) names.add(input[1])
      }
    }
    // Locals derived from inputs (e.g. countPlural) are not inputs.
    for (const local of pluralSelectors(message)) names.delete(local)
  }
  return [...names].sort()
}

function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match ?? {}))
}

describe('message catalogues', () => {
  it('has messages', () => {
    expect(keys.length).toBeGreaterThan(10)
  })

  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the keys of en', (locale) => {
    const other = Object.keys(catalogues[locale])
    expect({ missing: keys.filter((k) => !other.includes(k)), extra: other.filter((k) => !(k in en)).sort() }).toEqual({
      missing: [],
      extra: [],
    })
  })

  it.each(locales)('%s has no empty messages', (locale) => {
    const empty = Object.entries(catalogues[locale])
      .filter(([, message]) => texts(message).length === 0 || texts(message).some((t) => t.trim() === ''))
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it.each(locales.filter((l) => l !== 'en'))('%s uses the same placeholders as en', (locale) => {
    const mismatched = keys
      .filter((key) => key in catalogues[locale])
      .filter((key) => JSON.stringify(inputs(catalogues[locale][key]!)) !== JSON.stringify(inputs(en[key]!)))
      .map(
        (key) =>
          `${key}: en ${JSON.stringify(inputs(en[key]!))} vs ${JSON.stringify(inputs(catalogues[locale][key]!))}`,
      )
    expect(mismatched).toEqual([])
  })

  it.each(locales.filter((l) => l !== 'en') as Array<Exclude<Loc, 'en'>>)(
    '%s is translated (nothing identical to en)',
    (locale) => {
      const identical = keys.filter(
        (key) =>
          !sameAsEnglish[locale].includes(key) && JSON.stringify(catalogues[locale][key]) === JSON.stringify(en[key]),
      )
      expect(identical, `untranslated in ${locale} (or add a real cognate/brand to the list)`).toEqual([])
    },
  )

  it('keeps the same-as-English list honest (every entry still exists)', () => {
    for (const list of Object.values(sameAsEnglish)) for (const key of list) expect(keys).toContain(key)
  })

  it.each(locales)('%s plural messages cover every plural category of the language', (locale) => {
    const problems: string[] = []
    for (const key of keys) {
      const message = catalogues[locale][key]
      if (!message) continue
      const selectors = pluralSelectors(message)
      // A plural in English must stay a plural in every translation.
      if (pluralSelectors(en[key]!).length > 0 && selectors.length === 0) problems.push(`${key}: not a plural`)
      if (typeof message === 'string') continue
      for (const variant of message) {
        const matchKeys = Object.keys(variant.match ?? {})
        for (const selector of selectors) {
          if (!(variant.selectors ?? []).includes(selector)) problems.push(`${key}: ${selector} is not a selector`)
          for (const category of pluralCategories[locale]) {
            if (!matchKeys.includes(`${selector}=${category}`)) problems.push(`${key}: missing ${selector}=${category}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('message usage', () => {
  function sourceFiles(dir: string): string[] {
    const out: string[] = []
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) {
        if (full === path.join(root, 'src', 'paraglide')) continue
        out.push(...sourceFiles(full))
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        out.push(full)
      }
    }
    return out
  }
  const source = sourceFiles(path.join(root, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const isUsed = (key: string) =>
    new RegExp(`\\bm\\.${escape(key)}(?![\\w$])|\\bm\\[\\s*['"\`]${escape(key)}['"\`]\\s*\\]`).test(source)

  it('every message key is used in src/ (m.key, m.key(...) or m["key"])', () => {
    const unused = keys.filter((key) => !isUsed(key))
    expect(unused, 'unused message keys: remove them from messages/*.json or use them').toEqual([])
  })
})

describe('compiled messages', () => {
  it('pluralises ru reading time with one/few/many', () => {
    expect(m.content_reading_time({ count: 1 }, { locale: 'ru' })).toBe('1 минута чтения')
    expect(m.content_reading_time({ count: 2 }, { locale: 'ru' })).toBe('2 минуты чтения')
    expect(m.content_reading_time({ count: 5 }, { locale: 'ru' })).toBe('5 минут чтения')
    expect(m.content_reading_time({ count: 11 }, { locale: 'ru' })).toBe('11 минут чтения')
    expect(m.content_reading_time({ count: 21 }, { locale: 'ru' })).toBe('21 минута чтения')
    expect(m.content_reading_time({ count: 22 }, { locale: 'ru' })).toBe('22 минуты чтения')
  })
  it('pluralises uk reading time with one/few/many', () => {
    expect(m.content_reading_time({ count: 1 }, { locale: 'uk' })).toBe('1 хвилина читання')
    expect(m.content_reading_time({ count: 3 }, { locale: 'uk' })).toBe('3 хвилини читання')
    expect(m.content_reading_time({ count: 5 }, { locale: 'uk' })).toBe('5 хвилин читання')
    expect(m.content_reading_time({ count: 21 }, { locale: 'uk' })).toBe('21 хвилина читання')
  })
  it('pluralises en and es with one/other', () => {
    expect(m.content_reading_time({ count: 1 }, { locale: 'en' })).toBe('1 minute read')
    expect(m.content_reading_time({ count: 2 }, { locale: 'en' })).toBe('2 minutes read')
    expect(m.content_reading_time({ count: 1 }, { locale: 'es' })).toBe('1 minuto de lectura')
    expect(m.content_reading_time({ count: 7 }, { locale: 'es' })).toBe('7 minutos de lectura')
  })
  it('interpolates the not-found path in every locale', () => {
    expect(m.error_not_found_path({ path: '/en/x' }, { locale: 'en' })).toBe('Page not found: /en/x')
    expect(m.error_not_found_route({ path: '/fr/x' }, { locale: 'en' })).toBe('Page Not Found: /fr/x')
    for (const locale of locales) expect(m.error_not_found_path({ path: '/zz' }, { locale })).toContain('/zz')
  })
})
