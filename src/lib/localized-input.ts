import { z } from 'zod'
import { InvalidInputError } from './errors'
import { baseLocale, locales, type Locale } from './i18n/locales'
import { m } from '@/paraglide/messages'

// Server-function input with a body whose messages are built in the caller's language (`authSchemas(locale)`,
// `accountSchemas(locale)`): `.validator(localizedInput((locale) => schemas(locale).x))`. The validator runs on the
// server only, at the edge, inside the call's validation scope (server-fn-input.middleware.ts); a failure is an
// InvalidInputError, which that middleware answers as `400 invalid_input` with a message per field, like REST.

/** `{ field: message }` of zod issues (the first per field; the root is "_"). */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message
  return fields
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new InvalidInputError(issueFields(result.error), m.api_invalid_input({}, { locale }))
}

const envelope = z.looseObject({ locale: z.enum(locales), body: z.unknown() })

/**
 * A server function's validator for `{ locale, body, ...extra }`: the page's language, and a body parsed with the
 * schema built in it. `extra` parses the other top-level inputs (a captcha token, a return path).
 */
export function localizedInput<S extends z.ZodType, X extends object = Record<never, never>>(
  build: (locale: Locale) => S,
  extra?: z.ZodType<X>,
): (input: unknown) => X & { locale: Locale; body: z.output<S> } {
  return (input) => {
    const { locale, body, ...rest } = parseOrThrow(envelope, input, baseLocale)
    const more = extra ? parseOrThrow(extra, rest, locale) : ({} as X)
    return { ...more, locale, body: parseOrThrow(build(locale), body, locale) }
  }
}
