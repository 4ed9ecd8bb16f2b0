// Two-factor sign-in (ADR 044): turning it on (password, key, a code), signing in with a TOTP code or a recovery
// code (once), wrong codes refused, the REST second step, new recovery codes and turning it off.
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { account } from '@/server/db/schema'
import { db } from '@/server/db/index.server'
import { requireUser } from '@/features/auth/require-user.server'
import * as twoFactor from '@/features/auth/two-factor.server'
import { authApiDatabase, strong } from '@/features/auth/auth-api.test-setup'
import { testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { totp } from '../support/totp'

const BOT_TOKEN = '123456:TEST-bot-token'
vi.stubEnv('TELEGRAM_BOT_TOKEN', BOT_TOKEN)
vi.stubEnv('TELEGRAM_BOT_NAME', 'waypoints_test_bot')
authApiDatabase()

const headersOf = (client: TestClient) =>
  new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') })
const userOf = (client: TestClient) => requireUser(new Request('http://localhost/', { headers: headersOf(client) }))

/** Applies Set-Cookie lines a service returned, as a browser would. */
function take(client: TestClient, lines: string[]) {
  for (const line of lines) {
    const [pair, ...attrs] = line.split(';')
    const name = pair!.slice(0, pair!.indexOf('=')).trim()
    const value = pair!.slice(pair!.indexOf('=') + 1).trim()
    if (value === '' || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) client.cookies.delete(name)
    else client.cookies.set(name, value)
  }
}

const errorOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    return error as { status: number; code: string; fields?: Record<string, string> }
  }
  throw new Error('expected a failure')
}

/** A confirmed account with two-factor sign-in on; the client stays signed in. */
async function withTwoFactor() {
  const client = new TestClient()
  const account = await signedUpUser(client)
  const user = await userOf(client)
  const setup = await twoFactor.startTwoFactorSetup(headersOf(client), user, { password: strong }, 'en')
  const { cookies } = await twoFactor.confirmTwoFactorSetup(headersOf(client), { code: totp(setup.secret) }, 'en')
  take(client, cookies)
  return { client, account, setup }
}

describe(`two-factor sign-in on ${testEngine}`, () => {
  it('turning it on: the password, a key as QR code and text, then a code from the app', async () => {
    const client = new TestClient()
    await signedUpUser(client)
    const user = await userOf(client)
    expect(user.twoFactorEnabled).toBe(false)

    const wrong = await errorOf(() =>
      twoFactor.startTwoFactorSetup(headersOf(client), user, { password: 'not-the-password' }, 'en'),
    )
    expect([wrong.status, wrong.code, Object.keys(wrong.fields ?? {})]).toEqual([400, 'invalid_password', ['password']])

    const setup = await twoFactor.startTwoFactorSetup(headersOf(client), user, { password: strong }, 'en')
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Waypoints:/)
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/)
    expect(setup.qr.size).toBeGreaterThan(20)
    expect(setup.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(setup.recoveryCodes).toHaveLength(10)
    // Not in force until a code confirms it.
    expect((await userOf(client)).twoFactorEnabled).toBe(false)

    const bad = await errorOf(() => twoFactor.confirmTwoFactorSetup(headersOf(client), { code: '000000' }, 'en'))
    expect([bad.status, bad.code]).toEqual([401, 'two_factor_invalid_code'])
    const { cookies } = await twoFactor.confirmTwoFactorSetup(headersOf(client), { code: totp(setup.secret) }, 'en')
    take(client, cookies)
    expect((await userOf(client)).twoFactorEnabled).toBe(true)
    const again = await errorOf(() =>
      twoFactor.startTwoFactorSetup(headersOf(client), user, { password: strong }, 'en'),
    )
    expect(again.code).toBe('two_factor_already_enabled')
  })

  it('signing in: the password answers "second step needed" without a session; a TOTP code completes it', async () => {
    const { account, setup } = await withTwoFactor()
    const browser = new TestClient()
    const first = await browser.call('POST /api/auth/login', { email: account.email, password: account.password })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ user: null, twoFactorRequired: true })
    expect(browser.sessionToken()).toBeUndefined()
    expect((await browser.call('GET /api/auth/me')).status).toBe(401)

    const wrong = await browser.call('POST /api/auth/two-factor', {
      code: '123456' === totp(setup.secret) ? '654321' : '123456',
    })
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'two_factor_invalid_code'])
    const malformed = await browser.call('POST /api/auth/two-factor', { code: '12ab' })
    expect([malformed.status, Object.keys(malformed.body.error.fields)]).toEqual([400, ['code']])

    const ok = await browser.call('POST /api/auth/two-factor', { code: totp(setup.secret) })
    expect(ok.status).toBe(200)
    expect(ok.body.user).toMatchObject({ email: account.email, twoFactorEnabled: true })
    expect(browser.sessionToken()).toBeTruthy()
    expect((await browser.call('GET /api/auth/me')).body.user.email).toBe(account.email)
  })

  it('a recovery code signs in once; used again it is refused', async () => {
    const { account, setup } = await withTwoFactor()
    const recoveryCode = setup.recoveryCodes[0]!
    const first = new TestClient()
    await first.call('POST /api/auth/login', { email: account.email, password: account.password })
    const used = await first.call('POST /api/auth/two-factor', { recoveryCode: recoveryCode.replace('-', '') })
    expect(used.status).toBe(200)

    const second = new TestClient()
    await second.call('POST /api/auth/login', { email: account.email, password: account.password })
    const again = await second.call('POST /api/auth/two-factor', { recoveryCode })
    expect([again.status, again.body.error.code]).toEqual([401, 'two_factor_invalid_code'])
    expect(second.sessionToken()).toBeUndefined()
  })

  it('no challenge (no password step, or a stranger): 401 two_factor_expired', async () => {
    const stranger = new TestClient()
    const answer = await stranger.call('POST /api/auth/two-factor', { code: '123456' })
    expect([answer.status, answer.body.error.code]).toEqual([401, 'two_factor_expired'])
    const both = await stranger.call('POST /api/auth/two-factor', { code: '123456', recoveryCode: 'abcde-12345' })
    expect(both.status).toBe(400)
  })

  it('new recovery codes replace the old ones; turning it off needs the password and signs in without a code', async () => {
    const { client, account, setup } = await withTwoFactor()
    const user = await userOf(client)
    const { recoveryCodes } = await twoFactor.newRecoveryCodes(headersOf(client), user, { password: strong }, 'en')
    expect(recoveryCodes).toHaveLength(10)
    expect(recoveryCodes).not.toContain(setup.recoveryCodes[1])
    const old = new TestClient()
    await old.call('POST /api/auth/login', { email: account.email, password: account.password })
    expect((await old.call('POST /api/auth/two-factor', { recoveryCode: setup.recoveryCodes[1] })).status).toBe(401)

    const wrong = await errorOf(() =>
      twoFactor.disableTwoFactor(headersOf(client), user, { password: 'not-the-password' }, 'en'),
    )
    expect(wrong.code).toBe('invalid_password')
    const { cookies } = await twoFactor.disableTwoFactor(headersOf(client), user, { password: strong }, 'en')
    take(client, cookies)
    expect((await userOf(client)).twoFactorEnabled).toBe(false)
    const plain = new TestClient()
    const login = await plain.call('POST /api/auth/login', { email: account.email, password: account.password })
    expect(login.body.user.email).toBe(account.email)
  })

  it('Telegram cannot ask for the code: an account with two-factor sign-in on is told to use its password', async () => {
    const { client } = await withTwoFactor()
    const user = await userOf(client)
    await (await db()).insert(account).values({
      id: `telegram-${user.id}`,
      accountId: '777001',
      providerId: 'telegram',
      userId: user.id,
    })
    const fields: Record<string, string | number> = {
      id: 777001,
      first_name: 'Ada',
      auth_date: Math.floor(Date.now() / 1000),
    }
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n')
    const hash = createHmac('sha256', createHash('sha256').update(BOT_TOKEN).digest()).update(check).digest('hex')
    const browser = new TestClient()
    const answer = await browser.call('POST /api/auth/telegram', { ...fields, hash })
    expect([answer.status, answer.body.error.code]).toEqual([403, 'two_factor_use_password'])
    expect(browser.sessionToken()).toBeUndefined()
  })
})
