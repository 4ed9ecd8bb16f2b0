/**
 * Keyset pagination shared by every list (isomorphic; the server half is pagination.server.ts).
 * Cursors are opaque: a JSON array of the sort key's values, base64url-encoded.
 * Isomorphic (btoa/atob), so search-param schemas can reject malformed cursors on either side.
 */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values))
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The decoded values, or null when the cursor is not one we issued. */
export function decodeCursor(cursor: string): Array<string | number> | null {
  if (cursor.length === 0 || cursor.length > 300 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    if (!Array.isArray(value) || value.length === 0 || value.length > 4) return null
    if (
      !value.every(
        (v) => (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && v.length <= 64),
      )
    )
      return null
    return value as Array<string | number>
  } catch {
    return null
  }
}

// Guards for the values inside a cursor. Every value goes to SQL as a typed parameter (::int, ::timestamptz, date
// arithmetic), so a value PostgreSQL cannot hold must be refused here as "not a cursor we issued", not fail there.

/** A group/kind flag the lists issue: 0 or 1. */
export const isCursorFlag = (v: unknown): v is 0 | 1 => v === 0 || v === 1

/** A serial id: 1..2^31-1 (PostgreSQL integer). */
export const isCursorId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647

const TIMESTAMPTZ_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::([0-5]\d)(?::([0-5]\d))?)?$/

/**
 * A timestamptz as PostgreSQL prints it (`timestamptz::text`, DateStyle ISO), e.g. `2026-11-22 10:00:00.123456+00`,
 * with a real calendar date in years 0001..9999, a time of day and an offset PostgreSQL accepts.
 */
export function isTimestamptzText(v: unknown): v is string {
  if (typeof v !== 'string') return false
  const match = TIMESTAMPTZ_TEXT.exec(v)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHours] = match.slice(1, 8).map(Number) as number[]
  const date = new Date(0)
  date.setUTCFullYear(year!, month! - 1, day!)
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours! <= 15
  )
}
