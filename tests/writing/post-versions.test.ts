// No lost updates: every post has a version; a save or delete against an older one is refused (409, or 412 over REST).
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { posts, tags } from '@/server/db/schema'
import { unpublishPostsOfDeletedAccount } from '@/features/writing/account-deletion.server'
import { StaleEditError } from '@/features/writing/post-versions.server'
import { createMyPost, deleteMyPost, updateMyPost } from '@/features/writing/posts.server'
import { m } from '@/paraglide/messages'
import { TestClient, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import { category, database, owner, ownerId, setUpWriting } from './support'

setUpWriting()

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
