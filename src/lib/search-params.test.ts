import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blogSearchSchema, slugSchema, usernameSchema } from '@/features/blog/blog.schemas'
import { searchPageSearchSchema } from '@/features/search/search.schemas'
import { tripIdSchema, tripsSearchSchema } from '@/features/trips/trips.schemas'
import { postIdSchema } from '@/features/writing/writing.schemas'
import { encodeCursor } from './cursor'
import {
  blogSearch,
  cursorSearch,
  emailConfirmSearch,
  googleCallbackSearch,
  loginSearch,
  passwordResetSearch,
  postIdValue,
  preferencesSearch,
  searchPageSearch,
  slugValue,
  telegramSearch,
  tripIdValue,
  tripSearch,
  tripsSearch,
  usernameValue,
} from './search-params'
import { textParam } from './text-input'

// The route parsers replace zod schemas in the browser (ADR 028); here they must give what the schemas give, for
// the values people and tools put in URLs and for arbitrary ones.

const cursor = encodeCursor(['2026-05-01', 7])
const tricky = fc.constantFrom(
  '',
  ' ',
  'a',
  'ab',
  'a-b',
  'a--b',
  '-a',
  'A',
  'ok_name',
  'x'.repeat(121),
  'x'.repeat(41),
  '\u0000',
  '\uD800',
  '😀',
  // Around the search text's 100-character bound, in characters of two UTF-16 units.
  '😀'.repeat(60),
  '😀'.repeat(100),
  '😀'.repeat(101),
  'a' + '😀'.repeat(99),
  '0',
  '1',
  '01',
  '123456789',
  '1234567890',
  '2147483647',
  '2147483648',
  'fr',
  ' FR ',
  'f1',
  '2026-05',
  '1899-12',
  '3000-01',
  '2026-13',
  cursor,
  cursor + '=',
  'bm90IGpzb24',
  'signin',
  'signup',
  'all',
  'trip',
  'post',
  'uk',
  'es',
  'de',
)
const rawValue = fc.oneof(
  tricky,
  fc.string({ maxLength: 130 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 95, maxLength: 125 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
)
const keys = [
  'category',
  'tag',
  'cursor',
  'destination',
  'month',
  'q',
  'type',
  'lang',
  'redirect',
  'error',
  'mode',
  'token',
  'emailChange',
  'book',
  'extra',
]
const rawSearch = fc.dictionary(fc.constantFrom(...keys), rawValue, { maxKeys: 6 })

/** What a zod schema gives, or undefined when it refuses the value (paramOrNotFound's 404). */
const zodValue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? result.data : undefined
}

const runs = { numRuns: 400 }

describe('route search parsers match the zod schemas they replace', () => {
  it('blog, category/tag/author (cursor only), trips, search', () => {
    const cursorOnly = z.object({ cursor: blogSearchSchema.shape.cursor })
    fc.assert(
      fc.property(rawSearch, (raw) => {
        expect(blogSearch(raw)).toEqual(blogSearchSchema.parse(raw))
        expect(cursorSearch(raw)).toEqual(cursorOnly.parse(raw))
        expect(tripsSearch(raw)).toEqual(tripsSearchSchema.parse(raw))
        expect(searchPageSearch(raw)).toEqual(searchPageSearchSchema.parse(raw))
      }),
      runs,
    )
  })

  it('sign-in, provider callbacks, mailed links, preferences, the booking step', () => {
    const text = (max: number) => textParam(max).optional().catch(undefined)
    const schemas = {
      login: z.object({
        redirect: text(2048),
        error: text(64),
        mode: z.enum(['signin', 'signup']).optional().catch(undefined),
      }),
      google: z.object({ redirect: text(2048), error: text(200) }),
      confirm: z.object({ token: text(4096), redirect: text(2048) }),
      reset: z.object({ token: text(4096) }),
      preferences: z.object({ emailChange: z.string().min(1).max(512).optional().catch(undefined) }),
      trip: z.object({ book: z.literal(1).optional().catch(undefined) }),
      telegram: z.record(z.string(), z.union([textParam(4096), z.number()]).transform(String)).catch({}),
    }
    fc.assert(
      fc.property(rawSearch, (raw) => {
        expect(loginSearch(raw)).toEqual(schemas.login.parse(raw))
        expect(googleCallbackSearch(raw)).toEqual(schemas.google.parse(raw))
        expect(emailConfirmSearch(raw)).toEqual(schemas.confirm.parse(raw))
        expect(passwordResetSearch(raw)).toEqual(schemas.reset.parse(raw))
        expect(preferencesSearch(raw)).toEqual(schemas.preferences.parse(raw))
        expect(tripSearch(raw)).toEqual(schemas.trip.parse(raw))
        expect(telegramSearch(raw)).toEqual(schemas.telegram.parse(raw))
      }),
      runs,
    )
  })

  it('path params: slug, username, trip id, post id', () => {
    fc.assert(
      fc.property(rawValue, (value) => {
        expect(slugValue(value)).toEqual(zodValue(slugSchema, value))
        expect(usernameValue(value)).toEqual(zodValue(usernameSchema, value))
        expect(tripIdValue(value)).toEqual(zodValue(tripIdSchema, value))
        // The editor route checks digits first, then the schema coerces.
        const digits = typeof value === 'string' && /^\d+$/.test(value)
        expect(postIdValue(value)).toEqual(digits ? zodValue(postIdSchema, value) : undefined)
      }),
      runs,
    )
  })

  it('keeps good values and turns bad ones into undefined', () => {
    expect(blogSearch({ category: 'hiking', tag: 'Bad Tag', cursor })).toStrictEqual({
      category: 'hiking',
      tag: undefined,
      cursor,
    })
    expect(tripsSearch({ destination: ' fr ', month: '2026-13', cursor: 'nope' })).toStrictEqual({
      destination: 'FR',
      month: undefined,
      cursor: undefined,
    })
    expect(searchPageSearch({ q: 'lisbon', type: 'trip' })).toStrictEqual({
      q: 'lisbon',
      type: 'trip',
      lang: undefined,
      cursor: undefined,
    })
    expect(searchPageSearch({ q: 'lisbon', lang: 'uk' }).lang).toBe('uk')
    expect(searchPageSearch({ q: 'lisbon', lang: 'de' }).lang).toBeUndefined()
    // A bare `?tag=2025` reaches the parser as the number the router read: the slug it was typed as.
    expect(blogSearch({ tag: 2025, category: true })).toStrictEqual({
      category: 'true',
      tag: '2025',
      cursor: undefined,
    })
    expect(telegramSearch({ id: 42, hash: 'abc' })).toStrictEqual({ id: '42', hash: 'abc' })
    expect(telegramSearch({ id: 42, hash: '\u0000' })).toStrictEqual({ id: undefined, hash: undefined })
  })

  // The router spreads a route's parsed search over the raw one: a refused value must not survive that merge (it
  // reached the loader, and `/en/blog?tag=Bad%20Tag` answered 500).
  it('leaves no refused raw value behind once the router merges the parsed search over the raw one', () => {
    const text = (max: number) => textParam(max).optional().catch(undefined)
    const routes: Array<[(raw: Record<string, unknown>) => Record<string, unknown>, z.ZodObject]> = [
      [blogSearch, blogSearchSchema],
      [tripsSearch, tripsSearchSchema],
      [searchPageSearch, searchPageSearchSchema],
      [cursorSearch, z.object({ cursor: blogSearchSchema.shape.cursor })],
      [
        loginSearch,
        z.object({
          redirect: text(2048),
          error: text(64),
          mode: z.enum(['signin', 'signup']).optional().catch(undefined),
        }),
      ],
      [emailConfirmSearch, z.object({ token: text(4096), redirect: text(2048) })],
      [tripSearch, z.object({ book: z.literal(1).optional().catch(undefined) })],
    ]
    fc.assert(
      fc.property(rawSearch, (raw) => {
        for (const [parse, schema] of routes) {
          const merged = { ...raw, ...parse(raw) }
          const expected = schema.parse(raw) as Record<string, unknown>
          for (const key of Object.keys(schema.shape)) expect(merged[key]).toEqual(expected[key])
        }
        const telegram = { ...raw, ...telegramSearch(raw) }
        for (const value of Object.values(telegram)) expect(value === undefined || typeof value === 'string').toBe(true)
      }),
      runs,
    )
  })
})
