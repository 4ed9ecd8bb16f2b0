import { CONSENT_ENABLED_COOKIE, CONSENT_FLAG_COOKIE, serializeConsent, type ConsentState } from './consent.state'

/** The value of one cookie in a `Cookie` header (or `document.cookie`); undefined when absent or badly encoded. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/** Names of the cookies in a `Cookie` header. */
export function cookieNames(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
}

/** Raw consent cookie values of a request or of the browser. */
export function readConsentCookies(header: string | null | undefined) {
  return { flag: readCookie(header, CONSENT_FLAG_COOKIE), enabled: readCookie(header, CONSENT_ENABLED_COOKIE) }
}

/**
 * `Set-Cookie`-style strings for the consent cookies (SameSite=Lax, Secure on https); Max-Age=0 deletes. Ids and
 * the `|` separator are valid cookie characters, so values are stored as they are.
 */
export function consentCookieStrings(state: ConsentState, options: { expiryMs: number; secure: boolean }): string[] {
  const values = serializeConsent(state)
  const attrs = (maxAge: number) => `; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  const maxAge = Math.floor(options.expiryMs / 1000)
  return [
    [CONSENT_FLAG_COOKIE, values.flag],
    [CONSENT_ENABLED_COOKIE, values.enabled],
  ].map(([name, value]) => (value === null ? `${name}=${attrs(0)}` : `${name}=${value}${attrs(maxAge)}`))
}

/** Stores the state in the browser's consent cookies. */
export function writeConsentCookies(state: ConsentState, expiryMs: number) {
  const secure = window.location.protocol === 'https:'
  for (const cookie of consentCookieStrings(state, { expiryMs, secure })) document.cookie = cookie
}

/**
 * Deletes a browser cookie wherever a script may have set it: this host and each parent domain (analytics tags set
 * theirs on the registrable domain).
 */
export function deleteBrowserCookie(name: string) {
  const expire = `${name}=; Max-Age=0; Path=/`
  document.cookie = expire
  const parts = window.location.hostname.split('.')
  for (let i = 0; i < parts.length - 1; i++) document.cookie = `${expire}; Domain=.${parts.slice(i).join('.')}`
}
