// A NUL byte cannot be stored in a PostgreSQL text column, and a lone surrogate is not valid Unicode: input with
// either is refused at the boundary rather than failing deep inside a query.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when the text holds a NUL byte or a lone UTF-16 surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text)
}
