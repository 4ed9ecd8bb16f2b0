import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseCookies } from 'better-call'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { session, user } from '@/server/db/schema'
import type { Auth } from './better-auth.server'

// Every signed-in request reads its session (no cookie cache: a revoked session ends on the next request, ADR 066).
// Better Auth's getSession verifies the cookie with two asynchronous WebCrypto calls and builds its join's statement
// anew each time, about a sixth of a signed-in page's server time (ADR 071). This reads the common case, a valid
// session that needs no refresh, with the same checks; anything else returns undefined and Better Auth decides,
// so every write it makes (a refreshed expiry, a dropped cookie, a deleted expired row) stays its own.

/** What the read takes from Better Auth's context, once per instance. */
interface Settings {
  secret: string
  tokenCookie: string
  /** Cookies whose presence makes Better Auth do more than read (clean a stale cache, skip the refresh). */
  deferToBetterAuth: string[]
  expiresInMs: number
  updateAgeMs: number
}

const settingsOf = new WeakMap<Auth, Promise<Settings>>()

function settings(auth: Auth): Promise<Settings> {
  let read = settingsOf.get(auth)
  if (!read) {
    read = auth.$context.then((context) => ({
      secret: context.secret,
      tokenCookie: context.authCookies.sessionToken.name,
      deferToBetterAuth: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }))
    settingsOf.set(auth, read)
  }
  return read
}

/** The token of a cookie value Better Auth signed (`token.base64(HMAC-SHA256(secret, token))`), or undefined. */
export function signedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined
  const dot = value.lastIndexOf('.')
  if (dot < 1) return undefined
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined
}

/**
 * The request's session and user when its signed cookie names a session that is unexpired and not yet due for a
 * refresh (Better Auth's `updateAge`); otherwise undefined, for Better Auth's getSession to answer.
 */
export async function readFreshSession(auth: Auth, headers: Headers) {
  const cookie = headers.get('cookie')
  if (!cookie) return undefined
  const known = await settings(auth)
  const cookies = parseCookies(cookie)
  if (known.deferToBetterAuth.some((name) => cookies.has(name))) return undefined
  const token = signedToken(cookies.get(known.tokenCookie), known.secret)
  if (!token) return undefined
  const database = await db()
  const [row] = await reusedQuery(database, 'auth.session-with-user', () =>
    database
      .select({ session: getTableColumns(session), user: getTableColumns(user) })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, sql.placeholder('token')))
      .limit(1),
  ).execute({ token })
  if (!row) return undefined
  const expiresAt = row.session.expiresAt.getTime()
  const now = Date.now()
  if (expiresAt < now || expiresAt - known.expiresInMs + known.updateAgeMs <= now) return undefined
  return row
}
