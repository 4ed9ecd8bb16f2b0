// Account changes that other parts of the app rely on (review of 2026-11-26): the author page follows a rename, an e-mail change ends reset links mailed to the old address, and mails and password checks with a session
// are rate-limited.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as account from '@/features/auth/account.server'
import type { Database } from '@/server/db/client.server'
import { authors } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, lastMailTo, mailsTo, signedUpUser, tokenFrom, uniqueEmail } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'
import { cookieHeaders, edgeInput, userOf } from './support'

stubTempDataDir('waypoints-account-review-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    return error as { status: number; code: string; message: string; fields?: Record<string, string> }
  }
  throw new Error('expected a failure')
}
const authorOf = async (userId: string) =>
  (await database.db.select().from(authors).where(eq(authors.userId, userId)))[0]

/** A member who has written (a draft), so they have an author row. */
async function writer() {
  const client = new TestClient()
  const { user, password, email } = await signedUpUser(client)
  const draft = await client.call('POST /api/v1/me/posts', { title: 'A draft', lang: 'en', body: 'b' })
  expect(draft.status).toBe(201)
  return { client, user, password, email }
}

describe(`usernames and author handles on ${testEngine}`, () => {
  it('a rename moves the author page with the account: the old handle is free, a taken one refused', async () => {
    const a = await writer()
    const b = new TestClient()
    await signedUpUser(b)
    const oldHandle = a.user.username as string
    // The service alone: the author page reads the account (ADR 022), nothing else has to follow.
    await account.updateProfile(await userOf(a.client), { name: 'A', username: 'renamed-a' }, 'en')
    const visitor = new TestClient()
    expect((await visitor.call('GET /api/v1/authors/renamed-a')).status).toBe(200)
    expect((await visitor.call(`GET /api/v1/authors/${oldHandle}`)).status).toBe(404)
    expect((await account.updateProfile(await userOf(b), { name: 'B', username: oldHandle }, 'en')).username).toBe(
      oldHandle,
    )
    const taken = await failure(async () =>
      account.updateProfile(await userOf(a.client), { name: 'A', username: oldHandle }, 'ru'),
    )
    expect(taken).toMatchObject({ status: 400, code: 'username_taken' })
    expect(taken.fields?.username).toMatch(/занято/)
  })

  it('PATCH /api/v1/me renames, and the author page follows at once', async () => {
    const a = await writer()
    const visitor = new TestClient()
    expect((await visitor.call(`GET /api/v1/authors/${a.user.username}`)).status).toBe(200) // now in the caches
    const renamed = await a.client.call('PATCH /api/v1/me', { name: 'Grace Writer', username: 'grace-writer' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.user).toMatchObject({ name: 'Grace Writer', username: 'grace-writer' })
    expect(renamed.headers.get('cache-control')).toBe('private, no-store')
    expect((await visitor.call('GET /api/v1/authors/grace-writer')).body.data).toMatchObject({
      username: 'grace-writer',
      displayName: 'Grace Writer',
    })
    expect((await visitor.call(`GET /api/v1/authors/${a.user.username}`)).status).toBe(404)
    // A member who never wrote: the rename alone, no author row appears.
    const reader = new TestClient()
    const { user } = await signedUpUser(reader)
    expect((await reader.call('PATCH /api/v1/me', { name: 'Reader', username: 'just-a-reader' })).status).toBe(200)
    expect(await authorOf(user.id)).toBeUndefined()
    // Bad input and a stranger.
    const bad = await a.client.call('PATCH /api/v1/me', { name: '', username: 'x' }, { 'accept-language': 'ru' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'username'])
    expect((await new TestClient().call('PATCH /api/v1/me', { name: 'N', username: 'nobody' })).status).toBe(401)
  })

  it('refuses the handle of deleted accounts’ author pages (former_N) with a localized field message', async () => {
    const a = new TestClient()
    await signedUpUser(a)
    for (const username of ['former_1', 'former_123']) {
      const refused = await failure(async () =>
        account.updateProfile(await userOf(a), edgeInput('profile', { name: 'A', username }, 'uk'), 'uk'),
      )
      expect(refused.status).toBe(400)
      expect(refused.fields?.username).toMatch(/зайняте/)
    }
    expect((await account.updateProfile(await userOf(a), { name: 'A', username: 'former_x1' }, 'en')).username).toBe(
      'former_x1',
    )
  })
})

describe(`e-mail changes and reset links on ${testEngine}`, () => {
  it('a confirmed e-mail change ends reset links sent to the old address and other pending changes', async () => {
    const a = new TestClient()
    const { email, password } = await signedUpUser(a)
    expect((await new TestClient().call('POST /api/auth/password-reset', { email })).status).toBe(200)
    const resetToken = tokenFrom(lastMailTo(email))
    const userA = await userOf(a)
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await account.requestEmailChange(userA, { newEmail: first }, 'en')
    await account.requestEmailChange(userA, { newEmail: second }, 'en')
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
      account.requestEmailChange(
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
    for (let i = 0; i < 5; i++) await account.requestEmailChange(userA, { newEmail: uniqueEmail('many') }, 'en')
    const limited = await failure(() => account.requestEmailChange(userA, { newEmail: uniqueEmail('more') }, 'ru'))
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(limited.message).toMatch(/попыт/)

    // One address, several members.
    const target = uniqueEmail('target')
    const b = new TestClient()
    const c = new TestClient()
    await signedUpUser(b)
    await signedUpUser(c)
    for (let i = 0; i < 3; i++) await account.requestEmailChange(await userOf(b), { newEmail: target }, 'en')
    for (let i = 0; i < 2; i++) await account.requestEmailChange(await userOf(c), { newEmail: target }, 'en')
    expect(mailsTo(target)).toHaveLength(5)
    const toTarget = await failure(async () => account.requestEmailChange(await userOf(c), { newEmail: target }, 'en'))
    expect(toTarget).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(mailsTo(target)).toHaveLength(5)
    // Another address is still fine for that member.
    expect(await account.requestEmailChange(await userOf(c), { newEmail: uniqueEmail('fine') }, 'en')).toEqual({
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
