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
