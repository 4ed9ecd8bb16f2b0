// The browser's validation messages (ADR 008, update "the browser's messages are ours too"): with zod set up as the
// browser build sets it up (zod-browser.ts), every shared schema, failing in every way the generator below finds,
// answers in the page's language with one of our Paraglide messages, never zod's default text ("Invalid input",
// "Too small: expected string to have >=1 characters", "Unrecognized key").
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { bookingInputSchema } from '@/features/bookings/bookings.schemas'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { overwriteGetLocale } from '@/paraglide/runtime'

/** Every module of shared (client-safe) schemas. */
const modules = {
  ...import.meta.glob<Record<string, unknown>>('/src/features/*/*.schemas.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['/src/lib/pagination.ts', '/src/lib/localized-text.ts'], {
    eager: true,
  }),
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType

/** The module's schemas by name; factories (`authSchemas(locale)`, `searchTextSchema(locale)`) built in `locale`. */
function schemasOf(file: string, exports: Record<string, unknown>, locale: Locale): Array<[string, z.ZodType]> {
  const found: Array<[string, z.ZodType]> = []
  for (const [name, value] of Object.entries(exports)) {
    if (isSchema(value)) found.push([`${file} ${name}`, value])
    else if (typeof value === 'function' && /Schemas?$/.test(name)) {
      const built: unknown = (value as (locale: Locale) => unknown)(locale)
      if (isSchema(built)) found.push([`${file} ${name}()`, built])
      else if (built && typeof built === 'object')
        for (const [key, schema] of Object.entries(built))
          if (isSchema(schema)) found.push([`${file} ${name}().${key}`, schema])
    }
  }
  return found
}

/** Values of every kind and size: each fails some check of some schema (type, bounds, format, list size). */
const leaves: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  Number.NaN,
  '',
  ' ',
  'x',
  'Not A Slug!',
  '2026-13',
  'x'.repeat(121),
  'x'.repeat(501),
  'x'.repeat(5000),
  'x'.repeat(100_001),
  '\u0000',
  [],
  ['x', 'x'],
  Array.from({ length: 11 }, (_, i) => `tag-${i}`),
  [1],
  {},
]

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The object shape under optional, default, pipes and the like; null for anything else. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema)
  if (def.type === 'object') return def.shape ?? null
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined)
  return inner ? shapeOf(inner) : null
}

/** Failing inputs for a schema: the leaves, and for an object each field given each failing value, nested too. */
function failingInputs(schema: z.ZodType, depth = 0): unknown[] {
  const shape = shapeOf(schema)
  if (!shape || depth > 2) return leaves
  const inputs: unknown[] = [...leaves, { unexpectedKey: 1 }]
  for (const [key, field] of Object.entries(shape))
    for (const value of failingInputs(field, depth + 1)) inputs.push({ [key]: value })
  return inputs
}

/** Our messages in `locale` as patterns: each `{parameter}` stands for any text. */
function paraglideMessages(locale: Locale): RegExp[] {
  const json = JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >
  const texts: string[] = []
  for (const [key, value] of Object.entries(json)) {
    if (key.startsWith('$')) continue
    if (typeof value === 'string') texts.push(value)
    else if (Array.isArray(value))
      for (const variant of value as Array<{ match: Record<string, string> }>)
        texts.push(...Object.values(variant.match))
  }
  return texts
    .filter((text) => text.replace(/\{\w+\}/g, '').trim().length >= 3)
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\s\\S]+?')}$`,
        ),
    )
}

let pageLocale: Locale = 'en'

beforeAll(async () => {
  overwriteGetLocale(() => pageLocale)
  // The browser build's zod (vite.config.ts resolves every client import of 'zod' to it); it configures zod in a
  // document only.
  vi.stubGlobal('document', {})
  await import('./zod-browser')
  vi.unstubAllGlobals()
})

describe.each(locales)('browser validation messages in %s', (locale) => {
  beforeAll(() => {
    pageLocale = locale
  })

  it('every shared schema’s failures read as one of our messages in the page’s language', () => {
    const patterns = paraglideMessages(locale)
    const known = new Map<string, boolean>()
    const ours = (message: string) => {
      if (!known.has(message))
        known.set(
          message,
          patterns.some((pattern) => pattern.test(message)),
        )
      return known.get(message)!
    }
    // A schema's message that is not ours → the first input that got it.
    const foreign = new Map<string, string>()
    let schemas = 0
    let checked = 0
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, schema] of schemasOf(file, exports, locale)) {
        schemas++
        for (const input of failingInputs(schema)) {
          const result = schema.safeParse(input)
          if (result.success) continue
          for (const issue of result.error.issues) {
            checked++
            const key = `${name} → ${issue.message}`
            if (!foreign.has(key) && !ours(issue.message)) foreign.set(key, String(JSON.stringify(input)).slice(0, 80))
          }
        }
      }
    }
    expect(schemas).toBeGreaterThan(40)
    expect(checked).toBeGreaterThan(1000)
    expect([...foreign].slice(0, 30)).toEqual([])
  })

  it('a check without a message of its own gets the server’s generic one, in the page’s language', () => {
    const o = { locale }
    const result = bookingInputSchema.safeParse({ travellers: 11 })
    expect(result.success).toBe(false)
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      // tripId's own message steps aside for a missing value.
      tripId: m.validation_required({}, o),
      travellers: m.validation_number_max({ max: '10' }, o),
    })
    expect(
      z
        .strictObject({ a: z.string().min(3) })
        .safeParse({ a: 'x', b: 1 })
        .error?.issues.map((i) => i.message),
    ).toEqual([m.validation_text_min({ count: 3 }, o), m.validation_unknown_parameter({}, o)])
  })
})
