// Who may write: only the signed-in owner of a post, only from the site itself, over REST and the server functions.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getMyPost, listMyPosts } from '@/features/writing/my-posts.server'
import { createMyPost, deleteMyPost, updateMyPost } from '@/features/writing/posts.server'
import { createUser } from '../factories/user'
import { TestClient } from '../support/auth-client'
import { testEngine } from '../support/db'
import { database, jpeg, other, owner, ownerId, setUpWriting, upload } from './support'

setUpWriting()

describe(`writing REST on ${testEngine}`, () => {
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
