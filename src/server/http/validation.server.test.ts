import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'
import { fieldMessage } from '@/lib/validation'
import { cursorSchema, limitSchema } from '@/lib/pagination'
import { m } from '@/paraglide/messages'
import { fieldErrors, parseInput, safeParseInput, withValidationLocale } from './validation.server'

/** The field messages `schema` gives `input` in `locale`, as every edge of the server validates. */
function messages(schema: z.ZodType, input: unknown, locale: (typeof locales)[number]) {
  const result = safeParseInput(schema, input, locale)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`)
  return fieldErrors(result.error)
}

describe.each(locales)('validation messages in %s', (locale) => {
  const o = { locale }

  it('name a missing field, a wrong type in words, and a repeated query value', () => {
    const schema = z.object({
      text: z.string(),
      count: z.number(),
      whole: z.number().int(),
      flag: z.boolean(),
      list: z.array(z.string()),
      nested: z.object({ a: z.string() }),
    })
    expect(messages(schema, {}, locale)).toEqual({
      text: m.validation_required({}, o),
      count: m.validation_required({}, o),
      whole: m.validation_required({}, o),
      flag: m.validation_required({}, o),
      list: m.validation_required({}, o),
      nested: m.validation_required({}, o),
    })
    expect(messages(schema, { text: 1, count: 'x', whole: 1.5, flag: 'yes', list: 'a', nested: [] }, locale)).toEqual({
      text: m.validation_expected_text({}, o),
      count: m.validation_expected_number({}, o),
      whole: m.validation_expected_integer({}, o),
      flag: m.validation_expected_boolean({}, o),
      list: m.validation_expected_list({}, o),
      nested: m.validation_expected_object({}, o),
    })
    expect(messages(schema, null, locale)).toEqual({ _: m.validation_expected_object({}, o) })
    expect(messages(z.object({ q: z.string() }), { q: ['a', 'b'] }, locale)).toEqual({
      q: m.validation_single_value({}, o),
    })
    expect(messages(z.object({ limit: limitSchema(9) }), { limit: 'abc' }, locale)).toEqual({
      limit: m.validation_expected_integer({}, o),
    })
  })

  it('give bounds for numbers, texts (plural forms) and lists', () => {
    const schema = z.object({
      atLeast: z.number().min(1),
      atMost: z.number().max(50),
      positive: z.number().positive(),
      below: z.number().lt(10),
      short: z.string().min(3),
      long: z.string().max(5),
      exact: z.string().length(2),
      empty: z.string().min(1),
      few: z.array(z.string()).min(2),
      many: z.array(z.string()).max(1),
    })
    const input = {
      atLeast: 0,
      atMost: 51,
      positive: 0,
      below: 10,
      short: 'ab',
      long: 'abcdef',
      exact: 'abc',
      empty: '',
      few: ['a'],
      many: ['a', 'b'],
    }
    expect(messages(schema, input, locale)).toEqual({
      atLeast: m.validation_number_min({ min: '1' }, o),
      atMost: m.validation_number_max({ max: '50' }, o),
      positive: m.validation_number_above({ min: '0' }, o),
      below: m.validation_number_below({ max: '10' }, o),
      short: m.validation_text_min({ count: 3 }, o),
      long: m.validation_text_max({ count: 5 }, o),
      exact: m.validation_text_exact({ count: 2 }, o),
      empty: m.validation_required({}, o),
      few: m.validation_list_min({ count: 2 }, o),
      many: m.validation_list_max({ count: 1 }, o),
    })
    expect(messages(z.object({ limit: limitSchema(9) }), { limit: '0' }, locale).limit).toBe(
      m.validation_number_min({ min: '1' }, o),
    )
  })

  it('list the allowed values, refuse unknown parameters, and fall back to a sentence of ours', () => {
    expect(messages(z.object({ lang: z.enum(locales) }), { lang: 'fr' }, locale)).toEqual({
      lang: m.validation_one_of({ values: 'en, es, ru, uk' }, o),
    })
    expect(messages(z.object({ lang: z.enum(locales) }), {}, locale)).toEqual({ lang: m.validation_required({}, o) })
    expect(messages(z.object({ a: z.string().optional() }).strict(), { foo: '1' }, locale)).toEqual({
      _: m.validation_unknown_parameter({}, o),
    })
    expect(messages(z.object({ e: z.email() }), { e: 'nope' }, locale)).toEqual({ e: m.validation_email({}, o) })
    expect(messages(z.object({ r: z.string().regex(/^a+$/) }), { r: 'b' }, locale)).toEqual({
      r: m.validation_format({}, o),
    })
    expect(messages(z.object({ c: z.string().refine(() => false) }), { c: 'x' }, locale)).toEqual({
      c: m.validation_invalid({}, o),
    })
  })
})

describe('the validation scope', () => {
  it('keeps a schema’s own message and its language', () => {
    const schema = z.object({
      name: z.string({ error: () => 'own message' }).min(2),
      cursor: cursorSchema,
      own: z.string().regex(/^a$/, { error: fieldMessage((locale) => `in ${locale}`) }),
    })
    expect(messages(schema, { name: 'x', cursor: 'x', own: 'b' }, 'uk')).toEqual({
      name: 'own message',
      cursor: m.api_invalid_cursor({}, { locale: 'uk' }),
      own: 'in uk',
    })
  })

  it('throws InvalidInputError with the fields from parseInput', () => {
    expect(() => parseInput(z.object({ a: z.number() }), {}, 'es')).toThrow(
      expect.objectContaining({
        status: 400,
        message: m.api_invalid_input({}, { locale: 'es' }),
        fields: { a: m.validation_required({}, { locale: 'es' }) },
      }),
    )
  })

  it('covers what runs inside it (a server function’s validator) and nothing outside', async () => {
    const schema = z.object({ limit: z.number() })
    const inside = await withValidationLocale('ru', async () => {
      await Promise.resolve()
      return schema['~standard'].validate({ limit: 'x' })
    })
    expect('issues' in inside && inside.issues?.[0]?.message).toBe(m.validation_expected_number({}, { locale: 'ru' }))
    // Content files and the environment keep zod's own messages (tests/seed.test.ts reads them).
    const outside = schema.safeParse({ limit: 'x' })
    expect(outside.error?.issues[0]?.message).toBe('Invalid input: expected number, received string')
  })
})
