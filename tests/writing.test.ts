// Writing: members create, edit, publish, unpublish and delete their own posts, with covers (issue 9).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { authors, posts, tags, uploads, user } from '@/server/db/schema'
import { blogFeedXml } from '@/features/blog/blog.feed.server'
import * as blog from '@/features/blog/blog.post.server'
import { listPosts } from '@/features/blog/blog.list.server'
import { findAuthor as findAuthorPage, listAuthors } from '@/features/blog/blog.taxonomy.server'
import { sitemapFileEntries } from '@/routes/-sitemap-entries'
import { NotFoundError } from '@/lib/errors'
import { unpublishPostsOfDeletedAccount } from '@/features/writing/account-deletion.server'
import { updateAuthorProfile } from '@/features/writing/author-profile.server'
import { getMyPost, listMyPosts } from '@/features/writing/my-posts.server'
import { StaleEditError } from '@/features/writing/post-versions.server'
import { createMyPost, deleteMyPost, updateMyPost } from '@/features/writing/posts.server'
import { slugFromTitle } from '@/features/writing/slugs.server'
import { UPLOADS_PER_DAY, writingSchemas } from '@/features/writing/writing.schemas'
import { parseInput } from '@/server/http/validation.server'
import { m } from '@/paraglide/messages'
import { bodyRefusal } from '@/server/http/body-limit.server'
import { Route as uploadsRoute } from '@/routes/uploads/$'
import { createCategory } from './factories/category'
import { createTag } from './factories/tag'
import { createUser } from './factories/user'
import { ORIGIN, TestClient, dispatch, signedUpUser } from './support/auth-client'
import { createTestDatabase, testEngine } from './support/db'
import { stubTempDataDir } from './support/settings'

/** The public post / author page, or null when the blog answers "not found". */
const orNull = <T>(found: Promise<T>) =>
  found.catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error)))
const findPost = (locale: 'en' | 'ru', slug: string) => orNull(blog.findPost(locale, slug))
const findAuthor = (locale: 'en' | 'es', username: string) => orNull(findAuthorPage(locale, username))

const dataDir = stubTempDataDir('waypoints-writing-')
let database: Database
let owner: TestClient
let other: TestClient
let ownerId: string
let category: string
let tag: string

beforeAll(async () => {
  database = await createTestDatabase()
  category = (await createCategory(database.db)).slug
  tag = (await createTag(database.db)).slug
  owner = new TestClient()
  other = new TestClient()
  ownerId = (await signedUpUser(owner)).user.id
  await signedUpUser(other)
})
afterAll(() => database.close())

const jpeg = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()

async function upload(client: TestClient, bytes: Buffer | Uint8Array, name: string, type: string, locale = 'en') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  const headers = new Headers({ origin: ORIGIN, 'accept-language': locale })
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
  const response = await dispatch(
    'POST',
    new Request(`${ORIGIN}/api/v1/me/uploads`, { method: 'POST', headers, body: form }),
  )
  return { status: response.status, headers: response.headers, body: await response.json() }
}

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
/** GET of the public /uploads/* route (outside /api, so called directly). */
const getUpload = (pathname: string) =>
  (uploadsRoute as unknown as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET({
    params: { _splat: decodeURIComponent(pathname.replace(/^\/uploads\//, '')) },
    request: new Request(`${ORIGIN}${pathname}`),
  })

const uploadsOnDisk = () => {
  const root = path.join(dataDir, 'uploads')
  return existsSync(root) ? readdirSync(root).filter((f) => !f.startsWith('.')) : []
}

describe(`writing REST on ${testEngine}`, () => {
  it('creates a draft from title, language and body, with a slug from the title', async () => {
    const created = await owner.call('POST /api/v1/me/posts', {
      title: 'First light over Lofoten',
      lang: 'en',
      body: 'Hello',
    })
    expect(created.status).toBe(201)
    expect(created.body.post).toMatchObject({ slug: 'first-light-over-lofoten', status: 'draft', lang: 'en' })
    // A member's own answers, as every signed-in API answer (docs/api.md, the OpenAPI document).
    expect(created.headers.get('cache-control')).toBe('private, no-store')
    expect(created.headers.get('vary')).toContain('Cookie')
    const listed = await owner.call('GET /api/v1/me/posts')
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(listed.headers.get('vary')).toContain('Cookie')
  })

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

  it('answers bad input with localized field messages and saves nothing', async () => {
    const before = (await owner.call('GET /api/v1/me/posts')).body.items.length
    const bad = new TestClient(owner.ip, 'ru')
    bad.cookies = owner.cookies
    const res = await bad.call('POST /api/v1/me/posts', { title: '', lang: 'xx', body: 'b', slug: 'Not A Slug' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      title: m.writing_field_title_required({}, { locale: 'ru' }),
      lang: m.writing_field_lang_invalid({}, { locale: 'ru' }),
      slug: m.writing_field_slug_invalid({}, { locale: 'ru' }),
    })
    const broken = await owner.call('POST /api/v1/me/posts', '{"title":')
    expect(broken.status).toBe(400)
    expect((await owner.call('GET /api/v1/me/posts')).body.items.length).toBe(before)
  })

  it('a title, body or name of invisible characters alone counts as empty; emoji and right-to-left text count', async () => {
    const uk = new TestClient(owner.ip, 'uk')
    uk.cookies = owner.cookies
    const before = (await owner.call('GET /api/v1/me/posts')).body.items.length
    // Zero-width space, joiner and word joiner, a BOM, a Hangul filler: nothing a reader sees.
    const invisible = '\u200b\u200d\u2060\ufeff\u3164'
    const title = await uk.call('POST /api/v1/me/posts', { title: invisible, lang: 'en', body: 'b' })
    expect(title.status).toBe(400)
    expect(title.body.error.fields).toEqual({ title: m.writing_field_title_required({}, { locale: 'uk' }) })
    const body = await uk.call('POST /api/v1/me/posts', {
      title: 'Blank page',
      lang: 'en',
      body: `${invisible}\u00a0\n`,
      categorySlug: category,
      status: 'published',
    })
    expect(body.status).toBe(400)
    expect(body.body.error.fields).toEqual({ body: m.writing_publish_needs_body({}, { locale: 'uk' }) })
    expect((await owner.call('GET /api/v1/me/posts')).body.items.length).toBe(before)

    const { username } = (await owner.call('GET /api/auth/session')).body.user
    const name = await uk.call('PATCH /api/v1/me', { name: invisible, username })
    expect(name.status).toBe(400)
    expect(name.body.error.fields).toEqual({ name: m.auth_field_name_invalid({}, { locale: 'uk' }) })
    const signUp = await new TestClient(undefined, 'uk').call('POST /api/auth/register', {
      name: '\u200b',
      email: 'invisible.name@example.test',
      password: 'violet-harbour-tram-42',
    })
    expect(signUp.status).toBe(400)
    expect(signUp.body.error.fields).toEqual({ name: m.auth_field_name_invalid({}, { locale: 'uk' }) })

    for (const visible of ['👩\u200d💻 at the desk', 'שלום ירושלים', '\u200bAbove the clouds']) {
      const created = await owner.call('POST /api/v1/me/posts', { title: visible, lang: 'en', body: visible })
      expect(created.status, visible).toBe(201)
      await owner.call(`DELETE /api/v1/me/posts/${created.body.post.id}`)
    }
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

  it('refuses cross-site writes (403 forbidden_origin) and changes nothing', async () => {
    const evil = { origin: 'https://evil.example' }
    const created = await owner.call('POST /api/v1/me/posts', { title: 'Not from here', lang: 'en', body: 'b' }, evil)
    expect(created.status).toBe(403)
    expect(created.body.error.code).toBe('forbidden_origin')
    const mine = (await owner.call('POST /api/v1/me/posts', { title: 'Kept', lang: 'en', body: 'b' })).body.post
    const patched = await owner.call(`PATCH /api/v1/me/posts/${mine.id}`, { title: 'Changed' }, evil)
    expect(patched.status).toBe(403)
    expect((await owner.call(`DELETE /api/v1/me/posts/${mine.id}`, undefined, evil)).status).toBe(403)
    expect((await owner.call('POST /api/v1/me/uploads', undefined, evil)).status).toBe(403)
    expect((await owner.call(`GET /api/v1/me/posts/${mine.id}`)).body.post.title).toBe('Kept')
    expect((await listMyPosts(ownerId)).some((p) => p.title === 'Not from here')).toBe(false)
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

  it('saves a post of 100,000 Cyrillic characters over the API (larger than an ordinary JSON body)', async () => {
    const body = 'щ'.repeat(100_000)
    const created = await owner.call('POST /api/v1/me/posts', { title: 'Довгий допис', lang: 'uk', body })
    expect(created.status).toBe(201)
    const edited = await owner.call(`PATCH /api/v1/me/posts/${created.body.post.id}`, { body: `${body.slice(1)}ж` })
    expect(edited.status).toBe(200)
    expect(edited.body.post.body).toHaveLength(100_000)
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

  it('authorization: anonymous 401, another member 404, owner 200 on every call', async () => {
    const mine = (await owner.call('POST /api/v1/me/posts', { title: 'Mine only', lang: 'en', body: 'x' })).body.post
    const anonymous = new TestClient()
    const calls = [
      ['GET /api/v1/me/posts', undefined],
      ['POST /api/v1/me/posts', { title: 't', lang: 'en', body: 'b' }],
      [`GET /api/v1/me/posts/${mine.id}`, undefined],
      [`PATCH /api/v1/me/posts/${mine.id}`, { title: 'Hijacked' }],
      [`DELETE /api/v1/me/posts/${mine.id}`, undefined],
    ] as const
    for (const [route, body] of calls) expect((await anonymous.call(route, body)).status, route).toBe(401)
    expect((await upload(anonymous, await jpeg(), 'a.jpg', 'image/jpeg')).status).toBe(401)

    for (const [route, body] of calls.slice(2)) {
      const res = await other.call(route, body)
      expect(res.status, route).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
    expect((await other.call('GET /api/v1/me/posts')).body.items.map((p: { id: number }) => p.id)).not.toContain(
      mine.id,
    )
    expect((await other.call('GET /api/v1/me/posts/999999')).status).toBe(404)
    expect((await other.call('GET /api/v1/me/posts/abc')).status).toBe(404)

    expect((await owner.call(`GET /api/v1/me/posts/${mine.id}`)).body.post.title).toBe('Mine only')
    expect((await owner.call(`PATCH /api/v1/me/posts/${mine.id}`, { title: 'Still mine' })).status).toBe(200)
    expect((await owner.call(`DELETE /api/v1/me/posts/${mine.id}`)).status).toBe(204)
  })

  it('the service behind the server functions applies the same owner rule', async () => {
    const otherUser = await createUser(database.db)
    const post = await createMyPost(ownerId, { title: 'Service post', lang: 'en', body: 'x' }, 'en')
    await expect(getMyPost(otherUser.id, post.id)).rejects.toMatchObject({ status: 404 })
    await expect(updateMyPost(otherUser.id, post.id, { title: 'no' }, 'en')).rejects.toMatchObject({ status: 404 })
    await expect(deleteMyPost(otherUser.id, post.id)).rejects.toMatchObject({ status: 404 })
    expect(await listMyPosts(otherUser.id)).toEqual([])
    expect((await getMyPost(ownerId, post.id)).title).toBe('Service post')
  })

  it('the UI server functions all require a signed-in member', () => {
    const source = readFileSync(path.resolve('src/features/writing/writing.functions.ts'), 'utf8')
    const fns = source.split('createServerFn(').slice(1)
    expect(fns.length).toBeGreaterThanOrEqual(9)
    for (const fn of fns) expect(fn.split('.handler(')[0]).toContain('.middleware([signedIn()])')
  })
})

describe(`no lost updates: post versions on ${testEngine}`, () => {
  const stored = async (id: number) =>
    (await database.db.select({ body: posts.body, version: posts.version }).from(posts).where(eq(posts.id, id)))[0]!

  it('an edit made against an older version is refused with a localized 409 and writes nothing', async () => {
    const post = await createMyPost(ownerId, { title: 'Two tabs', lang: 'en', body: 'Start' }, 'en')
    expect(post.version).toBe(1)
    // Tab A saves against version 1: accepted, the post is at version 2.
    const a = await updateMyPost(ownerId, post.id, { body: 'Written in tab A' }, 'en', { version: 1 })
    expect(a.version).toBe(2)
    // Tab B still holds version 1: its save must not clobber tab A's text, tags or allowance.
    const stale = updateMyPost(ownerId, post.id, { body: 'Written in tab B', newTags: ['Stale tag'] }, 'uk', {
      version: 1,
    })
    await expect(stale).rejects.toBeInstanceOf(StaleEditError)
    await expect(stale).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: m.writing_error_conflict({}, { locale: 'uk' }),
      currentVersion: 2,
    })
    expect(await stored(post.id)).toEqual({ body: 'Written in tab A', version: 2 })
    expect(await database.db.select().from(tags).where(eq(tags.slug, 'stale-tag'))).toEqual([])
    // Against the current version, and without any version (API clients that never read first), it saves.
    expect((await updateMyPost(ownerId, post.id, { body: 'B, after reading A' }, 'en', { version: 2 })).version).toBe(3)
    expect((await updateMyPost(ownerId, post.id, { body: 'No version' }, 'en')).version).toBe(4)
    // A stale delete is refused too, and the post stays.
    await expect(deleteMyPost(ownerId, post.id, { version: 3 })).rejects.toBeInstanceOf(StaleEditError)
    expect(await stored(post.id)).toEqual({ body: 'No version', version: 4 })
  })

  it('two saves racing against one version: exactly one is written, the other is refused', async () => {
    const post = await createMyPost(ownerId, { title: 'Race', lang: 'en', body: 'Start' }, 'en')
    const results = await Promise.allSettled(
      ['Laptop', 'Phone', 'Tablet'].map((body) => updateMyPost(ownerId, post.id, { body }, 'en', { version: 1 })),
    )
    const saved = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown)
    expect(saved).toHaveLength(1)
    expect(refused).toHaveLength(2)
    for (const reason of refused) expect(reason).toBeInstanceOf(StaleEditError)
    expect(await stored(post.id)).toEqual({ body: saved[0]!.body, version: 2 })
  })

  it('every write raises the version, also the unpublishing of a deleted account', async () => {
    const client = new TestClient()
    const { user: member } = await signedUpUser(client)
    const post = await createMyPost(
      member.id,
      { title: 'Leaving soon', lang: 'en', body: 'x', categorySlug: category, status: 'published' },
      'en',
    )
    await unpublishPostsOfDeletedAccount(member.id)
    expect((await stored(post.id)).version).toBe(2)
  })

  it('REST: GET answers an ETag, PATCH and DELETE honour If-Match (412 when the post changed)', async () => {
    const created = await owner.call('POST /api/v1/me/posts', { title: 'Tagged', lang: 'en', body: 'v1' })
    const id = created.body.post.id as number
    expect(created.headers.get('etag')).toBe(`"${id}-1"`)
    const read = await owner.call(`GET /api/v1/me/posts/${id}`)
    const etag = read.headers.get('etag')!
    expect(etag).toBe(`"${id}-1"`)
    expect(read.body.post.version).toBe(1)

    const patched = await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: 'v2' }, { 'if-match': etag })
    expect(patched.status).toBe(200)
    expect(patched.headers.get('etag')).toBe(`"${id}-2"`)
    expect((await owner.call(`GET /api/v1/me/posts/${id}`)).headers.get('etag')).toBe(`"${id}-2"`)

    // The old tag again: 412 in the request's language, the current tag, and nothing written.
    const spanish = new TestClient(owner.ip, 'es')
    spanish.cookies = owner.cookies
    const stale = await spanish.call(`PATCH /api/v1/me/posts/${id}`, { body: 'clobber' }, { 'if-match': etag })
    expect(stale.status).toBe(412)
    expect(stale.body.error).toMatchObject({
      code: 'precondition_failed',
      message: m.writing_error_conflict({}, { locale: 'es' }),
    })
    expect(stale.headers.get('etag')).toBe(`"${id}-2"`)
    expect(stale.headers.get('cache-control')).toBe('private, no-store')
    // A weak tag never matches (strong comparison), nor another post's tag at the same version.
    for (const tag of [`W/"${id}-2"`, `"${id + 1}-2"`, `"nonsense"`]) {
      const res = await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: 'clobber' }, { 'if-match': tag })
      expect(res.status, tag).toBe(412)
    }
    expect((await stored(id)).body).toBe('v2')
    // A list matches when one of its tags does; * matches any existing post.
    const listed = { 'if-match': `"${id}-1", "${id}-2"` }
    expect((await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: 'v3' }, listed)).status).toBe(200)
    expect((await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: 'v4' }, { 'if-match': '*' })).status).toBe(200)
    // Not a list of entity tags: a 400 naming the header.
    const malformed = await spanish.call(`PATCH /api/v1/me/posts/${id}`, { body: 'x' }, { 'if-match': `${id}-4` })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields).toEqual({ 'If-Match': m.writing_error_if_match_invalid({}, { locale: 'es' }) })
    // Without If-Match a PATCH still applies (clients that never read first).
    expect((await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: 'v5' })).body.post.version).toBe(5)

    expect((await owner.call(`DELETE /api/v1/me/posts/${id}`, undefined, { 'if-match': etag })).status).toBe(412)
    expect((await stored(id)).body).toBe('v5')
    expect((await owner.call(`DELETE /api/v1/me/posts/${id}`, undefined, { 'if-match': `"${id}-5"` })).status).toBe(204)
  })
})

describe(`uploads on ${testEngine}`, () => {
  it('turns a JPEG into AVIF and WebP variants at 640/1280/1920 and serves them immutable', async () => {
    const res = await upload(owner, await jpeg(), 'cover.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toContain('Cookie')
    const { upload: image } = res.body
    expect(image.width).toBe(2400)
    expect(image.variants.map((v: { format: string; width: number }) => `${v.format}${v.width}`).sort()).toEqual([
      'avif1280',
      'avif1920',
      'avif640',
      'webp1280',
      'webp1920',
      'webp640',
    ])
    expect(image.sources[0].srcset).toMatch(/640w, .*1280w, .*1920w$/)
    const served = await getUpload(image.variants[0].url)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(meta.width).toBe(image.variants[0].width)

    // Used as a cover, the public card gets a real srcset.
    const post = await owner.call('POST /api/v1/me/posts', {
      title: 'With a cover',
      lang: 'en',
      body: 'Body',
      categorySlug: category,
      tags: [tag],
      coverImageId: image.id,
      status: 'published',
    })
    expect(post.body.post.cover.uploadId).toBe(image.id)
    const card = (await listPosts({ locale: 'en', limit: 50 })).items.find((p) => p.slug === post.body.post.slug)!
    expect(card.cover.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    // Another member cannot use it.
    const stolen = await other.call('POST /api/v1/me/posts', {
      title: 't',
      lang: 'en',
      body: 'b',
      coverImageId: image.id,
    })
    expect(stolen.status).toBe(400)
    expect(stolen.body.error.fields.coverImageId).toBeTruthy()
  })

  it('accepts PNG, WebP and AVIF; refuses bad files with a localized 400 and keeps nothing', async () => {
    const base = sharp({ create: { width: 800, height: 500, channels: 4, background: '#fa0' } })
    for (const [name, type, bytes] of [
      ['a.png', 'image/png', await base.clone().png().toBuffer()],
      ['a.webp', 'image/webp', await base.clone().webp().toBuffer()],
      ['a.avif', 'image/avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload(owner, bytes, name, type)
      expect(res.status, name).toBe(201)
      expect(res.body.upload.variants.map((v: { width: number }) => v.width)).toEqual([640, 640, 800, 800])
    }

    const rowsBefore = (await database.db.select().from(uploads)).length
    const filesBefore = uploadsOnDisk().length
    const good = await jpeg(800, 400)
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const cases: Array<[string, Buffer | Uint8Array, string, string, string]> = [
      [
        'not an image',
        Buffer.from('hello, I am text'),
        'notes.jpg',
        'image/jpeg',
        m.writing_upload_not_image({}, { locale: 'uk' }),
      ],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'x.svg',
        'image/svg+xml',
        m.writing_upload_not_image({}, { locale: 'uk' }),
      ],
      ['lying extension', good, 'photo.png', 'image/png', m.writing_upload_type_mismatch({}, { locale: 'uk' })],
      [
        'corrupt',
        good.subarray(0, Math.floor(good.length / 3)),
        'cut.jpg',
        'image/jpeg',
        m.writing_upload_corrupt({}, { locale: 'uk' }),
      ],
      ['decompression bomb', bomb, 'bomb.png', 'image/png', m.writing_upload_too_many_pixels({}, { locale: 'uk' })],
      [
        'too large',
        Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        'big.jpg',
        'image/jpeg',
        m.writing_upload_too_large({ max: 10 }, { locale: 'uk' }),
      ],
    ]
    for (const [label, bytes, name, type, message] of cases) {
      const res = await upload(owner, bytes, name, type, 'uk')
      expect(res.status, label).toBe(400)
      expect(res.body.error.fields.file, label).toBe(message)
    }
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore)
    expect(uploadsOnDisk().length).toBe(filesBefore)
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith('.tmp'))).toEqual([])
  })

  it('a body far over the limit is a localized 400 with a field message, answered before the body is read', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1600) return controller.close()
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const headers = new Headers({
      origin: ORIGIN,
      'accept-language': 'ru',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(100 * 1024 * 1024),
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    })
    const request = new Request(`${ORIGIN}/api/v1/me/uploads`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit)
    // The early limiter lets it through to the route, which answers from Content-Length.
    expect(bodyRefusal(request)).toBeNull()
    const response = await dispatch('POST', request)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; fields: { file: string } } }
    expect(answer.error.code).toBe('upload_too_large')
    expect(answer.error.fields.file).toBe(m.writing_upload_too_large({ max: 10 }, { locale: 'ru' }))
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it(`a member uploads at most ${UPLOADS_PER_DAY} images a day; then 429 before the body is read`, async () => {
    const busy = new TestClient()
    await signedUpUser(busy)
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer()
    for (let i = 0; i < UPLOADS_PER_DAY; i++) {
      const res = await upload(busy, tiny, `tiny-${i}.png`, 'image/png')
      expect(res.status, `upload ${i + 1}`).toBe(201)
    }
    const rowsBefore = (await database.db.select().from(uploads)).length
    const filesBefore = uploadsOnDisk().length
    // One more (a real image, sent as a stream): refused without reading it, so nothing is decoded or stored.
    const good = await jpeg(800, 400)
    const form = new Response(
      (() => {
        const f = new FormData()
        f.set('file', new File([new Uint8Array(good)], 'one-more.jpg', { type: 'image/jpeg' }))
        return f
      })(),
    )
    const bytes = new Uint8Array(await form.arrayBuffer())
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * 1024 >= bytes.length) return controller.close()
        controller.enqueue(bytes.subarray(pulled * 1024, ++pulled * 1024))
      },
    })
    const response = await dispatch(
      'POST',
      new Request(`${ORIGIN}/api/v1/me/uploads`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'accept-language': 'ru',
          'content-type': form.headers.get('content-type')!,
          'content-length': String(bytes.length),
          cookie: [...busy.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(429)
    const answer = (await response.json()) as { error: { code: string; message: string } }
    expect(answer.error.code).toBe('rate_limited')
    expect(answer.error.message).toBe(m.writing_upload_rate_limited({ max: UPLOADS_PER_DAY }, { locale: 'ru' }))
    expect(answer.error.message).toContain('100 изображений')
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
    expect(pulled).toBeLessThanOrEqual(1)
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore)
    expect(uploadsOnDisk().length).toBe(filesBefore)
    // Per member: another member still uploads.
    expect((await upload(other, tiny, 'tiny.png', 'image/png')).status).toBe(201)
  })

  it('serves only stored variants', async () => {
    for (const p of ['/uploads/..%2Fauth-secret', '/uploads/nope/640.webp', '/uploads/abcdefgh/640.png']) {
      expect((await getUpload(p)).status, p).toBe(404)
    }
  })
})

describe(`authors are users on ${testEngine}`, () => {
  it('bio and avatar of the author page are editable; avatar must be an own upload', async () => {
    const avatar = (await upload(owner, await jpeg(400, 400), 'me.jpg', 'image/jpeg')).body.upload
    const profile = await updateAuthorProfile(ownerId, { bio: 'Walks slowly.', avatarUploadId: avatar.id }, 'en')
    expect(profile.bio).toBe('Walks slowly.')
    expect(profile.avatar).toMatch(/^\/uploads\/.+\.webp$/)
    const found = await findAuthor('es', profile.username)
    expect(found).toMatchObject({ bio: 'Walks slowly.', avatar: profile.avatar })
    const foreign = await createUser(database.db)
    await expect(updateAuthorProfile(foreign.id, { bio: '', avatarUploadId: avatar.id }, 'en')).rejects.toMatchObject({
      status: 400,
    })
    // Input is parsed at the edge (the server function), before the service.
    expect(() => parseInput(writingSchemas('en').authorProfile, { bio: 'x'.repeat(501) }, 'en')).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })

  it('a member is listed among the authors once they publish, not for drafts', async () => {
    const writer = new TestClient()
    await signedUpUser(writer)
    const draft = (await writer.call('POST /api/v1/me/posts', { title: 'Only a draft', lang: 'en', body: 'b' })).body
      .post
    // The author is the account (ADR 022): its handle is the author page's address.
    const [author] = await database.db
      .select({ username: user.username })
      .from(user)
      .where(eq(user.id, (await database.db.select().from(posts).where(eq(posts.id, draft.id)))[0]!.authorId!))
    expect((await listAuthors('en')).map((a) => a.username)).not.toContain(author!.username)
    expect((await findAuthor('en', author!.username))?.posts).toBe(0)
    await writer.call(`PATCH /api/v1/me/posts/${draft.id}`, { status: 'published', categorySlug: category })
    expect((await listAuthors('en')).map((a) => a.username)).toContain(author!.username)
  })

  it('account deletion (DELETE /api/v1/me) unpublishes every post and anonymises the author page', async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    const post = (
      await leaving.call('POST /api/v1/me/posts', {
        title: 'Goodbye post',
        lang: 'en',
        body: 'b',
        categorySlug: category,
        tags: [tag],
        status: 'published',
      })
    ).body.post
    expect(await findPost('en', post.slug)).not.toBeNull()
    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    expect(await database.db.select().from(user).where(eq(user.id, account.id))).toEqual([])
    expect(await findPost('en', post.slug)).toBeNull()
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row!.status).toBe('unpublished')
    // The author page went with the account; the post stays, unpublished, with no author (ADR 022).
    expect(row!.authorId).toBeNull()
    expect(await database.db.select().from(authors).where(eq(authors.userId, account.id))).toEqual([])
    expect(await findAuthor('en', account.username)).toBeNull()
    expect((await unpublishPostsOfDeletedAccount('no-such-user')).unpublished).toBe(0)
  })

  it("account deletion deletes the member's uploads: cover and avatar files answer 404, other members' stay", async () => {
    const leaving = new TestClient()
    const { user: account, password } = await signedUpUser(leaving)
    const cover = (await upload(leaving, await jpeg(800, 400), 'cover.jpg', 'image/jpeg')).body.upload
    const avatar = (await upload(leaving, await jpeg(400, 400), 'me.jpg', 'image/jpeg')).body.upload
    const kept = (await upload(owner, await jpeg(800, 400), 'kept.jpg', 'image/jpeg')).body.upload
    const published = await leaving.call('POST /api/v1/me/posts', {
      title: 'Photos from the ridge',
      lang: 'en',
      body: 'b',
      categorySlug: category,
      coverImageId: cover.id,
      status: 'published',
    })
    expect(published.status).toBe(201)
    await updateAuthorProfile(account.id, { bio: '', avatarUploadId: avatar.id }, 'en')
    const files = [...cover.variants, ...avatar.variants].map((v: { url: string }) => v.url)
    for (const url of files) expect((await getUpload(url)).status, url).toBe(200)

    expect((await leaving.call('DELETE /api/v1/me', { confirmation: password })).status).toBe(200)
    await expect
      .poll(async () =>
        (await Promise.all(files.map(async (url) => (await getUpload(url)).status))).every((s) => s === 404),
      )
      .toBe(true)
    expect(await database.db.select().from(uploads).where(eq(uploads.id, cover.id))).toEqual([])
    expect(uploadsOnDisk()).not.toContain(avatar.id)
    expect((await getUpload(kept.variants[0].url)).status).toBe(200)
  })
})
