// Issue 39, finding 8a: a post that is missing or another member's, asked for by its owner-only calls (the editor's
// save and delete server functions, and their REST twins), answers 404 not_found with a localized "no such post"
// message, never the generic unexpected error, and logs nothing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverFnInputMiddleware } from '@/server/http/server-fn-input.middleware'
import { createMyPost, deleteMyPost, updateMyPost } from '@/features/writing/posts.server'
import { logger } from '@/server/logger.server'
import { m } from '@/paraglide/messages'
import { testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { ORIGIN } from '../support/auth-client'
import { other, ownerId, setUpWriting } from './support'

setUpWriting()
afterEach(() => vi.restoreAllMocks())

const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
  Symbol.for('tanstack-start:event-storage')
]!
type ServerMiddleware = (ctx: { data: unknown; next: () => Promise<unknown>; context: unknown }) => Promise<unknown>

/** Runs `service` as a server function called over HTTP would, through the global middleware; the thrown answer. */
async function serverFnAnswer(data: { locale: string }, service: () => Promise<unknown>): Promise<Response> {
  const request = new Request(`${ORIGIN}/_serverFn/abc`, { method: 'POST' })
  const middleware = (serverFnInputMiddleware as unknown as { options: { server: ServerMiddleware } }).options.server
  try {
    await eventStorage.run({ request }, () => middleware({ data, next: service, context: {} }))
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('the call succeeded')
}

describe(`a missing or someone else's post on ${testEngine}`, () => {
  it('the editor’s save and delete functions answer 404 "no such post" in the caller’s language', async () => {
    const errors = vi.spyOn(logger, 'error')
    const post = await createMyPost(ownerId, { title: 'Only mine', lang: 'en', body: 'x' }, 'en')
    const stranger = new TestClient()
    const { user } = await signedUpUser(stranger)
    const cases = [
      () => updateMyPost(user.id, post.id, { title: 'Taken over' }, 'uk'),
      () => deleteMyPost(user.id, post.id, {}, 'uk'),
      () => updateMyPost(ownerId, 2_000_000_000, { title: 'Nowhere' }, 'uk'),
      () => deleteMyPost(ownerId, 2_000_000_000, {}, 'uk'),
    ]
    for (const call of cases) {
      const answer = await serverFnAnswer({ locale: 'uk' }, call)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({
        error: { code: 'not_found', message: m.security_post_not_found({}, { locale: 'uk' }) },
      })
    }
    expect(errors).not.toHaveBeenCalled()
  })

  it('PATCH and DELETE /api/v1/me/posts/{id} answer the same 404', async () => {
    const post = await createMyPost(ownerId, { title: 'Still only mine', lang: 'en', body: 'x' }, 'en')
    const russian = new TestClient(undefined, 'ru')
    russian.cookies = other.cookies
    const expected = { error: { code: 'not_found', message: m.security_post_not_found({}, { locale: 'ru' }) } }
    for (const id of [post.id, 2_000_000_000]) {
      const patched = await russian.call(`PATCH /api/v1/me/posts/${id}`, { title: 'Taken over' })
      expect([patched.status, patched.body]).toEqual([404, expected])
      const deleted = await russian.call(`DELETE /api/v1/me/posts/${id}`)
      expect([deleted.status, deleted.body]).toEqual([404, expected])
      const read = await russian.call(`GET /api/v1/me/posts/${id}`)
      expect([read.status, read.body]).toEqual([404, expected])
    }
  })
})
