// Publishing: what a post needs to go public, where it then shows (and a draft never does), editing and deleting it.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { user } from '@/server/db/schema'
import { blogFeedXml } from '@/features/blog/blog.feed.server'
import { listPosts } from '@/features/blog/blog.list.server'
import { sitemapFileEntries } from '@/routes/-sitemap-entries'
import { m } from '@/paraglide/messages'
import { TestClient } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, database, findAuthor, findPost, owner, ownerId, setUpWriting, tag } from './support'

setUpWriting()

describe(`writing REST on ${testEngine}`, () => {
  it('publishing needs a category and says so per field; then the post is public everywhere', async () => {
    const draft = (
      await owner.call('POST /api/v1/me/posts', { title: 'Salt and wind', lang: 'es', body: 'Texto del **cuerpo**.' })
    ).body.post
    expect(await findPost('en', draft.slug)).toBeNull()
    const refused = await owner.call(`PATCH /api/v1/me/posts/${draft.id}`, { status: 'published' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.categorySlug).toBe(m.writing_publish_needs_category({}, { locale: 'en' }))
    expect((await owner.call(`GET /api/v1/me/posts/${draft.id}`)).body.post.status).toBe('draft')

    const published = await owner.call(`PATCH /api/v1/me/posts/${draft.id}`, {
      status: 'published',
      categorySlug: category,
      tags: [tag],
    })
    expect(published.status).toBe(200)
    expect(published.body.post).toMatchObject({ status: 'published', categorySlug: category, tags: [tag] })
    expect(published.body.post.publishedAt).toBeTruthy()
    expect(published.body.post.excerpt).toBe('Texto del cuerpo.')

    const username = (await database.db.select().from(user).where(eq(user.id, ownerId)))[0]!.username
    expect((await findPost('en', draft.slug))?.title).toBe('Salt and wind')
    const lists = await Promise.all([
      listPosts({ locale: 'en' }),
      listPosts({ locale: 'en', category }),
      listPosts({ locale: 'en', tag }),
      listPosts({ locale: 'en', author: username }),
      listPosts({ locale: 'en', lang: 'es' }),
    ])
    for (const list of lists) expect(list.items.map((p) => p.slug)).toContain(draft.slug)
    expect(await blogFeedXml('es')).toContain(`/blog/posts/${draft.slug}`)
    expect(((await sitemapFileEntries('en', 1)) ?? []).map((e) => e.path)).toContain(`/blog/posts/${draft.slug}`)
    expect((await findAuthor('en', username))?.posts).toBe(1)

    const unpublished = await owner.call(`PATCH /api/v1/me/posts/${draft.id}`, { status: 'unpublished' })
    expect(unpublished.body.post.status).toBe('unpublished')
    expect(await findPost('en', draft.slug)).toBeNull()
    expect(await blogFeedXml('es')).not.toContain(`/blog/posts/${draft.slug}`)
    expect(((await sitemapFileEntries('en', 1)) ?? []).map((e) => e.path)).not.toContain(`/blog/posts/${draft.slug}`)
    expect((await listPosts({ locale: 'en', author: username })).items).toHaveLength(0)
  })

  it('never shows drafts publicly: lists, pages, feeds, sitemaps, public API', async () => {
    const draft = (
      await owner.call('POST /api/v1/me/posts', {
        title: 'Secret draft',
        lang: 'en',
        body: 'Hidden',
        categorySlug: category,
        tags: [tag],
      })
    ).body.post
    expect(await findPost('en', draft.slug)).toBeNull()
    expect((await listPosts({ locale: 'en', limit: 50 })).items.map((p) => p.slug)).not.toContain(draft.slug)
    expect((await listPosts({ locale: 'en', tag, limit: 50 })).items.map((p) => p.slug)).not.toContain(draft.slug)
    expect(await blogFeedXml('en')).not.toContain(draft.slug)
    expect(((await sitemapFileEntries('en', 1)) ?? []).map((e) => e.path)).not.toContain(`/blog/posts/${draft.slug}`)
    const api = await new TestClient().call(`GET /api/v1/posts/${draft.slug}`)
    expect(api.status).toBe(404)
  })

  it('creates and publishes in one call, edits a published post, deletes it', async () => {
    const created = await owner.call('POST /api/v1/me/posts', {
      title: 'Straight to print',
      lang: 'ru',
      body: 'Текст',
      excerpt: 'Коротко',
      categorySlug: category,
      tags: [tag],
      status: 'published',
    })
    expect(created.status).toBe(201)
    const id = created.body.post.id
    expect((await findPost('ru', 'straight-to-print'))?.excerpt).toBe('Коротко')
    const edited = await owner.call(`PATCH /api/v1/me/posts/${id}`, { title: 'Straight to print, again' })
    expect(edited.body.post.slug).toBe('straight-to-print') // a published address does not move by itself
    expect((await findPost('ru', 'straight-to-print'))?.title).toBe('Straight to print, again')
    // Clearing the date of a published post keeps its first publication date.
    const firstDate = edited.body.post.publishedAt
    const cleared = await owner.call(`PATCH /api/v1/me/posts/${id}`, { publishedAt: null })
    expect(cleared.status).toBe(200)
    expect(cleared.body.post.publishedAt).toBe(firstDate)
    const future = await owner.call(`PATCH /api/v1/me/posts/${id}`, { publishedAt: '2999-01-01T00:00:00Z' })
    expect(future.status).toBe(400)
    expect(future.body.error.fields.publishedAt).toBe(m.writing_field_date_future({}, { locale: 'en' }))
    // Year 1 was stored and read back as 2001: dates before 1900 are refused, and the saved date stays.
    const ancient = await owner.call(`PATCH /api/v1/me/posts/${id}`, { publishedAt: '0001-01-01T00:00:00Z' })
    expect(ancient.status).toBe(400)
    expect(ancient.body.error.fields.publishedAt).toBe(m.writing_field_date_invalid({}, { locale: 'en' }))
    expect((await owner.call(`GET /api/v1/me/posts/${id}`)).body.post.publishedAt).toBe(firstDate)
    const removed = await owner.call(`DELETE /api/v1/me/posts/${id}`)
    expect(removed.status).toBe(204)
    expect(await findPost('ru', 'straight-to-print')).toBeNull()
    expect((await owner.call(`GET /api/v1/me/posts/${id}`)).status).toBe(404)
  })
})
