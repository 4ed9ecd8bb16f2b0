import { createHash } from 'node:crypto'
import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm'

/** Distinct statements one connection keeps prepared; past that, new texts run unnamed (ADR 033). */
export const NAMED_STATEMENTS_PER_CONNECTION = 500

/** What node-postgres accepts as a query: a text, or a config object. */
type QueryArg = string | { text?: string; name?: string; values?: unknown[] } | undefined

/** The part of a node-postgres client this needs. */
interface Queryable {
  query: (...args: never[]) => unknown
}

const names = new Map<string, string>()

/** A statement's name: a digest of its text, so one name is never used for two texts. */
export function statementName(text: string): string {
  let name = names.get(text)
  if (!name) {
    name = `w${createHash('sha1').update(text).digest('hex')}`
    // The texts come from code (parameters carry the values), so the map stays small; bound it anyway.
    if (names.size >= 10_000) names.clear()
    names.set(text, name)
  }
  return name
}

/**
 * Makes a pooled connection prepare every parameterised statement under a name. PostgreSQL then parses it once per
 * connection and, after a few runs, reuses its plan: for our queries parsing and planning cost several times more
 * than running them (ADR 033). Plain-text statements (`begin`, migrations) and statements without parameters run as
 * before; so does any statement after the connection holds NAMED_STATEMENTS_PER_CONNECTION of them.
 */
export function nameStatements(client: Queryable, limit = NAMED_STATEMENTS_PER_CONNECTION): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const prepared = new Set<string>()
  client.query = ((config: QueryArg, ...rest: unknown[]) => {
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      (config.values?.length || (Array.isArray(rest[0]) && rest[0].length))
    ) {
      const name = statementName(config.text)
      if (prepared.has(name) || prepared.size < limit) {
        prepared.add(name)
        return query({ ...config, name }, ...rest)
      }
    }
    return query(config, ...rest)
  }) as Queryable['query']
}

/**
 * A LIMIT written into the statement's text instead of bound as a parameter, for list queries that run on every
 * page. PostgreSQL plans a bound LIMIT as if it kept a tenth of the rows, so the reusable plan of such a statement
 * looked dearer than a freshly made one and was never chosen: the statement was planned again on every run, at a
 * cost that grew with the table (ADR 033). Different limits make different statements; callers pass page sizes.
 */
export function inlineLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`inlineLimit: ${rows} is not a row count`)
  // Drizzle writes an SQL object given as a limit into the text as it is; its type only admits placeholders.
  return sql.raw(String(rows)) as unknown as Placeholder
}

/**
 * `status = 'published'` with the value written into the statement. The list indexes are partial on that condition
 * (ADR 029), and only a constant lets a reused plan use them; bound as a parameter, PostgreSQL planned every list
 * query on every run (ADR 033).
 */
export function isPublished(status: Column): SQL {
  return sql`${status} = 'published'`
}
