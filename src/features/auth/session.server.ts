import { cookieLine } from '@/lib/cookie-line'
import { hasSessionCookie } from '@/server/http/security-headers.server'
import { roles, type PublicUser, type Role } from './auth.schemas'
import { getAuth } from './better-auth.server'

export function toPublicUser(u: {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image?: string | null
  username?: unknown
  role?: unknown
}): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    username: typeof u.username === 'string' ? u.username : '',
    emailVerified: u.emailVerified,
    image: u.image ?? null,
    role: (roles as readonly unknown[]).includes(u.role) ? (u.role as Role) : 'member',
  }
}

/** The session behind the request's cookie, read from the database (no cookie cache), or null. */
export async function readSession(headers: Headers) {
  // No session cookie, no session: every anonymous page render asks, and Better Auth's call costs more than this.
  if (!hasSessionCookie(headers)) return { session: null, user: null, headers: new Headers() }
  const auth = await getAuth()
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true })
  if (!found.response) return { session: null, user: null, headers: found.headers }
  return { session: found.response.session, user: toPublicUser(found.response.user), headers: found.headers }
}

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
