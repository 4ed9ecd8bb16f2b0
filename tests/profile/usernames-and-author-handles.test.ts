// Usernames and author handles are one name (ADR 022): a rename moves the author page with the account and frees the
// old handle, a taken one is refused, and a deleted account's former_N handle stays reserved.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as account from '@/features/auth/account.server'
import type { Database } from '@/server/db/client.server'
import { authors } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { stubTempDataDir } from '../support/settings'
import { edgeInput, failure, userOf } from './support'

stubTempDataDir('waypoints-usernames-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

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
