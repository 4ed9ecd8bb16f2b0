import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { withJsonSchema } from './json-schema-hint'
import { hasControlCharacters, plainTextPatterns } from './text-check'

// The language of validation messages (ADR 008, update "validation messages"). Schemas are shared by client and
// server and are built once, so a field's own message cannot take the locale as an argument: it asks here, while the
// input is being validated. The server names the language of the input under way (src/server/http/validation.server.ts:
// the API request's Accept-Language, a server function's `locale`); anywhere else it is the page's (Paraglide's).

let serverLocale: () => Locale | undefined = () => undefined

/** The language the input under way is validated in. */
export function validationLocale(): Locale {
  return serverLocale() ?? getLocale()
}

/** Server only: where the language of the input under way comes from (set once, by validation.server.ts). */
export function provideValidationLocale(source: () => Locale | undefined): void {
  serverLocale = source
}

/**
 * A field's own message for a check or a schema (`{ error: fieldMessage((locale) => m.x({}, { locale })) }`), in the
 * validation language. It outranks the generic messages, except for a missing value: that stays "This field is
 * required." (a schema-level message would otherwise answer a missing field with a format hint).
 */
export function fieldMessage(message: (locale: Locale) => string) {
  return (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? undefined : message(validationLocale())
}

/**
 * The check every member-written text gets (`.refine(...plainText())`): no control characters, noncharacters or
 * direction overrides (text-check.ts), with one message in the validation language.
 */
export function plainText(options: { multiline?: boolean } = {}) {
  return [
    withJsonSchema((text: string) => !hasControlCharacters(text, options), {
      pattern: options.multiline ? plainTextPatterns.multiLine : plainTextPatterns.singleLine,
    }),
    { error: () => m.validation_control_characters({}, { locale: validationLocale() }) },
  ] as const
}

// The generic messages: one error map, zod's `customError` on the server inside a validation scope
// (validation.server.ts) and in the browser always (zod-browser.ts), so no zod default text reaches a visitor.

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
