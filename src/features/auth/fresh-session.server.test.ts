import { parseCookies, serializeSignedCookie } from 'better-call'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session, user } from '@/server/db/schema'
import { testEngine } from '../../../tests/support/db'
import { TestClient, signedUpUser } from '../../../tests/support/auth-client'
import { authApiDatabase } from './auth-api.test-setup'
import { getAuth } from './better-auth.server'
import { readFreshSession, signedToken } from './fresh-session.server'
import { readSession } from './session.server'

const setup = authApiDatabase()

async function signedIn() {
  const client = new TestClient()
  const { email } = await signedUpUser(client)
  const headers = new Headers({ cookie: client.cookieHeader() })
  const [row] = await setup.database.db
    .select()
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(user.email, email))
  return { headers, email, sessionId: row!.session.id }
}

const betterAuthsAnswer = async (headers: Headers) =>
  (await getAuth()).api.getSession({ headers, query: { disableCookieCache: true } })

describe(`the fresh-session read on ${testEngine}`, () => {
  it('reads a cookie signed by Better Auth, and nothing signed with another secret or altered', async () => {
    const secret = 'a-secret-of-the-right-length-for-tests'
    const line = await serializeSignedCookie('t', 'token-123', secret)
    const value = parseCookies(line.split(';')[0]!).get('t')
    expect(signedToken(value, secret)).toBe('token-123')
    expect(signedToken(value, `${secret}x`)).toBeUndefined()
    expect(signedToken(value?.replace('token-123', 'token-124'), secret)).toBeUndefined()
    expect(signedToken('token-123', secret)).toBeUndefined()
    expect(signedToken(undefined, secret)).toBeUndefined()
  })

  it('answers a valid session as Better Auth does, without asking it', async () => {
    const { headers, email } = await signedIn()
    const fresh = await readFreshSession(await getAuth(), headers)
    const theirs = await betterAuthsAnswer(headers)
    expect(fresh?.user.email).toBe(email)
    expect(fresh?.session).toEqual(theirs?.session)
    // Every field Better Auth gives its user is the same here (ours also carries the suspension columns).
    expect(fresh?.user).toMatchObject(theirs!.user)
    const read = await readSession(headers)
    expect(read.user?.email).toBe(email)
    expect([...read.headers.keys()]).toEqual([])
  })

  it('leaves a session due for a refresh to Better Auth, which extends it and sets the cookie again', async () => {
    const { headers, email, sessionId } = await signedIn()
    // Better Auth refreshes once a day of the session's 30 days has passed (`updateAge`).
    await setup.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 29 * 24 * 3600_000 - 60_000) })
      .where(eq(session.id, sessionId))
    expect(await readFreshSession(await getAuth(), headers)).toBeUndefined()
    const read = await readSession(headers)
    expect(read.user?.email).toBe(email)
    expect(read.headers.getSetCookie().some((line) => /session_token=/.test(line))).toBe(true)
    const [after] = await setup.database.db.select().from(session).where(eq(session.id, sessionId))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
    // Refreshed, it is fresh again.
    expect((await readFreshSession(await getAuth(), headers))?.user.email).toBe(email)
  })

  it('has no session for an expired, revoked or forged cookie', async () => {
    const expired = await signedIn()
    await setup.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, expired.sessionId))
    expect(await readFreshSession(await getAuth(), expired.headers)).toBeUndefined()
    expect((await readSession(expired.headers)).user).toBeNull()
    // Better Auth deleted the expired row.
    expect(await setup.database.db.select().from(session).where(eq(session.id, expired.sessionId))).toEqual([])

    const revoked = await signedIn()
    await setup.database.db.delete(session).where(eq(session.id, revoked.sessionId))
    expect(await readFreshSession(await getAuth(), revoked.headers)).toBeUndefined()
    expect((await readSession(revoked.headers)).user).toBeNull()

    const forged = await signedIn()
    const cookie = forged.headers.get('cookie')!.replace(/(session_token=[^.;]+)/, '$1x')
    expect(await readFreshSession(await getAuth(), new Headers({ cookie }))).toBeUndefined()
    expect((await readSession(new Headers({ cookie }))).user).toBeNull()
  })

  it('leaves a sign-in that asked not to be remembered to Better Auth, which then does not refresh it', async () => {
    const { headers, email } = await signedIn()
    const context = await (await getAuth()).$context
    const dontRemember = await serializeSignedCookie(context.authCookies.dontRememberToken.name, 'true', context.secret)
    const withIt = new Headers({ cookie: `${headers.get('cookie')}; ${dontRemember.split(';')[0]}` })
    expect(await readFreshSession(await getAuth(), withIt)).toBeUndefined()
    expect((await readSession(withIt)).user?.email).toBe(email)
  })
})
