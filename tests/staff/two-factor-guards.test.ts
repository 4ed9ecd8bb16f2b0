// Issue 39: a member's two-factor sign-in keeps the guards of the password sign-in. The bot check stands before the
// password step, and the second step cannot be reached without it; the second step has its own limit per client
// address (and the plugin's lock after ten wrong codes), so codes cannot be guessed at speed either.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireUser } from '@/features/auth/require-user.server'
import * as twoFactor from '@/features/auth/two-factor.server'
import { authApiDatabase, strong } from '@/features/auth/auth-api.test-setup'
import { testEngine } from '../support/db'
import { TestClient, lastMailTo, signedUpUser, tokenFrom } from '../support/auth-client'
import { withSettings } from '../support/settings'
import { totp } from '../support/totp'
import { eq } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { db as database } from '@/server/db/index.server'
import { session } from '@/server/db/schema'

const setup = authApiDatabase()
let verifyServer: Server
let verifyUrl = ''

const headersOf = (client: TestClient) =>
  new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') })

/** A confirmed member with two-factor sign-in on (turned on in the account settings' way). */
async function memberWithTwoFactor() {
  const client = new TestClient()
  const account = await signedUpUser(client)
  const user = await requireUser(new Request('http://localhost/', { headers: headersOf(client) }))
  const started = await twoFactor.startTwoFactorSetup(headersOf(client), user, { password: strong }, 'en')
  await twoFactor.confirmTwoFactorSetup(headersOf(client), { code: totp(started.secret) }, 'en')
  return { ...account, secret: started.secret, recoveryCodes: started.recoveryCodes }
}

beforeAll(async () => {
  // A stand-in for reCAPTCHA's siteverify: the token "good" passes, anything else fails.
  verifyServer = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const good = new URLSearchParams(raw).get('response') === 'good'
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(good ? { success: true, score: 0.9, action: 'login' } : { success: false }))
    })
  })
  await new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(async () => {
  verifyServer.closeAllConnections()
  await new Promise((resolve) => verifyServer.close(resolve))
})

describe(`two-factor sign-in keeps the bot check and the limits on ${testEngine}`, () => {
  it('without the bot check there is no second step; with it, password then code signs in', async () => {
    const member = await memberWithTwoFactor()
    await withSettings(
      setup.database,
      { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: verifyUrl },
      async () => {
        const body = { email: member.email, password: member.password }
        const bot = new TestClient()
        const refused = await bot.call('POST /api/auth/login', body, { 'x-captcha-token': 'forged' })
        expect([refused.status, refused.body.error.code]).toEqual([403, 'captcha_failed'])
        // No challenge was started: a correct code (or a recovery code) does not sign the bot in.
        const code = await bot.call('POST /api/auth/two-factor', { code: totp(member.secret) })
        expect([code.status, code.body.error.code]).toEqual([401, 'two_factor_expired'])
        const recovery = await bot.call('POST /api/auth/two-factor', { recoveryCode: member.recoveryCodes[0] })
        expect([recovery.status, recovery.body.error.code]).toEqual([401, 'two_factor_expired'])
        expect(bot.sessionToken()).toBeUndefined()

        const person = new TestClient()
        const first = await person.call('POST /api/auth/login', body, { 'x-captcha-token': 'good' })
        expect(first.body).toEqual({ user: null, twoFactorRequired: true })
        const second = await person.call('POST /api/auth/two-factor', { code: totp(member.secret) })
        expect(second.status).toBe(200)
        expect(person.sessionToken()).toBeTruthy()
      },
    )
  })

  it('the second step is limited per client address: past the limit even a right code waits (429)', async () => {
    const member = await memberWithTwoFactor()
    // Limits at a tenth (AUTH_RATE_LIMIT_SCALE): three second-step tries per address in 15 minutes.
    await withSettings(setup.database, { AUTH_RATE_LIMIT_SCALE: '0.1' }, async () => {
      const guesser = new TestClient()
      const login = await guesser.call('POST /api/auth/login', { email: member.email, password: member.password })
      expect(login.body).toEqual({ user: null, twoFactorRequired: true })
      const right = totp(member.secret)
      const wrong = right === '000000' ? '111111' : '000000'
      for (let i = 0; i < 3; i++) {
        const guess = await guesser.call('POST /api/auth/two-factor', { code: wrong })
        expect([guess.status, guess.body.error.code]).toEqual([401, 'two_factor_invalid_code'])
      }
      const limited = await guesser.call('POST /api/auth/two-factor', { code: right })
      expect([limited.status, limited.body.error.code]).toEqual([429, 'rate_limited'])
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(guesser.sessionToken()).toBeUndefined()
    })
  })

  it('a password reset does not bypass the second step (ASVS 6.4.3)', async () => {
    const member = await memberWithTwoFactor()
    const browser = new TestClient()
    expect((await browser.call('POST /api/auth/password-reset', { email: member.email })).status).toBe(200)
    const newPassword = 'amber-canal-lantern-77'
    const reset = await browser.call('POST /api/auth/password-reset/confirm', {
      token: tokenFrom(lastMailTo(member.email)),
      password: newPassword,
    })
    expect(reset.status).toBe(200)
    expect(browser.sessionToken()).toBeUndefined()
    const login = await browser.call('POST /api/auth/login', { email: member.email, password: newPassword })
    expect(login.body).toEqual({ user: null, twoFactorRequired: true })
    expect(browser.sessionToken()).toBeUndefined()
    const code = await browser.call('POST /api/auth/two-factor', { code: totp(member.secret) })
    expect(code.status).toBe(200)
    expect(browser.sessionToken()).toBeTruthy()
  })

  it('a code signs in once (ASVS 6.5.1): the same code again is refused and makes no session', async () => {
    const member = await memberWithTwoFactor()
    const code = totp(member.secret)
    const first = new TestClient()
    await first.call('POST /api/auth/login', { email: member.email, password: member.password })
    expect((await first.call('POST /api/auth/two-factor', { code })).status).toBe(200)

    const second = new TestClient()
    await second.call('POST /api/auth/login', { email: member.email, password: member.password })
    const again = await second.call('POST /api/auth/two-factor', { code })
    expect([again.status, again.body.error]).toEqual([
      401,
      { code: 'two_factor_invalid_code', message: m.security_two_factor_code_used({}, { locale: 'en' }) },
    ])
    expect(second.sessionToken()).toBeUndefined()
    const sessions = await (await database()).select().from(session).where(eq(session.userId, member.user.id))
    // The member's own sign-up session and the first sign-in; the refused one was removed.
    expect(sessions).toHaveLength(2)
    expect((await first.call('GET /api/auth/me')).status).toBe(200)
  })
})
