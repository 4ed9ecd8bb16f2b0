import { cookieLine } from '@/lib/cookie-line'
import { cookieNames, readCookie } from '@/lib/cookies'
import {
  CONSENT_ENABLED_COOKIE,
  CONSENT_FLAG_COOKIE,
  cookiesToDelete,
  serializeConsent,
  type ConsentState,
  type EntryEffects,
} from './consent.state'

// The consent cookies, read on the server and written in the browser. The browser imports this module (and the cookie
// library with it) with `import()` when it first reads or writes a cookie, never with the page (ADR 028).

/** Raw consent cookie values of a request or of the browser. */
export function readConsentCookies(header: string | null | undefined) {
  return { flag: readCookie(header, CONSENT_FLAG_COOKIE), enabled: readCookie(header, CONSENT_ENABLED_COOKIE) }
}

/**
 * `Set-Cookie`-style strings for the consent cookies (SameSite=Lax, Secure on https); Max-Age=0 deletes. Ids and
 * the `|` separator are valid cookie characters, so values are stored as they are.
 */
function consentCookieStrings(state: ConsentState, options: { expiryMs: number; secure: boolean }): string[] {
  const values = serializeConsent(state)
  const maxAge = Math.floor(options.expiryMs / 1000)
  return (
    [
      [CONSENT_FLAG_COOKIE, values.flag],
      [CONSENT_ENABLED_COOKIE, values.enabled],
    ] as const
  ).map(([name, value]) =>
    cookieLine(name, value ?? '', { maxAge: value === null ? 0 : maxAge, sameSite: 'lax', secure: options.secure }),
  )
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
  document.cookie = cookieLine(name, '', { maxAge: 0 })
  const parts = window.location.hostname.split('.')
  for (let i = 0; i < parts.length - 1; i++) {
    document.cookie = cookieLine(name, '', { maxAge: 0, domain: `.${parts.slice(i).join('.')}` })
  }
}

/** Deletes the browser cookies of every optional entry the state does not allow. */
export function deleteRefusedCookies(entries: EntryEffects[], state: ConsentState) {
  for (const name of cookiesToDelete(entries, state, cookieNames(document.cookie))) deleteBrowserCookie(name)
}
