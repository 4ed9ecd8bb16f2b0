import { z } from 'zod'

/** A number as a URL or a form writes it: ASCII decimal digits only (no sign, exponent, hex, dot or spaces). */
const DECIMAL_DIGITS = /^[0-9]+$/

/**
 * A whole-number parameter that may arrive as text (query string, path) or as a number (server functions, JSON).
 * Text must be decimal digits: `z.coerce.number()` (`Number()`) also took `1e1`, `0x5`, ` 5`, `+5` and `5.0`, so one
 * value had many spellings (and cache keys). Anything else is "Must be a whole number." in the validation language.
 * `schema` holds the bounds and any default; the OpenAPI document shows it (an integer) as the parameter's type.
 */
export function integerParam<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    if (DECIMAL_DIGITS.test(value)) {
      const n = Number(value)
      // Past 2^53 zod's int check speaks first ("Must be 9007199254740991 or less"): the schema's own upper bound is
      // the answer (`?limit=99999999999999999999` is "Must be 50 or less."), found by the largest value it could check.
      if (!Number.isSafeInteger(n)) {
        const probe = schema.safeParse(Number.MAX_SAFE_INTEGER)
        if (!probe.success) {
          for (const { message: _message, path: _path, ...issue } of probe.error.issues)
            ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0])
          return z.NEVER
        }
      }
      return n
    }
    ctx.addIssue({ code: 'invalid_type', expected: 'int', input: value })
    return z.NEVER
  }, schema)
}
