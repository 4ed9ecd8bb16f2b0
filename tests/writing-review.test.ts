// Writing (review of 2026-11-26): a handle clash never fails a save, a deleted account's author page leaves the
// caches, auto-filled excerpts keep escaped characters, and zod's own messages follow the request's language.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { authors, posts, user } from '@/server/db/schema'
import { ensureAuthor, updateAuthorProfile } from '@/features/writing/author-profile.server'
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
