import { withJsonSchema } from './json-schema-hint'

// A NUL byte cannot be stored in a PostgreSQL text column, and a lone surrogate is not valid Unicode: input with
// either is refused at the boundary rather than failing deep inside a query.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when the text holds a NUL byte or a lone UTF-16 surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text)
}

// What takes no room on the page: whitespace, control and format characters (zero-width spaces and joiners, direction
// marks, BOM) and the blank "letters" used to fake an empty name (Hangul fillers, braille blank).
const INVISIBLE = /[\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu

/** True when the text shows at least one character: a title of zero-width spaces is as empty as "". */
export const hasVisibleText = withJsonSchema(
  (text: string): boolean => text.replace(INVISIBLE, '') !== '',
  // The same classes as INVISIBLE: at least one character outside them.
  { pattern: '[^\\s\\p{Z}\\p{Cc}\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0\\u2800]' },
)

// What no member's text may hold (OWASP ASVS 5.0 input validation; the HTML spec's forbidden code points): control
// characters, except tab and line breaks in multi-line text; noncharacters (U+FFFE, U+FFFF and the like); and the
// direction embeddings, overrides and isolates that make a name or title read differently than it is stored (U+202E
// turns "gpj.exe" into "exe.jpg"). The direction marks U+200E/U+200F stay: they are how mixed scripts are written.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}]/u
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}]/u

/** The same rules as JSON Schema patterns (the OpenAPI document, ADR 050): only allowed characters, start to end. */
export const plainTextPatterns = {
  singleLine: '^[^\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069\\p{Noncharacter_Code_Point}]*$',
  multiLine: '^(?:[\\t\\n\\r]|[^\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069\\p{Noncharacter_Code_Point}])*$',
}

/** True when the text holds a character no member text may (see above); `multiline` allows tab and line breaks. */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text)
}
