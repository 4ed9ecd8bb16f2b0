import { eq } from 'drizzle-orm'
import { cookieLine } from '@/lib/cookie-line'
import { db } from '@/server/db/index.server'
import { session } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { hasSessionCookie } from '@/server/http/security-headers.server'
import { roles, type PublicUser, type Role } from './auth.schemas'
import { getAuth } from './better-auth.server'
import { readFreshSession } from './fresh-session.server'

/**
 * The role an account acts with (ADR 043): the stored one, except that a confirmed address listed in ADMIN_EMAILS is
 * an admin. Read here, where every session's user is made, so `holdsRole` and every page see the same answer and a
 * change of ADMIN_EMAILS needs no database write (nor leaves a stale admin behind when an address is removed).
 */
export function effectiveRole(
  stored: unknown,
  email: string,
  emailVerified: boolean,
  adminEmails: readonly string[] = env().ADMIN_EMAILS,
): Role {
  if (emailVerified && adminEmails.includes(email.toLowerCase())) return 'admin'
  return (roles as readonly unknown[]).includes(stored) ? (stored as Role) : 'member'
}

export function toPublicUser(u: {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image?: string | null
  username?: unknown
  role?: unknown
  twoFactorEnabled?: unknown
}): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: typeof u.username === 'string' ? u.username : '',
    emailVerified: u.emailVerified,
    image: u.image ?? null,
    role: effectiveRole(u.role, u.email, u.emailVerified),
    twoFactorEnabled: u.twoFactorEnabled === true,
  }
}

/** The session behind the request's cookie, read from the database (no cookie cache), or null. */
export async function readSession(headers: Headers) {
  // No session cookie, no session: every anonymous page render asks, and Better Auth's call costs more than this.
  if (!hasSessionCookie(headers)) return { session: null, user: null, headers: new Headers() }
  const auth = await getAuth()
  // The common case without Better Auth's call (ADR 071); it answers whatever needs a write or a closer look.
  const fresh = await readFreshSession(auth, headers)
  const found = fresh
    ? { response: fresh, headers: new Headers() }
    : await auth.api.getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true })
  if (!found.response) return { session: null, user: null, headers: found.headers }
  if (Date.now() - new Date(found.response.session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    // Past the absolute lifetime (OWASP ASVS 7.3.2): however recently used, the session ends and the cookie goes.
    await (await db()).delete(session).where(eq(session.token, found.response.session.token))
    const context = await auth.$context
    const cookie = context.authCookies.sessionToken
    const expired = new Headers({ 'set-cookie': expiredSessionCookie(cookie.name, cookie.attributes.secure) })
    return { session: null, user: null, headers: expired }
  }
  return { session: found.response.session, user: toPublicUser(found.response.user), headers: found.headers }
}

/**
 * A session's absolute lifetime: it ends 90 days after the sign-in that made it, however often it is used (it also
 * ends after 30 days without use, Better Auth's `expiresIn`). Signing in again starts a new one.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

type SessionRead = Awaited<ReturnType<typeof readSession>>

/**
 * Sessions already read for a request, keyed by its Headers object (one per request, gone with it): a signed-in page
 * render asks for the session (the $lang route) and runs several server functions behind requireUser, and each used
 * to read it again (two queries each). Code that must see a change made during the request calls readSession.
 */
const sessionsOfRequest = new WeakMap<Headers, Promise<SessionRead>>()

/** The request's session, read once per request (see readSession). */
export function sessionOfRequest(headers: Headers): Promise<SessionRead> {
  let read = sessionsOfRequest.get(headers)
  if (!read) {
    read = readSession(headers)
    // A failed read is not remembered: the next caller tries again.
    read.catch(() => sessionsOfRequest.delete(headers))
    sessionsOfRequest.set(headers, read)
  }
  return read
}

/** The signed-in user or null (require-user.server.ts builds the signed-in edge on it); read once per request. */
export async function currentUser(headers: Headers): Promise<PublicUser | null> {
  return (await sessionOfRequest(headers)).user
}

/** The `Set-Cookie` line that drops the session cookie (Secure where the cookie has it: `__Secure-` names need it). */
export function expiredSessionCookie(name: string, secure: boolean | undefined): string {
  return cookieLine(name, '', { maxAge: 0, httpOnly: true, secure, sameSite: 'lax' })
}
