// Author pages are accounts (ADR 022): a rename moves the page at once and frees the old handle, and a deleted
// member's author page leaves the caches at once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { authors, posts, user } from '@/server/db/schema'
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

describe(`author pages are accounts on ${testEngine}`, () => {
  it('a renamed account moves its author page at once, and its old handle is free for another member', async () => {
    const a = new TestClient()
    const b = new TestClient()
    const { user: userA } = await signedUpUser(a)
    const { user: userB } = await signedUpUser(b)
    expect((await draft(a)).status).toBe(201)
    const visitor = new TestClient()
    const handle = userA.username
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).body.data).toMatchObject({ username: handle })
    // The account is the one place the name and handle live: a change there is the author page's change.
    const setUsername = (id: string, username: string) =>
      database.db.update(user).set({ username }).where(eq(user.id, id))
    await setUsername(userA.id, 'a-elsewhere')
    await setUsername(userB.id, handle)
    expect((await draft(b)).status).toBe(201)
    expect((await draft(a, 'Second')).status).toBe(201)
    const [postA] = await database.db.select().from(posts).where(eq(posts.authorId, userA.id))
    expect(postA).toBeDefined()
    expect((await new TestClient().call('GET /api/v1/authors/a-elsewhere')).body.data).toMatchObject({
      username: 'a-elsewhere',
    })
    const moved = await new TestClient().call(`GET /api/v1/authors/${handle}`)
    expect(moved.body.data).toMatchObject({ username: handle, displayName: userB.name })
    expect(await authorOf(userB.id)).toBeDefined()
  })
})

describe(`account deletion and the caches on ${testEngine}`, () => {
  it('drops the author page of a member with no published post from the caches', async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    expect((await draft(leaving)).status).toBe(201)
    const handle = account.username
    const visitor = new TestClient()
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(200)
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(200) // now from memory
    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    expect((await visitor.call(`GET /api/v1/authors/${handle}`)).status).toBe(404)
  })
})
