// Writing (review of 2026-11-26): an author page is its account (ADR 022), a deleted account's author page leaves the
// caches, auto-filled excerpts keep escaped characters, and zod's own messages follow the request's language.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { authors, posts, user } from '@/server/db/schema'
import { updateAuthorProfile } from '@/features/writing/author-profile.server'
import { writingSchemas } from '@/features/writing/writing.schemas'
import { parseInput } from '@/server/http/validation.server'
import { createCategory } from './factories/category'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'
import { stubTempDataDir } from './support/settings'

stubTempDataDir('waypoints-writing-review-')
let database: Database
let category: string
beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
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

describe(`auto-filled excerpts on ${testEngine}`, () => {
  it('keep escaped characters as the reader sees them', async () => {
    const a = new TestClient()
    await signedUpUser(a)
    const body = 'Rock & roll, he said "hi" and 5 < 6 > 4. Typed: &amp;lt; and &eacute;t&eacute; &#169;'
    const published = await a.call('POST /api/v1/me/posts', {
      title: 'Entities',
      lang: 'en',
      body,
      categorySlug: category,
      status: 'published',
    })
    expect(published.status).toBe(201)
    expect(published.body.post.excerpt).toBe('Rock & roll, he said "hi" and 5 < 6 > 4. Typed: &lt; and été ©')
    const [row] = await database.db.select().from(posts).where(eq(posts.id, published.body.post.id))
    expect(row!.excerpt).toBe(published.body.post.excerpt)
  })
})

describe(`validation messages of the writing API on ${testEngine}`, () => {
  it("answer zod's generic messages in the request's language", async () => {
    const a = new TestClient(undefined, 'ru')
    const { user: member } = await signedUpUser(a)
    const cyrillic = /[а-яё]/i
    const created = await a.call('POST /api/v1/me/posts', { title: 'T', lang: 'en', body: 'b', colour: 'red' })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.body.error.fields)).toMatch(cyrillic)
    expect(JSON.stringify(created.body.error.fields)).not.toMatch(/Unrecognized/)
    const id = (await a.call('POST /api/v1/me/posts', { title: 'T', lang: 'en', body: 'b' })).body.post.id
    const updated = await a.call(`PATCH /api/v1/me/posts/${id}`, { colour: 'red' })
    expect(updated.status).toBe(400)
    expect(JSON.stringify(updated.body.error.fields)).toMatch(cyrillic)
    // The author profile's input is parsed at the edge, as the server function does it.
    const profile = await Promise.resolve()
      .then(() =>
        updateAuthorProfile(
          member.id,
          parseInput(writingSchemas('ru').authorProfile, { bio: 'x', colour: 'red' }, 'ru'),
          'ru',
        ),
      )
      .catch((error: { fields?: Record<string, string> }) => error)
    expect(JSON.stringify((profile as { fields?: Record<string, string> }).fields)).toMatch(cyrillic)
  })
})
