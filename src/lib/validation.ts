import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/paraglide/runtime'

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
