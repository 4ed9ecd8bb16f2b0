// A session alone can no longer take an account over (ADR 049). Before: with only the victim's cookie, an e-mail change
// answered "sent" without the password, the link went only to the new address, and a reset to that address then
// locked the owner out; the old address heard nothing, nor of password changes and resets. Now the change needs the
// password, and the address the account had hears of every change with a link that takes the account back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as account from '@/features/auth/account.server'
import type { Database } from '@/server/db/client.server'
import { session, user } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, lastMailTo, runQueuedJobs, signedUpUser, tokenFrom, uniqueEmail } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'
import { cookieHeaders, failure, requestEmailChangeAs, userOf } from './support'

stubTempDataDir('waypoints-takeover-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const secureTokenOf = (email: string) => {
  const link = lastMailTo(email)?.link
  expect(link, `a secure-account link to ${email}`).toMatch(/\/auth\/secure-account\?token=/)
  return new URL(link!).searchParams.get('token')!
}
const sessionsOf = async (userId: string) =>
  (await database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length

describe(`account takeover on ${testEngine}`, () => {
  it('an e-mail change needs the current password: a session alone gets a field error and nothing is sent', async () => {
    const victim = new TestClient()
    await signedUpUser(victim)
    const owner = await userOf(victim)
    const newEmail = uniqueEmail('thief')
    const missing = await failure(() => account.requestEmailChange(cookieHeaders(victim), owner, { newEmail }, 'en'))
    expect(missing).toMatchObject({ status: 400 })
    expect(Object.keys(missing.fields ?? {})).toEqual(['currentPassword'])
    const wrong = await failure(() =>
      requestEmailChangeAs(owner, { newEmail, currentPassword: 'not-the-password-1' }, 'en'),
    )
    expect(wrong).toMatchObject({ status: 400, code: 'invalid_password' })
    expect(lastMailTo(newEmail)).toBeUndefined()
    expect(lastMailTo(owner.email)?.subject).not.toMatch(/change/i)
  })

  it('the old address hears of a requested and a completed change, and its link takes the account back', async () => {
    const victim = new TestClient()
    const { password } = await signedUpUser(victim)
    const owner = await userOf(victim)
    const newEmail = uniqueEmail('moved')
    await requestEmailChangeAs(owner, { newEmail }, 'en')
    expect(lastMailTo(owner.email)?.subject).toBe('Someone asked to change your Waypoints e-mail address')
    expect(lastMailTo(owner.email)?.text).toContain(newEmail)
    const changeToken = new URL(lastMailTo(newEmail)!.link!).searchParams.get('emailChange')!
    await account.confirmEmailChange(owner, changeToken, 'en')
    await runQueuedJobs() // the notice, queued with the change (ADR 053)
    expect(lastMailTo(owner.email)?.subject).toBe('Your Waypoints e-mail address was changed')
    const secureToken = secureTokenOf(owner.email)
    // The thief then resets the password through the new address.
    await new TestClient().call('POST /api/auth/password-reset', { email: newEmail })
    const reset = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: tokenFrom(lastMailTo(newEmail)),
      password: 'thief-owns-this-now-77',
    })
    expect(reset.status).toBe(200)
    expect(await sessionsOf(owner.id)).toBe(0)
    await new TestClient().call('POST /api/auth/login', { email: newEmail, password: 'thief-owns-this-now-77' })
    expect(await sessionsOf(owner.id)).toBe(1)

    // The owner opens the link from the first notice: the thief is out and the address is the owner's again.
    const secured = await new TestClient().call('POST /api/auth/secure-account', { token: secureToken })
    expect(secured.status).toBe(200)
    expect(secured.body).toEqual({ status: 'secured', email: owner.email })
    expect(await sessionsOf(owner.id)).toBe(0)
    const [row] = await database.db.select({ email: user.email }).from(user).where(eq(user.id, owner.id))
    expect(row?.email).toBe(owner.email)
    // A reset link comes to the owner's address; with it the owner is back in.
    expect(lastMailTo(owner.email)?.subject).toMatch(/reset/i)
    const mine = await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: tokenFrom(lastMailTo(owner.email)),
      password: 'owner-again-harbour-58',
    })
    expect(mine.status).toBe(200)
    const back = await new TestClient().call('POST /api/auth/login', {
      email: owner.email,
      password: 'owner-again-harbour-58',
    })
    expect(back.status).toBe(200)
    expect(password).not.toBe('owner-again-harbour-58')
    // The link works once.
    const again = await new TestClient().call('POST /api/auth/secure-account', { token: secureToken })
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'token_invalid' } } })
  })

  it('a password change and a reset are told to the account address, with the secure link', async () => {
    const member = new TestClient()
    const { email, password } = await signedUpUser(member)
    await account.changePassword(
      cookieHeaders(member),
      { currentPassword: password, newPassword: 'changed-lantern-field-31' },
      'uk',
    )
    await runQueuedJobs() // the notice, queued with the change (ADR 053)
    expect(lastMailTo(email)?.subject).toBe('Пароль у Waypoints змінено')
    secureTokenOf(email)
    await new TestClient().call('POST /api/auth/password-reset', { email })
    await new TestClient().call('POST /api/auth/password-reset/confirm', {
      token: tokenFrom(lastMailTo(email)),
      password: 'reset-copper-meadow-64',
    })
    expect(lastMailTo(email)?.subject).toBe('Your Waypoints password was reset')
    secureTokenOf(email)
  })

  it('a made-up secure link changes nothing', async () => {
    const answer = await new TestClient().call('POST /api/auth/secure-account', { token: 'made-up-token' })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('token_invalid')
  })
})
