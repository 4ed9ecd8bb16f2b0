// What the writing API answers in its texts: auto-filled excerpts keep escaped characters as the reader sees them,
// and zod's own validation messages follow the request's language.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { posts } from '@/server/db/schema'
import { updateAuthorProfile } from '@/features/writing/author-profile.server'
import { writingSchemas } from '@/features/writing/writing.schemas'
import { parseInput } from '@/server/http/validation.server'
import { createCategory } from './factories/category'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'
import { stubTempDataDir } from './support/settings'

stubTempDataDir('waypoints-writing-texts-')
let database: Database
let category: string
beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
})
afterAll(() => database.close())

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
