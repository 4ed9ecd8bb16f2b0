import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { session, user } from '@/server/db/schema'
import { m } from '@/paraglide/messages'
import { USERNAME_PATTERN } from './account.schemas'
import { confirmationIsCurrent, getAuth } from './better-auth.server'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import {
  TestClient,
  lastMailTo,
  mailsTo,
  signedUpUser,
  tokenFrom,
  uniqueEmail,
} from '../../../tests/support/auth-client'
import { stubTempDataDir } from '../../../tests/support/settings'

stubTempDataDir()
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const strong = 'violet-harbour-tram-42'

describe(`auth API on ${testEngine}`, () => {
  it('session is { user: null } for anonymous callers and /me is 401', async () => {
    const client = new TestClient()
    const s = await client.call('GET /api/auth/session')
    expect(s.status).toBe(200)
    expect(s.body).toEqual({ user: null })
    const me = await client.call('GET /api/auth/me')
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('unauthorized')
  })

  it('registers, mails a confirmation link in the user locale, and confirms into a session', async () => {
    const client = new TestClient(undefined, 'es')
    const email = uniqueEmail()
    const reg = await client.call('POST /api/auth/register', { name: 'Ana', email, password: strong })
    expect(reg.status).toBe(200)
    expect(reg.body).toEqual({ status: 'confirmation_sent' })
    const mail = lastMailTo(email)
    expect(mail?.subject).toBe('Confirma tu cuenta de Waypoints')
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/es\/auth\/email\/confirm\?token=/)
    expect(mail?.html).toContain(mail?.link?.replaceAll('&', '&amp;'))
    expect(mail?.text).toContain(mail?.link)

    // Not confirmed yet: 403 with its own code (the UI offers to resend).
    const early = await client.call('POST /api/auth/login', { email, password: strong })
    expect(early.status).toBe(403)
    expect(early.body.error.code).toBe('email_not_confirmed')

    const confirmed = await client.call('POST /api/auth/email/confirm', { token: tokenFrom(mail) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user).toMatchObject({ email, name: 'Ana', emailVerified: true })
    expect(confirmed.body.user.username).toMatch(/^[a-z0-9-]+$/)
    expect(confirmed.body.user).not.toHaveProperty('password')
    const me = await client.call('GET /api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(email)
  })

  it('mail links keep the language and the safe redirect the action started with', async () => {
    const email = uniqueEmail()
    await new TestClient(undefined, 'uk').call('POST /api/auth/register?redirect=/uk/trips?page=2', {
      name: 'Oksana',
      email,
      password: strong,
    })
    const confirm = new URL(lastMailTo(email)!.link!)
    expect(confirm.pathname).toBe('/uk/auth/email/confirm')
    expect(confirm.searchParams.get('redirect')).toBe('/uk/trips?page=2')
    expect(lastMailTo(email)?.subject).toBe(m.auth_mail_confirm_subject({}, { locale: 'uk' }))
    const evil = uniqueEmail()
    await new TestClient().call('POST /api/auth/register?redirect=https://evil.example/', {
      name: 'Eve',
      email: evil,
      password: strong,
    })
    expect(new URL(lastMailTo(evil)!.link!).searchParams.has('redirect')).toBe(false)
    await new TestClient(undefined, 'ru').call('POST /api/auth/email/resend', { email })
    expect(new URL(lastMailTo(email)!.link!).pathname).toBe('/ru/auth/email/confirm')
    const { email: member } = await signedUpUser(new TestClient())
    await new TestClient(undefined, 'es').call('POST /api/auth/password-reset', { email: member })
    const reset = lastMailTo(member)!
    expect(new URL(reset.link!).pathname).toBe('/es/auth/password-reset/confirm')
    expect(reset.subject).toBe(m.auth_mail_reset_subject({}, { locale: 'es' }))
  })

  it('refuses a return path given twice, in the caller language, and sends no mail', async () => {
    const email = uniqueEmail()
    const answer = await new TestClient(undefined, 'es').call(
      'POST /api/auth/register?redirect=/es/trips&redirect=/es',
      {
        name: 'Ana',
        email,
        password: strong,
      },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error.fields).toEqual({ redirect: m.validation_single_value({}, { locale: 'es' }) })
    expect(lastMailTo(email)).toBeUndefined()
  })

  it('refuses bad sign-up input with localized field errors, and common passwords', async () => {
    const client = new TestClient(undefined, 'ru')
    const bad = await client.call('POST /api/auth/register', { name: '', email: 'nope', password: 'short' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_input')
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'name', 'password'])
    expect(bad.body.error.fields.password).toBe('Пароль должен содержать от 8 до 128 символов.')
    const long = await client.call('POST /api/auth/register', {
      name: 'A',
      email: uniqueEmail(),
      password: 'x'.repeat(129),
    })
    expect(long.status).toBe(400)
    const common = await client.call('POST /api/auth/register', {
      name: 'A',
      email: uniqueEmail(),
      password: 'iloveyou1',
    })
    expect(common.status).toBe(400)
    expect(common.body.error.fields.password).toBe('Этот пароль слишком распространён. Выберите менее предсказуемый.')
    const json = await client.call('POST /api/auth/register', '{not json')
    expect(json.status).toBe(400)
    expect(json.body.error.code).toBe('invalid_json')
  })

  it('answers sign-up identically for a taken address and sends it no confirmation', async () => {
    const client = new TestClient()
    const { email } = await signedUpUser(client)
    const before = mailsTo(email).length
    const again = await new TestClient().call('POST /api/auth/register', { name: 'Other', email, password: strong })
    const fresh = await new TestClient().call('POST /api/auth/register', {
      name: 'Other',
      email: uniqueEmail(),
      password: strong,
    })
    expect(again.status).toBe(fresh.status)
    expect(again.body).toEqual(fresh.body)
    expect(mailsTo(email)).toHaveLength(before)
  })

  it('a sign-up of an address in use is answered without a second lookup through Better Auth', async () => {
    const { email } = await signedUpUser(new TestClient())
    const signUp = vi.spyOn((await getAuth()).api, 'signUpEmail')
    try {
      const again = await new TestClient().call('POST /api/auth/register', { name: 'Other', email, password: strong })
      expect(again.body).toEqual({ status: 'confirmation_sent' })
      expect(signUp).not.toHaveBeenCalled()
      await new TestClient().call('POST /api/auth/register', { name: 'Other', email: uniqueEmail(), password: strong })
      expect(signUp).toHaveBeenCalledOnce()
    } finally {
      signUp.mockRestore()
    }
  })

  it('a second sign-up of an unconfirmed address replaces its password and name; earlier links are void', async () => {
    const email = uniqueEmail('pre')
    const first = await new TestClient().call('POST /api/auth/register', {
      name: 'Mallory',
      email,
      password: 'attacker-chosen-phrase-1',
    })
    const staleLink = tokenFrom(lastMailTo(email))
    // Links carry their issue time in seconds: the real owner comes along later.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2000)
    let second
    try {
      second = await new TestClient().call('POST /api/auth/register', { name: 'Olga', email, password: strong })
    } finally {
      vi.useRealTimers()
    }
    expect(second.status).toBe(first.status)
    expect(second.body).toEqual(first.body)
    expect(mailsTo(email)).toHaveLength(2)
    const replayed = await new TestClient().call('POST /api/auth/email/confirm', { token: staleLink })
    expect(replayed.status).toBe(400)
    expect(replayed.body.error.code).toBe('token_invalid')
    const confirmed = await new TestClient().call('POST /api/auth/email/confirm', {
      token: tokenFrom(lastMailTo(email)),
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user.name).toBe('Olga')
    expect(confirmed.body.user.username).toMatch(/^olga(-\d+)?$/)
    const attacker = await new TestClient().call('POST /api/auth/login', {
      email,
      password: 'attacker-chosen-phrase-1',
    })
    expect(attacker.status).toBe(401)
    expect((await new TestClient().call('POST /api/auth/login', { email, password: strong })).status).toBe(200)
  })

  it('simultaneous sign-ups of one new address all answer confirmation_sent', async () => {
    const email = uniqueEmail('race')
    const answers = await Promise.all(
      ['Ann', 'Ann', 'Ann'].map((name) =>
        new TestClient().call('POST /api/auth/register', { name, email, password: strong }),
      ),
    )
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [200, { status: 'confirmation_sent' }]))
    expect(await database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1)
  })

  it('generated handles always satisfy the profile rule', async () => {
    const names = [
      'Wu',
      'Abcdefghijklmnopqrstuvw Xyzabc', // the 24-character cut ends on "-"
      'Иван Петров',
      '李',
      'José Ñúñez',
      '---',
    ]
    const handles: string[] = []
    for (const name of names) {
      const email = `${name.length > 3 ? 'x' : 'a'}${uniqueEmail('h')}`
      expect((await new TestClient().call('POST /api/auth/register', { name, email, password: strong })).status).toBe(
        200,
      )
      const [row] = await database.db.select({ username: user.username }).from(user).where(eq(user.email, email))
      handles.push(row!.username)
    }
    for (const handle of handles) expect(handle).toMatch(USERNAME_PATTERN)
    expect(handles[1]).toBe('abcdefghijklmnopqrstuvw')
    expect(handles[2]).toBe('ivan-petrov')
    expect(handles[4]).toBe('jose-nunez')
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
    const [row] = await database.db
      .select()
      .from(session)
      .innerJoin(user, eq(session.userId, user.id))
      .where(eq(user.email, email))
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(session.id, row!.session.id))
    const refreshed = await client.call('POST /api/auth/refresh')
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.user.email).toBe(email)
    expect(refreshed.headers.getSetCookie().some((c) => /session_token=.+Max-Age=\d{6,}/i.test(c))).toBe(true)
    const [after] = await database.db.select().from(session).where(eq(session.id, row!.session.id))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
    expect((await new TestClient().call('POST /api/auth/refresh')).status).toBe(401)
  })

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

  it('makes the username of a Cyrillic name by transliterating it; a taken one gets a number', async () => {
    const usernameOf = async (name: string) => {
      const email = uniqueEmail()
      expect((await new TestClient().call('POST /api/auth/register', { name, email, password: strong })).status).toBe(
        200,
      )
      const token = tokenFrom(lastMailTo(email))
      const confirmed = await new TestClient().call('POST /api/auth/email/confirm', { token })
      expect(confirmed.status).toBe(200)
      return confirmed.body.user.username as string
    }
    expect(await usernameOf('Пётр Иванов')).toBe('pyotr-ivanov')
    expect(await usernameOf('Пётр Иванов')).toMatch(/^pyotr-ivanov-\d+$/)
    // Ukrainian letters too (Ї, Є, Ґ, І).
    expect(await usernameOf('Олена Їжак')).toBe('olena-yizhak')
    expect(await usernameOf('Ґанна Єрмак-Ілюк')).toBe('ganna-yermak-ilyuk')
  })

  it('refuses easily guessed new passwords such as "password2024" with a localized field message', async () => {
    for (const locale of ['en', 'es', 'ru', 'uk'] as const) {
      const res = await new TestClient(undefined, locale).call('POST /api/auth/register', {
        name: 'Guess',
        email: uniqueEmail(),
        password: 'password2024',
      })
      expect(res.status, locale).toBe(400)
      expect(res.body.error.code).toBe('invalid_input')
      expect(res.body.error.fields.password).toBe(m.auth_field_password_weak({}, { locale }))
    }
    const { email } = await signedUpUser(new TestClient())
    await new TestClient().call('POST /api/auth/password-reset', { email })
    const weak = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: tokenFrom(lastMailTo(email)),
      password: 'password2024',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.error.fields.password).toBe(m.auth_field_password_weak({}, { locale: 'en' }))
    // The user's own name or address does not make a password strong.
    const own = await new TestClient().call('POST /api/auth/register', {
      name: 'Margarethe Oberholzer',
      email: 'margarethe.oberholzer@example.test',
      password: 'margaretheoberholzer',
    })
    expect(own.status).toBe(400)
    expect(own.body.error.fields).toHaveProperty('password')
  })

  it('preferences: 401 for anonymous, defaults for a new user', async () => {
    expect((await new TestClient().call('GET /api/v1/user/preferences')).status).toBe(401)
    const client = new TestClient()
    await signedUpUser(client)
    const prefs = await client.call('GET /api/v1/user/preferences')
    expect(prefs.status).toBe(200)
    expect(prefs.body).toEqual({ preferences: { locale: null, newsletter: false, currency: 'EUR', theme: 'system' } })
  })
})
