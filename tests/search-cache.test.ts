// Search through the result cache (ADR 037), as visitors and writers reach it over the API: a repeated search is
// answered from memory with what a fresh search answers, and a post published, edited or unpublished shows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { search } from '@/features/search/search.server'
import { resultCache } from '@/server/cache/page-cache-tags.server'
import { createCategory } from './factories/category'
import { createPost } from './factories/post'
import { TestClient, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let writer: TestClient
let category: string
beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
  writer = new TestClient()
  await signedUpUser(writer)
})
afterAll(() => database.close())

const visitor = new TestClient()
const find = async (q: string) => {
  const answer = await visitor.call(`GET /api/v1/search?q=${encodeURIComponent(q)}`)
  expect(answer.status).toBe(200)
  return answer.body as { counts: { all: number }; data: Array<{ title: string }> }
}
const titles = (found: { data: Array<{ title: string }> }) => found.data.map((hit) => hit.title)

describe(`search's result cache on ${testEngine}`, () => {
  it('is on by default and answers a repeated search as a fresh search would', async () => {
    await createPost(database.db, { title: 'Zephyr ridge at dawn', lang: 'en' })
    const cache = resultCache()
    expect(cache).not.toBeNull()
    const before = cache!.stats().entries
    const first = await find('zephyr')
    expect(cache!.stats().entries).toBe(before + 1)
    expect(await find('zephyr')).toEqual(first)
    expect(cache!.stats().entries).toBe(before + 1)
    const fresh = await search({ locale: 'en', q: 'zephyr', type: 'all' })
    expect(first).toEqual(JSON.parse(JSON.stringify({ ...fresh })))
  })

  it('is answered from memory: a row written behind the app’s back is not seen until a write announces a change', async () => {
    expect((await find('quokka')).counts.all).toBe(0)
    await createPost(database.db, { title: 'Quokka island by bike', lang: 'en' })
    expect((await find('quokka')).counts.all).toBe(0)

    const draft = (await writer.call('POST /api/v1/me/posts', { title: 'Quokka selfies', lang: 'en', body: 'Hi.' }))
      .body.post
    // A draft changes nothing public: still the cached answer.
    expect((await find('quokka')).counts.all).toBe(0)
    const published = await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, {
      status: 'published',
      categorySlug: category,
    })
    expect(published.status).toBe(200)
    expect(titles(await find('quokka')).sort()).toEqual(['Quokka island by bike', 'Quokka selfies'])
  })

  it('shows an edit and an unpublish at once', async () => {
    const post = (
      await writer.call('POST /api/v1/me/posts', {
        title: 'Lanterns of Hoi An',
        lang: 'en',
        body: 'Silk and light.',
        status: 'published',
        categorySlug: category,
      })
    ).body.post
    expect(titles(await find('lanterns'))).toEqual(['Lanterns of Hoi An'])
    expect((await find('tailors')).counts.all).toBe(0)

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { title: 'Tailors of Hoi An' })
    expect((await find('lanterns')).counts.all).toBe(0)
    expect(titles(await find('tailors'))).toEqual(['Tailors of Hoi An'])

    await writer.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'unpublished' })
    expect((await find('tailors')).counts.all).toBe(0)
  })
})
