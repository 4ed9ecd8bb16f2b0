// Photos inside stories (issue 41, ADR 060): a post's body names the member's uploads (kept by the unused-upload
// sweep, within the member's upload limits); images from other hosts are refused on save with a field message, over
// REST and the editor's server functions, and an older post that has some shows links in their place.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createMyPost, updateMyPost } from '@/features/writing/posts.server'
import { removeUnusedUploads } from '@/features/writing/unused-uploads.server'
import { serverFnInputMiddleware } from '@/server/http/server-fn-input.middleware'
import { posts, uploads } from '@/server/db/schema'
import { m } from '@/paraglide/messages'
import { ORIGIN, TestClient, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, database, findPost, jpeg, other, owner, ownerId, setUpWriting, upload } from './support'

vi.stubEnv('UPLOAD_BYTES_PER_DAY', '1000000')
setUpWriting()

const HOUR = 3600 * 1000
const TRACKER = '![](https://tracker.example/pixel.gif)'

const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
  Symbol.for('tanstack-start:event-storage')
]!
type ServerMiddleware = (ctx: { data: unknown; next: () => Promise<unknown>; context: unknown }) => Promise<unknown>

/** Runs `service` as a server function called over HTTP would, through the global middleware; the thrown answer. */
async function serverFnAnswer(locale: string, service: () => Promise<unknown>): Promise<Response> {
  const request = new Request(`${ORIGIN}/_serverFn/abc`, { method: 'POST' })
  const middleware = (serverFnInputMiddleware as unknown as { options: { server: ServerMiddleware } }).options.server
  try {
    await eventStorage.run({ request }, () => middleware({ data: { locale }, next: service, context: {} }))
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('the call succeeded')
}

/** An upload of the owner in the editor's Markdown form. */
async function photo(client = owner, alt = 'A photo', caption = '') {
  const res = await upload(client, await jpeg(1600, 1000), 'p.jpg', 'image/jpeg')
  expect(res.status).toBe(201)
  const up = res.body.upload as { id: string; src: string; width: number; height: number }
  return { id: up.id, md: `![${alt}](${up.src}#${up.width}x${up.height}${caption ? ` "${caption}"` : ''})` }
}

describe(`photos inside stories on ${testEngine}`, () => {
  it('publishes a post with a gallery of own uploads; its page shows them as pictures with size and caption', async () => {
    const a = await photo(owner, 'Boats in the bay', 'Morning in Kotor')
    const b = await photo(owner, 'Old town walls')
    const res = await owner.call('POST /api/v1/me/posts', {
      title: 'Two photos',
      lang: 'en',
      body: `Walked all day.\n\n${a.md}\n${b.md}\n\nThen dinner.`,
      categorySlug: category,
      status: 'published',
    })
    expect(res.status).toBe(201)
    const page = await findPost('en', res.body.post.slug)
    expect(page?.html).toContain('<div class="story-gallery">')
    expect(page?.html).toContain(
      `srcset="/uploads/${a.id}/640.avif 640w, /uploads/${a.id}/1280.avif 1280w, /uploads/${a.id}/1600.avif 1600w"`,
    )
    expect(page?.html).toContain('alt="Boats in the bay" width="1600" height="1000"')
    expect(page?.html).toContain('<figcaption>Morning in Kotor</figcaption>')
    expect(page?.html).toContain(`src="/uploads/${b.id}/1280.webp" alt="Old town walls"`)
  })

  it('refuses an image from another host: 400 with a localized body message over REST and the server functions', async () => {
    const uk = new TestClient(undefined, 'uk')
    uk.cookies = owner.cookies
    const message = m.storyImages_remote_refused({ url: 'https://tracker.example/pixel.gif' }, { locale: 'uk' })
    const created = await uk.call('POST /api/v1/me/posts', { title: 'Pixel', lang: 'en', body: `Hi ${TRACKER}` })
    expect(created.status).toBe(400)
    expect(created.body.error.fields).toEqual({ body: message })

    const draft = await createMyPost(ownerId, { title: 'Clean', lang: 'en', body: 'Nothing yet.' }, 'en')
    const patched = await uk.call(`PATCH /api/v1/me/posts/${draft.id}`, { body: `Now ${TRACKER}` })
    expect(patched.status).toBe(400)
    expect(patched.body.error.fields).toEqual({ body: message })

    for (const body of [
      `Hi ${TRACKER}`,
      '<img src="//tracker.example/p.gif" alt="x">',
      '<picture><source srcset="https://tracker.example/a.webp 1x"></picture>',
      '![x][pixel]\n\n[pixel]: https://tracker.example/p.gif',
    ]) {
      const answer = await serverFnAnswer('uk', () => updateMyPost(ownerId, draft.id, { body }, 'uk'))
      expect(answer.status).toBe(400)
      const error = (await answer.json()).error
      expect(Object.keys(error.fields)).toEqual(['body'])
      expect(error.fields.body).toMatch(/^Зображення з інших сайтів/)
    }
    const create = await serverFnAnswer('uk', () =>
      createMyPost(ownerId, { title: 'Pixel', lang: 'en', body: `Hi ${TRACKER}` }, 'uk'),
    )
    expect([create.status, (await create.json()).error.fields]).toEqual([400, { body: message }])
    // Nothing was saved.
    const [row] = await database.db.select({ body: posts.body }).from(posts).where(eq(posts.id, draft.id))
    expect(row?.body).toBe('Nothing yet.')
  })

  it('refuses another member’s upload, an unknown one, or one named with a wrong size', async () => {
    const theirs = await photo(other)
    const mine = await photo(owner)
    const message = m.storyImages_unknown_upload({}, { locale: 'en' })
    for (const body of [
      theirs.md,
      mine.md.replace('#1600x1000', '#1600x1'),
      mine.md.replace('#1600x1000', ''),
      `![x](/uploads/${randomUUID()}/640.webp#640x400)`,
    ]) {
      const res = await owner.call('POST /api/v1/me/posts', { title: 'Borrowed', lang: 'en', body })
      expect([res.status, res.body.error.fields]).toEqual([400, { body: message }])
    }
  })

  it('an older post with images from other hosts: other fields still save, and readers get links, not the images', async () => {
    const res = await owner.call('POST /api/v1/me/posts', {
      title: 'From before',
      lang: 'en',
      body: 'Clean for now.',
      categorySlug: category,
      status: 'published',
    })
    const id = res.body.post.id as number
    const legacy = `Look ![The old pier](https://photos.example/pier.jpg)\n\n<img src="http://t.example/p.gif" alt="">`
    await database.db.update(posts).set({ body: legacy }).where(eq(posts.id, id))
    const page = await findPost('en', res.body.post.slug)
    expect(page?.html).not.toContain('<img')
    expect(page?.html).toContain('<a href="https://photos.example/pier.jpg" class="story-remote-image"')
    expect(page?.html).toContain('>The old pier</a>')
    // The body as it was: saving the title is fine; changing the body means the remote images go first.
    expect(
      (await owner.call(`PATCH /api/v1/me/posts/${id}`, { title: 'From before, renamed', body: legacy })).status,
    ).toBe(200)
    const edited = await owner.call(`PATCH /api/v1/me/posts/${id}`, { body: `${legacy}\n\nMore.` })
    expect(edited.status).toBe(400)
  })

  it('the unused-upload sweep keeps uploads named in a body (drafts too) and removes one taken out of it', async () => {
    const kept = await photo(owner)
    const inDraft = await photo(owner)
    const dropped = await photo(owner)
    const post = await createMyPost(ownerId, { title: 'Sweep', lang: 'en', body: `${kept.md}\n${dropped.md}` }, 'en')
    await createMyPost(ownerId, { title: 'Sweep draft', lang: 'en', body: `Draft: ${inDraft.md}` }, 'en')
    await updateMyPost(ownerId, post.id, { body: kept.md }, 'en')
    for (const { id } of [kept, inDraft, dropped])
      await database.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(uploads.id, id))
    const { removed } = await removeUnusedUploads({ now: new Date() })
    expect(removed).toContain(dropped.id)
    expect(removed).not.toContain(kept.id)
    expect(removed).not.toContain(inDraft.id)
  })

  it('photos for a story count against the member’s upload limits like any upload', async () => {
    const member = new TestClient(undefined, 'es')
    const { user } = await signedUpUser(member)
    await database.db.insert(uploads).values({
      id: randomUUID(),
      userId: user.id,
      width: 640,
      height: 320,
      variants: [{ format: 'webp', width: 640, height: 320, key: 'x/640.webp', bytes: 1_000_000 }],
    })
    const refused = await upload(member, await jpeg(1600, 1000), 'p.jpg', 'image/jpeg', 'es')
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(m.limits_upload_bytes_daily({ mb: 1 }, { locale: 'es' }))
  })
})
