// E-mail changes and the account's rate limits: a confirmed change ends reset links mailed to the old address and
// other pending changes, Telegram's reserved addresses are refused, and change mails and password checks with a
// session are rate-limited with a localized 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as account from '@/features/auth/account.server'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, lastMailTo, mailsTo, signedUpUser, tokenFrom, uniqueEmail } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'
import { cookieHeaders, edgeInput, failure, requestEmailChangeAs, userOf } from './support'

stubTempDataDir('waypoints-email-change-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`e-mail changes and reset links on ${testEngine}`, () => {
  it('a confirmed e-mail change ends reset links sent to the old address and other pending changes', async () => {
    const a = new TestClient()
    const { email, password } = await signedUpUser(a)
    expect((await new TestClient().call('POST /api/auth/password-reset', { email })).status).toBe(200)
    const resetToken = tokenFrom(lastMailTo(email))
    const userA = await userOf(a)
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await requestEmailChangeAs(userA, { newEmail: first }, 'en')
    await requestEmailChangeAs(userA, { newEmail: second }, 'en')
    const tokenOf = (to: string) => new URL(lastMailTo(to)!.link!).searchParams.get('emailChange')!
    const firstToken = tokenOf(first)
    await account.confirmEmailChange(userA, tokenOf(second), 'en')

    const reset = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: resetToken,
      password: 'copper-lantern-field-93',
    })
    expect(reset.status).toBe(400)
    expect((await new TestClient().call('POST /api/auth/login', { email: second, password })).status).toBe(200)
    expect(await failure(() => account.confirmEmailChange(userA, firstToken, 'en'))).toMatchObject({
      code: 'token_invalid',
    })
  })
})

describe(`e-mail change on ${testEngine}`, () => {
  it("refuses the reserved addresses of Telegram accounts, which would block that user's sign-in", async () => {
    const a = new TestClient()
    await signedUpUser(a)
    const refused = await failure(async () =>
      requestEmailChangeAs(
        await userOf(a),
        edgeInput('email', { newEmail: 'telegram-777001@users.telegram.invalid' }, 'uk'),
        'uk',
      ),
    )
    expect(refused).toMatchObject({ status: 400 })
    expect(refused.fields?.newEmail).toBeTruthy()
    expect(mailsTo('telegram-777001@users.telegram.invalid')).toHaveLength(0)
  })
})

describe(`rate limits of the account section on ${testEngine}`, () => {
  it('limits e-mail change mails per member and per address, with a localized 429', async () => {
    const a = new TestClient()
    await signedUpUser(a)
    const userA = await userOf(a)
    for (let i = 0; i < 5; i++) await requestEmailChangeAs(userA, { newEmail: uniqueEmail('many') }, 'en')
    const limited = await failure(() => requestEmailChangeAs(userA, { newEmail: uniqueEmail('more') }, 'ru'))
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(limited.message).toMatch(/попыт/)

    // One address, several members.
    const target = uniqueEmail('target')
    const b = new TestClient()
    const c = new TestClient()
    await signedUpUser(b)
    await signedUpUser(c)
    for (let i = 0; i < 3; i++) await requestEmailChangeAs(await userOf(b), { newEmail: target }, 'en')
    for (let i = 0; i < 2; i++) await requestEmailChangeAs(await userOf(c), { newEmail: target }, 'en')
    expect(mailsTo(target)).toHaveLength(5)
    const toTarget = await failure(async () => requestEmailChangeAs(await userOf(c), { newEmail: target }, 'en'))
    expect(toTarget).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(mailsTo(target)).toHaveLength(5)
    // Another address is still fine for that member.
    expect(await requestEmailChangeAs(await userOf(c), { newEmail: uniqueEmail('fine') }, 'en')).toEqual({
      status: 'sent',
    })
  })

  it('limits password checks with a session, shared by password change and account deletion', async () => {
    const a = new TestClient()
    const { password } = await signedUpUser(a)
    const userA = await userOf(a)
    const newPassword = 'amber-canyon-lamp-77'
    for (let i = 0; i < 6; i++) {
      const wrong = await failure(() =>
        account.changePassword(cookieHeaders(a), { currentPassword: `wrong-${i}`, newPassword }, 'en'),
      )
      expect(wrong).toMatchObject({ status: 400, code: 'invalid_password' })
    }
    for (let i = 0; i < 4; i++) {
      const wrong = await failure(() =>
        account.deleteAccount(userA, { confirmation: `wrong-${i}` }, 'en', async () => {}),
      )
      expect(wrong).toMatchObject({ status: 400, code: 'confirmation_failed' })
    }
    // Over the limit: even the right password is not checked (a guess would otherwise still get through).
    const deletion = await failure(() => account.deleteAccount(userA, { confirmation: password }, 'es', async () => {}))
    expect(deletion).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(deletion.message).toMatch(/intentos/)
    const change = await failure(() =>
      account.changePassword(cookieHeaders(a), { currentPassword: password, newPassword }, 'en'),
    )
    expect(change).toMatchObject({ status: 429, code: 'rate_limited' })
    expect((await a.call('GET /api/auth/me')).status).toBe(200)
  })
})
