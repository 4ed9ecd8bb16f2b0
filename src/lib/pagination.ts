import { z } from 'zod'
import { m } from '@/paraglide/messages'
import { integerParam } from './integer-param'
import { fieldMessage } from './validation'

// Cursor encoding lives in a zod-free module: route search params check cursors in every page's first load.
import { decodeCursor } from './cursor'

export { decodeCursor, encodeCursor } from './cursor'

/** Every list's `cursor` parameter: one we issued, else a validation error (search params drop it instead). */
export const cursorSchema = z
  .string({ error: fieldMessage((locale) => m.api_invalid_cursor({}, { locale })) })
  .max(300)
  .refine((c) => decodeCursor(c) !== null)

/** The most items one page may hold, whatever the list. */
export const MAX_PAGE_SIZE = 50

/** A list's `limit` parameter: 1..MAX_PAGE_SIZE, the list's own page size by default. */
export const limitSchema = (pageSize: number) => integerParam(z.int().min(1).max(MAX_PAGE_SIZE).default(pageSize))

/** A limit from any caller, forced into 1..MAX_PAGE_SIZE (services may be called without the schema). */
export function clampLimit(limit: unknown, pageSize: number): number {
  const n = Number(limit ?? pageSize)
  return Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 1), MAX_PAGE_SIZE) : pageSize
}

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[]
  nextCursor: string | null
}
