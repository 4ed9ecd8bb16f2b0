// Post addresses: slugs from titles in any script, unique per blog; a renamed post's old address redirects.
import { describe, expect, it } from 'vitest'
import * as blog from '@/features/blog/blog.post.server'
import { slugFromTitle } from '@/features/writing/slugs.server'
import { m } from '@/paraglide/messages'
import { TestClient } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, other, owner, setUpWriting } from './support'

setUpWriting()

describe(`writing REST on ${testEngine}`, () => {
  it('transliterates Russian and Ukrainian titles and keeps slugs unique', async () => {
    expect(slugFromTitle('Путешествие по Грузии')).toBe('puteshestvie-po-gruzii')
    expect(slugFromTitle('Їжак і ґанок у Львові')).toMatch(/^[a-z0-9-]+$/)
    expect(slugFromTitle('Їжак і ґанок у Львові')).toContain('lvovi')
    expect(slugFromTitle('🙂🙂')).toBe('post')
    const a = await owner.call('POST /api/v1/me/posts', { title: 'Карпати взимку', lang: 'uk', body: 'x' })
    const b = await other.call('POST /api/v1/me/posts', { title: 'Карпати взимку', lang: 'uk', body: 'y' })
    expect(a.body.post.slug).toBe('karpati-vzimku')
    expect(b.body.post.slug).toBe('karpati-vzimku-2')
    const taken = await other.call(`PATCH /api/v1/me/posts/${b.body.post.id}`, { slug: 'karpati-vzimku' })
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields.slug).toBe(m.writing_field_slug_taken({}, { locale: 'en' }))
  })

  it('a published post whose slug changes keeps its old address as a redirect, until a post takes it back', async () => {
    const publish = (title: string) =>
      owner.call('POST /api/v1/me/posts', {
        title,
        lang: 'en',
        body: 'Quay.',
        categorySlug: category,
        status: 'published',
      })
    const post = (await publish('Harbour lights at dusk')).body.post
    const first = post.slug as string
    const rename = (slug: string) => owner.call(`PATCH /api/v1/me/posts/${post.id}`, { slug })
    expect((await rename('harbour-lights')).status).toBe(200)
    expect(await blog.findMovedPost(first)).toBe('harbour-lights')
    // Renamed again: both earlier addresses lead to the current one.
    await rename('harbour-lights-at-night')
    expect(await blog.findMovedPost(first)).toBe('harbour-lights-at-night')
    expect(await blog.findMovedPost('harbour-lights')).toBe('harbour-lights-at-night')
    // Back to its first slug: that address is live again, not a redirect to itself.
    await rename(first)
    expect(await blog.findMovedPost(first)).toBeNull()
    expect(await blog.findMovedPost('harbour-lights-at-night')).toBe(first)
    // Another post that takes an old address takes it for good.
    const other = await owner.call('POST /api/v1/me/posts', {
      title: 'Other',
      lang: 'en',
      body: 'x',
      slug: 'harbour-lights',
    })
    expect(other.status).toBe(201)
    expect(await blog.findMovedPost('harbour-lights')).toBeNull()
    // An unpublished post is not redirected to.
    await owner.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'unpublished' })
    expect(await blog.findMovedPost('harbour-lights-at-night')).toBeNull()
    // A draft never published leaves no address behind: it was never shared.
    const draft = (await owner.call('POST /api/v1/me/posts', { title: 'Quiet draft', lang: 'en', body: 'x' })).body.post
    await owner.call(`PATCH /api/v1/me/posts/${draft.id}`, { slug: 'quiet-draft-renamed' })
    expect(await blog.findMovedPost(draft.slug)).toBeNull()
  })

  it("the API answers a renamed post's old slug with a 301 to its current API address, query string kept", async () => {
    const visitor = new TestClient(undefined, 'es')
    const post = (
      await owner.call('POST /api/v1/me/posts', {
        title: 'Lanterns on the pier',
        lang: 'en',
        body: 'Pier.',
        categorySlug: category,
        status: 'published',
      })
    ).body.post
    const old = post.slug as string
    // Read once before the rename, so the result cache (ADR 037) holds the post under its old slug.
    expect((await visitor.call(`GET /api/v1/posts/${old}`)).status).toBe(200)
    expect((await owner.call(`PATCH /api/v1/me/posts/${post.id}`, { slug: 'lanterns-on-the-quay' })).status).toBe(200)

    const moved = await visitor.call(`GET /api/v1/posts/${old}`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/api/v1/posts/lanterns-on-the-quay')
    expect(moved.body).toEqual({ location: '/api/v1/posts/lanterns-on-the-quay' })
    expect(moved.headers.get('content-type')).toContain('application/json')
    // Not kept for ever by a client or a proxy: the old address may be taken back by a post.
    expect(moved.headers.get('cache-control')).toBe('public, max-age=60')
    // The whole request moves: the new address judges the query string (here: 400, an unknown parameter).
    const withQuery = await visitor.call(`GET /api/v1/posts/${old}?utm=x%20y&utm=2`)
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.get('location')).toBe('/api/v1/posts/lanterns-on-the-quay?utm=x%20y&utm=2')
    const followed = await visitor.call(`GET ${withQuery.headers.get('location')!}` as `GET /api/${string}`)
    expect(followed.status).toBe(400)
    expect(followed.body.error.fields._).toBe(m.validation_unknown_parameter({}, { locale: 'es' }))
    const current = await visitor.call('GET /api/v1/posts/lanterns-on-the-quay')
    expect(current.status).toBe(200)
    expect(current.body.data.id).toBe(post.id)

    // Unpublished: the old address is unknown again (a 404, not a redirect to a post nobody may read).
    await owner.call(`PATCH /api/v1/me/posts/${post.id}`, { status: 'unpublished' })
    expect((await visitor.call(`GET /api/v1/posts/${old}`)).status).toBe(404)
    // A slug nobody ever had stays a 404; a live post with a bad query string stays a 400.
    expect((await visitor.call('GET /api/v1/posts/never-was-a-post')).status).toBe(404)
  })
})
