import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from '@/server/app-secret.server'

// The unsubscribe token (ADR 058): the member's id and an HMAC of it under the app secret, so the link in a mail
// works without signing in and cannot be made for anyone else. It does not expire (RFC 8058 links stay valid).

const PURPOSE = 'newsletter-unsubscribe:'
const TOKEN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/

const mac = (userId: string) =>
  createHmac('sha256', appSecret())
    .update(PURPOSE + userId)
    .digest('base64url')

export function unsubscribeToken(userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(userId)}`
}

/** Whether the token is well formed at all (400 otherwise). */
export const isTokenShaped = (token: string) => TOKEN.test(token)

/** The member the token names when its signature holds; null otherwise. */
export function tokenUser(token: string): string | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const userId = Buffer.from(match[1]!, 'base64url').toString()
  const expected = Buffer.from(mac(userId))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}
