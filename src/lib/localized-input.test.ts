import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { m } from '@/paraglide/messages'
import { InvalidInputError } from './errors'
import type { Locale } from './i18n/locales'
import { localizedInput } from './localized-input'

const schemas = (locale: Locale) =>
  z.strictObject({ name: z.string().min(1, { error: () => m.auth_field_name_invalid({}, { locale }) }) })

const caught = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('no failure')
}

describe('localizedInput (a server function’s body parsed at the edge in the page’s language)', () => {
  const validator = localizedInput(schemas, z.object({ captchaToken: z.string().optional() }))

  it('answers typed input: the locale, the parsed body and the extra fields', () => {
    expect(validator({ locale: 'uk', body: { name: 'Ада' }, captchaToken: 't' })).toEqual({
      locale: 'uk',
      body: { name: 'Ада' },
      captchaToken: 't',
    })
  })

  it('a bad body is an InvalidInputError with the field messages in that language (400 at the edge)', () => {
    const error = caught(() => validator({ locale: 'ru', body: { name: '' } }))
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).fields).toEqual({ name: m.auth_field_name_invalid({}, { locale: 'ru' }) })
    expect((error as InvalidInputError).message).toBe(m.api_invalid_input({}, { locale: 'ru' }))
  })

  it('an unknown language or a bad extra field is refused the same way', () => {
    expect(caught(() => validator({ locale: 'xx', body: { name: 'a' } }))).toBeInstanceOf(InvalidInputError)
    const extra = caught(() => validator({ locale: 'en', body: { name: 'a' }, captchaToken: 5 }))
    expect(Object.keys((extra as InvalidInputError).fields ?? {})).toEqual(['captchaToken'])
  })
})
