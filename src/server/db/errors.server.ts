/**
 * Whether a failed query broke a database rule: `code` is PostgreSQL's SQLSTATE (23505 unique, 23514 check), and
 * `constraint` names the rule when given. Both engines' errors carry them (PGlite's and node-postgres'); Drizzle wraps
 * the driver's error in `cause`, so the chain is followed a few steps.
 */
export function violates(error: unknown, code: '23505' | '23514', constraint?: string): boolean {
  type Failure = { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined
  let failure = error as Failure
  for (let depth = 0; failure && depth < 5; depth++, failure = failure.cause as Failure) {
    if (failure.code === code && (constraint === undefined || failure.constraint === constraint)) return true
  }
  return false
}
