import { parse, serialize } from 'cookie-es'

// Every cookie the app reads or writes, in the browser and on the server, goes through cookie-es here. Values are
// written as given: ours use only cookie-safe characters, and Better Auth's signed value must go back unchanged.

const asIs = (value: string) => value

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
  const value = parse(header, { filter: (key) => key === name, decode: asIs })[name]
  if (value === undefined || options.raw) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Names of the cookies in a `Cookie` header (or `document.cookie`). */
export function cookieNames(header: string | null | undefined): string[] {
  return header ? Object.keys(parse(header, { decode: asIs })) : []
}

interface CookieAttributes {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number
  /** `/` unless given. */
  path?: string
  domain?: string
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'lax'
}

/** One `Set-Cookie` line (also what `document.cookie` takes). */
export function cookieLine(name: string, value: string, attributes: CookieAttributes): string {
  return serialize(name, value, { path: '/', ...attributes, encode: asIs })
}
