import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { user } from '@/server/db/schema'
import { m } from '@/paraglide/messages'
import { USERNAME_PATTERN } from './account.schemas'
import { getAuth } from './better-auth.server'
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

/** Sign-up: confirmation mails and their links, input checks, taken and unconfirmed addresses, generated usernames
 * and refused passwords. */
const setup = authApiDatabase()

describe(`auth API sign-up on ${testEngine}`, () => {
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
    expect(await setup.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1)
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
      const [row] = await setup.database.db.select({ username: user.username }).from(user).where(eq(user.email, email))
      handles.push(row!.username)
    }
    for (const handle of handles) expect(handle).toMatch(USERNAME_PATTERN)
    expect(handles[1]).toBe('abcdefghijklmnopqrstuvw')
    expect(handles[2]).toBe('ivan-petrov')
    expect(handles[4]).toBe('jose-nunez')
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
})
