import { AsyncLocalStorage } from 'node:async_hooks'
import { z } from 'zod'
import { InvalidInputError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { issueMessage, provideValidationLocale } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Validation messages (ADR 008, update "validation messages"): every field message the server answers with is one of
// our own, in the caller's language, never zod's generic text (a regex, a type name, "received undefined").
//
// - Input is validated inside a validation scope that names its language: `safeParseInput` / `parseInput` for REST
//   and services, `withValidationLocale` around a server function's chain (its validator runs inside).
// - Inside a scope, zod's global error map gives the generic messages (`issueMessage` in src/lib/validation.ts, the
//   browser's map too), by issue code. A schema's or check's own message (`fieldMessage`, or any `error:` of a
//   schema) outranks it, as zod ranks them.
// - Outside a scope (content files, the environment) zod's own messages are unchanged: they are read by whoever
//   deploys, and name the pattern or type a file or a variable missed.

const scope = new AsyncLocalStorage<Locale>()
provideValidationLocale(() => scope.getStore())
z.config({
  customError: (issue) => {
    const locale = scope.getStore()
    return locale ? issueMessage(issue, locale) : undefined
  },
})

/** Runs `run` (a server function's chain, say) with its validation messages in `locale`. */
export function withValidationLocale<T>(locale: Locale, run: () => T): T {
  return scope.run(locale, run)
}

/** zod issues → `{ field: message }` (the first message per field; the root is "_"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** `schema.safeParse` with every message in `locale`: the field's own, else ours. */
export function safeParseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale) {
  return withValidationLocale(locale, () => {
    const result = schema.safeParse(input)
    // zod writes the messages when `error` is first read: read it here, inside the scope.
    if (!result.success) void result.error
    return result
  })
}

/** Parses input for a service or a REST handler; bad input throws InvalidInputError with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = safeParseInput(schema, input, locale)
  if (result.success) return result.data
  throw new InvalidInputError(fieldErrors(result.error), m.api_invalid_input({}, { locale }))
}
