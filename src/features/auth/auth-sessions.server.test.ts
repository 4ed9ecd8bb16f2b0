import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { session, user } from '@/server/db/schema'
import { testEngine } from '../../../tests/support/db'
import { TestClient, signedUpUser, uniqueEmail } from '../../../tests/support/auth-client'
import { authApiDatabase, strong } from './auth-api.test-setup'

/** Sessions: the anonymous answers, sign-in, its cookie, logout, refresh, the origin check and the preferences call. */
const setup = authApiDatabase()

describe(`auth API sessions on ${testEngine}`, () => {
  it('session is { user: null } for anonymous callers and /me is 401', async () => {
    const client = new TestClient()
    const s = await client.call('GET /api/auth/session')
    expect(s.status).toBe(200)
    expect(s.body).toEqual({ user: null })
    const me = await client.call('GET /api/auth/me')
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('unauthorized')
  })

  it('gives one 401 answer whether the e-mail exists or not', async () => {
    const { email } = await signedUpUser(new TestClient())
    const wrong = await new TestClient().call('POST /api/auth/login', { email, password: 'wrong-password-123' })
    const unknown = await new TestClient().call('POST /api/auth/login', {
      email: uniqueEmail(),
      password: 'wrong-password-123',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    const invalid = await new TestClient().call('POST /api/auth/login', { email: 'x', password: '' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error.fields).toHaveProperty('email')
    expect(invalid.body.error.fields).toHaveProperty('password')
  })

  it('a session ends 90 days after its sign-in however recently it was used (ASVS 7.3.2)', async () => {
    const client = new TestClient()
    const { user: made } = await signedUpUser(client)
    const day = 24 * 60 * 60 * 1000
    const age = async (days: number) =>
      setup.database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - days * day), updatedAt: new Date() })
        .where(eq(session.userId, made.id))
    await age(89)
    expect((await client.call('GET /api/auth/me')).status).toBe(200)
    await age(91)
    const me = await client.call('GET /api/auth/me')
    expect(me.status).toBe(401)
    expect((await client.call('GET /api/auth/session')).body).toEqual({ user: null })
    expect(await setup.database.db.select().from(session).where(eq(session.userId, made.id))).toEqual([])
  })

  it('signs in with a new session each time, sets a httpOnly SameSite=Lax cookie, and logout destroys it server-side', async () => {
    const first = new TestClient()
    const { email, password } = await signedUpUser(first)
    const confirmToken = first.sessionToken()
    const client = new TestClient()
    const login = await client.call('POST /api/auth/login', { email, password })
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe(email)
    const cookie = login.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i) // only in production
    expect(client.sessionToken()).toBeTruthy()
    expect(client.sessionToken()).not.toBe(confirmToken)

    const stale = new TestClient()
    stale.cookies = new Map(client.cookies)
    const out = await client.call('POST /api/auth/logout')
    expect(out.status).toBe(200)
    expect(client.sessionToken()).toBeUndefined()
    // The old cookie no longer works: the session row is gone.
    expect((await stale.call('GET /api/auth/me')).status).toBe(401)
    expect((await stale.call('GET /api/auth/session')).body).toEqual({ user: null })
    // Logging out twice is harmless.
    expect((await client.call('POST /api/auth/logout')).status).toBe(200)
  })

  it('refresh extends the session and re-reads the user; anonymous refresh is 401', async () => {
    const client = new TestClient()
    const { email } = await signedUpUser(client)
    const [row] = await setup.database.db
      .select()
      .from(session)
      .innerJoin(user, eq(session.userId, user.id))
      .where(eq(user.email, email))
    await setup.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(session.id, row!.session.id))
    const refreshed = await client.call('POST /api/auth/refresh')
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.user.email).toBe(email)
    expect(refreshed.headers.getSetCookie().some((c) => /session_token=.+Max-Age=\d{6,}/i.test(c))).toBe(true)
    const [after] = await setup.database.db.select().from(session).where(eq(session.id, row!.session.id))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
    expect((await new TestClient().call('POST /api/auth/refresh')).status).toBe(401)
  })

  it('refuses state-changing calls from another origin', async () => {
    const client = new TestClient()
    const res = await client.call(
      'POST /api/auth/login',
      { email: uniqueEmail(), password: strong },
      { origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('forbidden_origin')
    const cross = await client.call('POST /api/auth/logout', undefined, { origin: '', 'sec-fetch-site': 'cross-site' })
    expect(cross.status).toBe(403)
  })

  it('preferences: 401 for anonymous, defaults for a new user', async () => {
    expect((await new TestClient().call('GET /api/v1/user/preferences')).status).toBe(401)
    const client = new TestClient()
    await signedUpUser(client)
    const prefs = await client.call('GET /api/v1/user/preferences')
    expect(prefs.status).toBe(200)
    expect(prefs.body).toEqual({
      preferences: {
        locale: null,
        newsletter: false,
        savedTripAlerts: false,
        currency: 'EUR',
        theme: 'system',
        tripFollowUps: true,
        commentMail: true,
      },
    })
  })
})
