import { describe, expect, it, vi } from 'vitest'
import { confirmationIsCurrent, getAuth } from './better-auth.server'
import { testEngine } from '../../../tests/support/db'
import {
  TestClient,
  lastMailTo,
  mailsTo,
  signedUpUser,
  tokenFrom,
  uniqueEmail,
} from '../../../tests/support/auth-client'
import { authApiDatabase, strong } from './auth-api.test-setup'

/** The links sent by mail: confirmation tokens (single use, expiry, resend) and password reset (single use, expiry,
 * revoked sessions and links). */
authApiDatabase()

describe(`auth API e-mail links on ${testEngine}`, () => {
  it('confirmation tokens are single-use, garbage is refused, and they expire after one hour', async () => {
    const client = new TestClient()
    const email = uniqueEmail()
    await client.call('POST /api/auth/register', { name: 'Bo', email, password: strong })
    const token = tokenFrom(lastMailTo(email))
    expect((await new TestClient().call('POST /api/auth/email/confirm', { token: 'garbage' })).body.error.code).toBe(
      'token_invalid',
    )
    expect((await new TestClient().call('POST /api/auth/email/confirm', {})).status).toBe(400)
    expect((await new TestClient().call('POST /api/auth/email/confirm', { token })).status).toBe(200)
    const reuse = await new TestClient().call('POST /api/auth/email/confirm', { token })
    expect(reuse.status).toBe(400)
    expect(reuse.body.error.code).toBe('token_invalid')

    const later = uniqueEmail()
    await client.call('POST /api/auth/register', { name: 'Cy', email: later, password: strong })
    const lateToken = tokenFrom(lastMailTo(later))
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000)
      const expired = await new TestClient().call('POST /api/auth/email/confirm', { token: lateToken })
      expect(expired.status).toBe(400)
      expect(expired.body.error.code).toBe('token_expired')
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves a token that is not a readable JWT to Better Auth, and judges one by its email and iat', async () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const header = part({ alg: 'HS256' })
    for (const token of ['garbage', 'a.b.c', `${header}.${part('text')}.x`, `${header}.${part({ iat: 1 })}.x.y.z`])
      expect(await confirmationIsCurrent(token)).toBe(true)
    const email = uniqueEmail('jwt')
    await new TestClient().call('POST /api/auth/register', { name: 'Jo', email, password: strong })
    const issued = Math.floor(Date.now() / 1000)
    const claims = (iat: number) => `${header}.${part({ email, iat })}.signature`
    expect(await confirmationIsCurrent(claims(issued + 5))).toBe(true)
    expect(await confirmationIsCurrent(claims(issued - 3600))).toBe(false)
    expect(await confirmationIsCurrent(`${header}.${part({ email, iat: issued - 3600, updateTo: 'x' })}.s`)).toBe(true)
  })

  it('resend answers the same for unknown, unconfirmed and confirmed addresses; only unconfirmed get a mail', async () => {
    const client = new TestClient()
    const pending = uniqueEmail()
    await client.call('POST /api/auth/register', { name: 'Di', email: pending, password: strong })
    const pendingMails = mailsTo(pending).length
    const { email: confirmed } = await signedUpUser(new TestClient())
    const confirmedMails = mailsTo(confirmed).length
    const a = await new TestClient().call('POST /api/auth/email/resend', { email: pending })
    const b = await new TestClient().call('POST /api/auth/email/resend', { email: uniqueEmail() })
    const c = await new TestClient().call('POST /api/auth/email/resend', { email: confirmed })
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
    expect(a.body).toEqual(b.body)
    expect(c.body).toEqual(b.body)
    expect(mailsTo(pending)).toHaveLength(pendingMails + 1)
    expect(mailsTo(confirmed)).toHaveLength(confirmedMails)
    expect((await new TestClient().call('POST /api/auth/email/resend', { email: 'bad' })).status).toBe(400)
  })

  it('password reset: same answer for unknown addresses, single-use token, revokes every session', async () => {
    const signedIn = new TestClient()
    const { email, password } = await signedUpUser(signedIn)
    const other = new TestClient()
    expect((await other.call('POST /api/auth/login', { email, password })).status).toBe(200)

    const known = await new TestClient().call('POST /api/auth/password-reset', { email })
    const unknownEmail = uniqueEmail()
    const unknown = await new TestClient().call('POST /api/auth/password-reset', { email: unknownEmail })
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(lastMailTo(unknownEmail)).toBeUndefined()
    const mail = lastMailTo(email)
    expect(mail?.link).toMatch(/\/en\/auth\/password-reset\/confirm\?token=/)
    const token = tokenFrom(mail)

    const weak = await new TestClient().call('POST /api/auth/password-reset/confirm', { token, password: 'password1' })
    expect(weak.status).toBe(400)
    expect(weak.body.error.fields).toHaveProperty('password')
    const newPassword = 'quiet-lantern-orbit-77'
    const done = await new TestClient().call('POST /api/auth/password-reset/confirm', { token, password: newPassword })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ status: 'password_reset' })
    // Both earlier sessions are gone.
    expect((await signedIn.call('GET /api/auth/me')).status).toBe(401)
    expect((await other.call('GET /api/auth/me')).status).toBe(401)
    // Token works once.
    const reuse = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token,
      password: 'another-fine-phrase-9',
    })
    expect(reuse.status).toBe(400)
    expect(reuse.body.error.code).toBe('token_invalid')
    expect((await new TestClient().call('POST /api/auth/login', { email, password })).status).toBe(401)
    expect((await new TestClient().call('POST /api/auth/login', { email, password: newPassword })).status).toBe(200)
  })

  it('a reset confirms an address never confirmed: the new password signs in', async () => {
    const email = uniqueEmail()
    await new TestClient().call('POST /api/auth/register', { name: 'Una Confirmed', email, password: strong })
    expect((await new TestClient().call('POST /api/auth/login', { email, password: strong })).body.error.code).toBe(
      'email_not_confirmed',
    )
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const token = tokenFrom(lastMailTo(email))
    const newPassword = 'quiet-lantern-orbit-80'
    const done = await new TestClient().call('POST /api/auth/password-reset/confirm', { token, password: newPassword })
    expect(done.status).toBe(200)
    const login = await new TestClient().call('POST /api/auth/login', { email, password: newPassword })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(login.body.user.emailVerified).toBe(true)
  })

  it('reset tokens expire after one hour', async () => {
    const { email } = await signedUpUser(new TestClient())
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const token = tokenFrom(lastMailTo(email))
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000)
      const late = await new TestClient().call('POST /api/auth/password-reset/confirm', {
        token,
        password: 'quiet-lantern-orbit-78',
      })
      expect(late.status).toBe(400)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a successful reset ends every other reset link of the account', async () => {
    const { email } = await signedUpUser(new TestClient())
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const older = tokenFrom(lastMailTo(email))
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const newer = tokenFrom(lastMailTo(email))
    expect(newer).not.toBe(older)
    const done = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: newer,
      password: 'quiet-lantern-orbit-79',
    })
    expect(done.status).toBe(200)
    const replay = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: older,
      password: 'harbour-violet-kettle-5',
    })
    expect(replay.status).toBe(400)
    expect(replay.body.error.code).toBe('token_invalid')
    expect(
      (await new TestClient().call('POST /api/auth/login', { email, password: 'quiet-lantern-orbit-79' })).status,
    ).toBe(200)
  })

  it('a password change ends every outstanding reset link of the account', async () => {
    const client = new TestClient()
    const { email, password } = await signedUpUser(client)
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const token = tokenFrom(lastMailTo(email))
    const auth = await getAuth()
    await auth.api.changePassword({
      body: { currentPassword: password, newPassword: 'amber-canyon-ferry-31' },
      headers: new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
    })
    const replay = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token,
      password: 'harbour-violet-kettle-6',
    })
    expect(replay.status).toBe(400)
    expect(replay.body.error.code).toBe('token_invalid')
  })
})
