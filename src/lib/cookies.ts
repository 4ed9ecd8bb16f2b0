import { parseCookie } from 'cookie'

// Every cookie the app reads, in the browser and on the server, goes through `cookie` (ADR 047) here;
// cookie-line.ts writes them. Values are read as given: Better Auth's signed value must go back unchanged.

export const asIs = (value: string) => value

/**
 * The value of one cookie in a `Cookie` header (or `document.cookie`); the first one wins. Percent-decoded unless
 * `raw`; undefined when absent or badly encoded.
 */
export function readCookie(
  header: string | null | undefined,
  name: string,
  options: { raw?: boolean } = {},
): string | undefined {
  if (!header) return undefined
  const value = parseCookie(header, { decode: asIs })[name]
  if (value === undefined || options.raw) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Names of the cookies in a `Cookie` header (or `document.cookie`). */
export function cookieNames(header: string | null | undefined): string[] {
  return header ? Object.keys(parseCookie(header, { decode: asIs })) : []
}
