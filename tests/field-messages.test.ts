// Schemas' own field messages where a pattern is involved (ADR 008, update "validation messages"): each check that a
// generic "wrong format" would leave unclear says what the field wants, in the validation language, and a missing
// value stays "required". No field message of these schemas shows a pattern, a type name or the received value.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'
import { cursorSchema } from '@/lib/pagination'
import { postListFiltersSchema, slugSchema, usernameSchema } from '@/features/blog/blog.schemas'
import { bookingInputSchema, bookingPathIdSchema, idempotencyKeySchema } from '@/features/bookings/bookings.schemas'
import { searchInputSchema } from '@/features/search/search.schemas'
import { destinationSchema, monthSchema, tripIdSchema, tripListFiltersSchema } from '@/features/trips/trips.schemas'
import { m } from '@/paraglide/messages'
import { fieldErrors, safeParseInput, withValidationLocale } from '@/server/http/validation.server'

/** The field messages `schema` gives `input` in `locale`, as every edge of the server validates. */
function messages(schema: z.ZodType, input: unknown, locale: (typeof locales)[number]) {
  const result = safeParseInput(schema, input, locale)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`)
  return fieldErrors(result.error)
}

/** What zod's own messages look like (its locales): a pattern, a comparison, the received value. */
const validatorText =
  /[/\\^$]|[<>]=?|\b(undefined|NaN|expected|received|Invalid|Too)\b|Llave|получено|отримано|ожидал|очікувал/
/** Type names in a translated message ("…что number будет >=1"); English says "Must be a number." in words. */
const typeName = /\b(number|string|undefined|int|boolean|object|array)\b/

describe.each(locales)('field messages in %s', (locale) => {
  const o = { locale }

  it('use the field’s own message where a pattern is involved', () => {
    const month = m.trips_field_month_invalid({}, o)
    expect(messages(tripListFiltersSchema.strict(), { month: '2026-13' }, locale)).toEqual({ month })
    expect(messages(monthSchema, '0999-01', locale)).toEqual({ _: month })
    expect(messages(destinationSchema, 'ITA', locale)).toEqual({ _: m.trips_field_destination_invalid({}, o) })
    expect(messages(tripIdSchema, '0', locale)).toEqual({ _: m.trips_field_id_invalid({}, o) })
    expect(messages(slugSchema, 'Bad Slug', locale)).toEqual({ _: m.blog_field_slug_invalid({}, o) })
    expect(messages(usernameSchema, 'Maria', locale)).toEqual({ _: m.blog_field_username_invalid({}, o) })
    expect(messages(cursorSchema, 'not-a-cursor', locale)).toEqual({ _: m.api_invalid_cursor({}, o) })
    expect(messages(postListFiltersSchema.strict(), { cursor: 'x'.repeat(301) }, locale)).toEqual({
      cursor: m.api_invalid_cursor({}, o),
    })
    expect(messages(bookingPathIdSchema, '0x1', locale)).toEqual({ _: m.bookings_field_id_invalid({}, o) })
    expect(messages(bookingPathIdSchema, '0', locale)).toEqual({ _: m.bookings_field_id_invalid({}, o) })
    expect(messages(idempotencyKeySchema, 'short', locale)).toEqual({
      _: m.bookings_field_idempotency_key_invalid({}, o),
    })
    expect(messages(bookingInputSchema, { tripId: 0, travellers: 11 }, locale)).toEqual({
      tripId: m.trips_field_id_invalid({}, o),
      travellers: m.validation_number_max({ max: '10' }, o),
    })
    // A missing value is "required", not the field's format hint.
    expect(messages(bookingInputSchema, {}, locale)).toEqual({
      tripId: m.validation_required({}, o),
      travellers: m.validation_required({}, o),
    })
  })

  it('never show a pattern, a type name or the received value', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [tripListFiltersSchema.strict(), { month: '2026-13', limit: '0', destination: '1', foo: '1' }],
      [tripListFiltersSchema.strict(), { limit: '51', cursor: ['a', 'b'] }],
      [postListFiltersSchema.strict(), { lang: 'fr', limit: 'x', author: 'A', category: '-' }],
      [z.object({ id: tripIdSchema }), { id: '0' }],
      [bookingInputSchema, { tripId: 'x', travellers: 1.5 }],
      [bookingInputSchema, 'x'],
    ]
    for (const [schema, input] of cases) {
      for (const message of Object.values(messages(schema, input, locale))) {
        expect(message, JSON.stringify(input)).not.toMatch(validatorText)
        if (locale !== 'en') expect(message, JSON.stringify(input)).not.toMatch(typeName)
      }
    }
  })
})

describe('server-function inputs', () => {
  it('are validated in the call’s language, the schemas’ own messages included', async () => {
    const result = await withValidationLocale('uk', () =>
      searchInputSchema['~standard'].validate({ locale: 'uk', q: ' ', type: 'video', limit: 0 }),
    )
    const issues = 'issues' in result ? (result.issues ?? []) : []
    expect(Object.fromEntries(issues.map((issue) => [issue.path?.join('.'), issue.message]))).toEqual({
      q: m.search_query_required({}, { locale: 'uk' }),
      type: m.validation_one_of({ values: 'all, trip, post' }, { locale: 'uk' }),
      limit: m.validation_number_min({ min: '1' }, { locale: 'uk' }),
    })
  })
})
