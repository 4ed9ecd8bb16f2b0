import { stringifySetCookie } from 'cookie'
import { asIs } from './cookies'

// Writing a cookie, apart from reading one (cookies.ts): a page reads cookies as it loads but writes them only when
// the visitor acts, so the browser loads this module then. Values are written as given: ours
// use only cookie-safe characters, and Better Auth's signed value must go back unchanged.

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
  return stringifySetCookie({ name, value, path: '/', ...attributes }, { encode: asIs })
}
