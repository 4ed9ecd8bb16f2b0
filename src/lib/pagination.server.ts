import { InvalidInputError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { clampLimit, decodeCursor, encodeCursor, type Page } from './pagination'

type CursorValues = Array<string | number>

/** A cursor that decodes but was not issued by this list (or not at all): a 400 on `cursor`. */
export class InvalidCursorError extends InvalidInputError {
  constructor(locale: Locale) {
    super({ cursor: m.api_invalid_cursor({}, { locale }) }, m.api_invalid_input({}, { locale }))
    this.name = 'InvalidCursorError'
  }
}

/**
 * The cursor's sort-key values when `accepts` recognises them as this list's; undefined without a cursor.
 * Throws InvalidCursorError otherwise.
 */
export function readCursor<T extends CursorValues>(
  cursor: string | undefined,
  accepts: (values: CursorValues) => values is T,
  locale: Locale,
): T | undefined {
  if (!cursor) return undefined
  const values = decodeCursor(cursor)
  if (!values || !accepts(values)) throw new InvalidCursorError(locale)
  return values
}

/**
 * "Fetch limit + 1, build nextCursor": `fetch` gets how many rows to read (one more than the page, to learn whether
 * another page follows), `keyOf` gives a row's sort-key values for the next cursor, `toItems` maps the page's rows.
 */
export async function keysetPage<Row, Item>(options: {
  limit: unknown
  pageSize: number
  fetch: (rows: number) => Promise<Row[]>
  keyOf: (row: Row) => CursorValues
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>
}): Promise<Page<Item>> {
  const limit = clampLimit(options.limit, options.pageSize)
  const rows = await options.fetch(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    items: await options.toItems(page),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(options.keyOf(last)) : null,
  }
}

/** For pages (not the API): a stale or edited cursor shows the first page instead of failing. */
export async function firstPageOnStaleCursor<I extends { cursor?: string }, R>(
  input: I,
  list: (input: I) => Promise<R>,
): Promise<R> {
  try {
    return await list(input)
  } catch (error) {
    if (error instanceof InvalidCursorError) return list({ ...input, cursor: undefined })
    throw error
  }
}
