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
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== ''
}
