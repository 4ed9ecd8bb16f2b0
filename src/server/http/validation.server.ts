import { AsyncLocalStorage } from 'node:async_hooks'
import { z } from 'zod'
import { InvalidInputError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { provideValidationLocale } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Validation messages (ADR 008, update "validation messages"): every field message the server answers with is one of
// our own, in the caller's language, never zod's generic text (a regex, a type name, "received undefined").
//
// - Input is validated inside a validation scope that names its language: `safeParseInput` / `parseInput` for REST
//   and services, `withValidationLocale` around a server function's chain (its validator runs inside).
// - Inside a scope, zod's global error map gives the generic messages below, by issue code. A schema's or check's
//   own message (`fieldMessage` in src/lib/validation.ts, or any `error:` of a schema) outranks it, as zod ranks them.
// - Outside a scope (content files, the environment, the client) zod's own messages are unchanged.

const scope = new AsyncLocalStorage<Locale>()
provideValidationLocale(() => scope.getStore())
z.config({
  customError: (issue) => {
    const locale = scope.getStore()
    return locale ? issueMessage(issue, locale) : undefined
  },
})

/** Types whose value a repeated query parameter (an array) cannot be. */
const singleValueTypes = new Set(['string', 'number', 'int', 'boolean', 'bigint'])

function typeMessage(expected: string, locale: Locale): string {
  switch (expected) {
    case 'number':
    case 'nan':
    case 'bigint':
      return m.validation_expected_number({}, { locale })
    case 'int':
      return m.validation_expected_integer({}, { locale })
    case 'string':
      return m.validation_expected_text({}, { locale })
    case 'boolean':
      return m.validation_expected_boolean({}, { locale })
    case 'array':
    case 'tuple':
    case 'set':
      return m.validation_expected_list({}, { locale })
    case 'object':
    case 'record':
    case 'map':
      return m.validation_expected_object({}, { locale })
    default:
      return m.validation_invalid({}, { locale })
  }
}

type SizeIssue = { origin: string; inclusive?: boolean; exact?: boolean }

function tooSmall(issue: SizeIssue & { minimum: number | bigint }, locale: Locale): string {
  const count = Number(issue.minimum)
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? m.validation_number_above({ min: String(issue.minimum) }, { locale })
        : m.validation_number_min({ min: String(issue.minimum) }, { locale })
    case 'string':
      if (issue.exact) return m.validation_text_exact({ count }, { locale })
      // An empty text where one is needed is a missing value.
      return count <= 1 ? m.validation_required({}, { locale }) : m.validation_text_min({ count }, { locale })
    case 'array':
    case 'set':
      return m.validation_list_min({ count }, { locale })
    default:
      return m.validation_invalid({}, { locale })
  }
}

function tooBig(issue: SizeIssue & { maximum: number | bigint }, locale: Locale): string {
  const count = Number(issue.maximum)
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? m.validation_number_below({ max: String(issue.maximum) }, { locale })
        : m.validation_number_max({ max: String(issue.maximum) }, { locale })
    case 'string':
      return issue.exact ? m.validation_text_exact({ count }, { locale }) : m.validation_text_max({ count }, { locale })
    case 'array':
    case 'set':
      return m.validation_list_max({ count }, { locale })
    default:
      return m.validation_invalid({}, { locale })
  }
}

const listValue = (value: unknown) => (typeof value === 'string' ? value : String(value))

/** Our generic message for a zod issue, by its code and parameters (never its pattern, types or input). */
export function issueMessage(issue: z.core.$ZodRawIssue, locale: Locale): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return m.validation_required({}, { locale })
      if (Array.isArray(issue.input) && singleValueTypes.has(issue.expected))
        return m.validation_single_value({}, { locale })
      return typeMessage(issue.expected, locale)
    case 'invalid_value':
      if (issue.input === undefined) return m.validation_required({}, { locale })
      if (Array.isArray(issue.input)) return m.validation_single_value({}, { locale })
      return m.validation_one_of({ values: issue.values.map(listValue).join(', ') }, { locale })
    case 'too_small':
      return tooSmall(issue, locale)
    case 'too_big':
      return tooBig(issue, locale)
    case 'invalid_format':
      return issue.format === 'email' ? m.validation_email({}, { locale }) : m.validation_format({}, { locale })
    case 'unrecognized_keys':
      return m.validation_unknown_parameter({}, { locale })
    case 'invalid_union':
      return issue.input === undefined ? m.validation_required({}, { locale }) : m.validation_invalid({}, { locale })
    default:
      return m.validation_invalid({}, { locale })
  }
}

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
