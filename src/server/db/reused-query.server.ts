import { is, Param, Placeholder } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { env } from '../env.server'
import type { Db } from './client.server'
import { NAMED_STATEMENTS_PER_CONNECTION } from './named-statements.server'

/** What running a kept query needs: Drizzle's prepared query, given the values of its placeholders. */
interface Runnable {
  execute(values?: Record<string, unknown>): Promise<unknown>
}

/** A Drizzle query builder that can be kept: it prepares, and it shows the statement it builds. */
interface Buildable<P extends Runnable> {
  prepare(name: string): P
  toSQL(): { sql: string; params: unknown[] }
}

/**
 * Shapes kept per database, the least recently used going first: as many as a connection keeps prepared statements,
 * since past that the database plans the text anew anyway. Page sizes from the API's `limit` multiply the shapes of
 * a list, so the bound is reached by traffic that walks through them, not by pages.
 */
export const MAX_KEPT_QUERIES = NAMED_STATEMENTS_PER_CONNECTION

const kept = new WeakMap<Db, LRUCache<string, Runnable>>()

/**
 * Outside production every run also builds the query again and compares it with the kept one, so a value written
 * into the statement but missing from its key fails the test that shows it instead of answering with another
 * request's value.
 */
let checkEachRun: boolean | undefined

/** Tests turn the comparison off to measure or to show what it guards against. */
export function checkReusedQueries(on: boolean): void {
  checkEachRun = on
}

/**
 * A query built once per shape and database, then run with the values of its placeholders (ADR 036). Drizzle builds
 * the statement's text from its query objects on every run, and on list and post pages that took as long as React's
 * render. `key` must name everything the built statement depends on other than its `sql.placeholder`s (locale,
 * which filters are present, page size); the values that vary per request go in as placeholders.
 *
 * Kept per database object, and a prepared query runs on the client it was built on: call it with `db()`. A
 * transaction would only get entries of its own, kept until it is gone.
 */
export function reusedQuery<P extends Runnable>(database: Db, key: string, build: () => Buildable<P>): P {
  let shapes = kept.get(database)
  if (!shapes) kept.set(database, (shapes = new LRUCache({ max: MAX_KEPT_QUERIES })))
  const query = shapes.get(key) as P | undefined
  if (query) {
    if ((checkEachRun ??= env().NODE_ENV !== 'production')) assertSameStatement(key, query, build())
    return query
  }
  // No name: the connection names its statements by their text (named-statements.server.ts, ADR 033).
  const prepared = build().prepare('')
  shapes.set(key, prepared)
  return prepared
}

/** How many shapes are kept for a database (tests). */
export function keptQueryCount(database: Db): number {
  return kept.get(database)?.size ?? 0
}

function comparable(params: unknown[]): string {
  return JSON.stringify(
    params.map((param) => {
      const value = is(param, Param) ? param.value : param
      return is(value, Placeholder) ? { placeholder: value.name } : value
    }),
  )
}

function assertSameStatement(key: string, query: Runnable, fresh: Buildable<Runnable>): void {
  const keptStatement = (query as unknown as { getQuery(): { sql: string; params: unknown[] } }).getQuery()
  const built = fresh.toSQL()
  if (keptStatement.sql !== built.sql || comparable(keptStatement.params) !== comparable(built.params)) {
    throw new Error(
      `reusedQuery("${key}"): this run builds another statement than the kept one; the key must name every value ` +
        'written into the statement that is not a placeholder',
    )
  }
}
