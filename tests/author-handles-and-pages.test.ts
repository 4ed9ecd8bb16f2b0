// Author handles and pages: a handle another author row holds never fails a save (the next free variant is used),
// and a deleted member's author page leaves the caches at once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { authors, user } from '@/server/db/schema'
import { ensureAuthor } from '@/features/writing/writing.server'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'
import { stubTempDataDir } from './support/settings'

stubTempDataDir('waypoints-author-handles-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const authorOf = async (userId: string) =>
  (await database.db.select().from(authors).where(eq(authors.userId, userId)))[0]
const draft = (client: TestClient, title = 'A draft') =>
  client.call('POST /api/v1/me/posts', { title, lang: 'en', body: 'Some words.' })

describe(`author handles on ${testEngine}`, () => {
  it('a handle another author row has never fails a save: the next free variant is used', async () => {
    const a = new TestClient()
    const b = new TestClient()
    const c = new TestClient()
    const { user: userA } = await signedUpUser(a)
    const { user: userB } = await signedUpUser(b)
    const { user: userC } = await signedUpUser(c)
    expect((await draft(a)).status).toBe(201)
    const handle = (await authorOf(userA.id))!.username
    // A renamed without the author row following, and B took the name (data from before the check, or a race).
    const setUsername = (id: string, username: string) =>
      database.db.update(user).set({ username }).where(eq(user.id, id))
    await setUsername(userA.id, 'a-elsewhere')
    await setUsername(userB.id, handle)
    const created = await draft(b)
    expect(created.status).toBe(201)
    expect((await authorOf(userB.id))!.username).toBe(`${handle}-2`)
    // An existing author row renamed onto a taken handle: the save goes through too.
    await setUsername(userC.id, 'c-writer')
    expect((await draft(c)).status).toBe(201)
    expect((await authorOf(userC.id))!.username).toBe('c-writer')
    await setUsername(userB.id, 'b-elsewhere')
    await setUsername(userC.id, handle)
    const edited = await c.call(`PATCH /api/v1/me/posts/${(await draft(c, 'Second')).body.post.id}`, { title: 'T' })
    expect(edited.status).toBe(200)
    expect((await authorOf(userC.id))!.username).toBe(`${handle}-3`)
    // Saved again: the variant stays (no churn), and it moves to the handle itself once that is free.
    expect((await ensureAuthor(userC.id)).username).toBe(`${handle}-3`)
    await database.db.update(authors).set({ username: 'moved-away' }).where(eq(authors.userId, userA.id))
    expect((await ensureAuthor(userC.id)).username).toBe(handle)
    // The public page answers under the handle in use.
    expect((await new TestClient().call(`GET /api/v1/authors/${handle}-2`)).status).toBe(200)
  })
})

describe(`account deletion and the caches on ${testEngine}`, () => {
  it('drops the author page of a member with no published post from the caches', async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    expect((await draft(leaving)).status).toBe(201)
    const handle = (await authorOf(account.id))!.username
    const visitor = new TestClient()
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(200)
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(200) // now from memory
    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(404)
  })
})
