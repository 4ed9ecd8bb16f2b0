import { describe, expect, it } from 'vitest'
import { readJson } from './api.server'
import { env } from '@/server/env.server'
import {
  BodyTooLargeError,
  JSON_BODY_LIMIT,
  POSTS_BODY_LIMIT,
  SERVER_FN_BODY_LIMIT,
  bodyLimitFor,
  bodyRefusal,
  readBodyLimited,
} from './body-limit.server'

/** A body stream that counts how much of it was pulled, `chunks` chunks of `size` bytes. */
function countingStream(chunks: number, size: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, pulled: () => pulled }
}

function post(body: BodyInit, headers: Record<string, string> = {}, path = '/api/auth/email/resend') {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('request body limits', () => {
  it('JSON endpoints take small bodies; server functions a little more', () => {
    expect(bodyLimitFor('/api/auth/email/resend')).toBe(JSON_BODY_LIMIT)
    expect(bodyLimitFor('/api/v1/user/preferences')).toBe(JSON_BODY_LIMIT)
    expect(bodyLimitFor('/_serverFn/abc')).toBeGreaterThan(JSON_BODY_LIMIT)
  })

  it('refuses a 100 MB declared body with 413 before reading any of it', async () => {
    const { stream, pulled } = countingStream(1600, 64 * 1024)
    const request = post(stream, { 'content-length': String(100 * 1024 * 1024) })
    const result = await readJson(request, 'en')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.response.status).toBe(413)
    const body = (await result.response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('payload_too_large')
    expect(body.error.message).toBe('The request is too large.')
    expect(pulled()).toBeLessThanOrEqual(1)
  })

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const { stream, pulled } = countingStream(1600, 16 * 1024)
    await expect(readBodyLimited(post(stream), JSON_BODY_LIMIT)).rejects.toBeInstanceOf(BodyTooLargeError)
    // 64 KiB limit, 16 KiB chunks: the fifth chunk passes it; the stream may have queued one more.
    expect(pulled()).toBeLessThanOrEqual(6)
  })

  it('refuses early by Content-Length on every route, and bodies of unknown length; GET and DELETE pass', () => {
    expect(bodyRefusal(post('x', { 'content-length': String(10 * 1024 * 1024) }, '/api/auth/ba/sign-in'))).toBe(
      'too_large',
    )
    expect(bodyRefusal(post('{}', { 'content-length': '2' }, '/api/auth/login'))).toBeNull()
    expect(bodyRefusal(post('{}', { 'transfer-encoding': 'chunked' }, '/api/auth/login'))).toBe('length_required')
    expect(bodyRefusal(new Request('http://localhost/en/trips'))).toBeNull()
    expect(bodyRefusal(new Request('http://localhost/api/health', { method: 'DELETE' }))).toBeNull()
  })
})

describe('body limits of writing', () => {
  // The longest post body (100,000 characters), in Cyrillic: 2 bytes a character in UTF-8.
  const longCyrillicPost = () => ({ title: 'Довгий допис', lang: 'uk', body: 'щ'.repeat(100_000) })
  const sized = (body: string, path: string) =>
    post(body, { 'content-length': String(new TextEncoder().encode(body).byteLength) }, path)

  it('an upload takes the largest accepted image in its multipart envelope, not much more', () => {
    const max = env().UPLOAD_MAX_BYTES
    expect(bodyLimitFor('/api/v1/me/uploads')).toBe(max + 64 * 1024)
    const upload = (bytes: number) =>
      bodyRefusal(
        post('x', { 'content-type': 'multipart/form-data', 'content-length': String(bytes) }, '/api/v1/me/uploads'),
      )
    expect(upload(max + 10 * 1024)).toBeNull()
    // The upload handler refuses an oversized body itself (a localized 400 with a field message, before reading it);
    // a body without a length is still refused here.
    expect(upload(max + 128 * 1024)).toBeNull()
    expect(upload(100 * 1024 * 1024)).toBeNull()
    expect(
      bodyRefusal(
        post('x', { 'content-type': 'multipart/form-data', 'transfer-encoding': 'chunked' }, '/api/v1/me/uploads'),
      ),
    ).toBe('length_required')
    // Other signed-in JSON endpoints keep the small limit.
    expect(bodyLimitFor('/api/v1/me/bookings')).toBe(JSON_BODY_LIMIT)
    expect(bodyLimitFor('/api/v1/me')).toBe(JSON_BODY_LIMIT)
  })

  it('the posts API takes a 100,000-character Cyrillic post, and refuses bodies over 512 KB', async () => {
    expect(bodyLimitFor('/api/v1/me/posts')).toBe(POSTS_BODY_LIMIT)
    expect(bodyLimitFor('/api/v1/me/posts/41')).toBe(POSTS_BODY_LIMIT)
    const json = JSON.stringify(longCyrillicPost())
    expect(new TextEncoder().encode(json).byteLength).toBeGreaterThan(JSON_BODY_LIMIT)
    expect(bodyRefusal(sized(json, '/api/v1/me/posts'))).toBeNull()
    const read = await readJson(sized(json, '/api/v1/me/posts'), 'uk', POSTS_BODY_LIMIT)
    expect(read.ok && (read.data as { body: string }).body.length).toBe(100_000)
    expect(bodyRefusal(sized(JSON.stringify({ body: 'x'.repeat(POSTS_BODY_LIMIT) }), '/api/v1/me/posts/41'))).toBe(
      'too_large',
    )
  })

  it("the editor's autosave (a server function) of a 100,000-character Cyrillic post is accepted", async () => {
    // The server-function call carries the post among its arguments; 4-byte characters are the worst case.
    const autosave = JSON.stringify({ data: { locale: 'uk', id: 41, body: longCyrillicPost() } })
    expect(bodyRefusal(sized(autosave, '/_serverFn/update-my-post'))).toBeNull()
    const worst = JSON.stringify({ data: { locale: 'uk', id: 41, body: { body: '😀'.repeat(100_000) } } })
    expect(bodyRefusal(sized(worst, '/_serverFn/update-my-post'))).toBeNull()
    const bytes = await readBodyLimited(sized(autosave, '/_serverFn/update-my-post'), SERVER_FN_BODY_LIMIT)
    expect(JSON.parse(new TextDecoder().decode(bytes)).data.body.body).toHaveLength(100_000)
    expect(bodyRefusal(sized('x'.repeat(SERVER_FN_BODY_LIMIT + 1), '/_serverFn/update-my-post'))).toBe('too_large')
  })
})

describe('text input at the boundary', () => {
  it('refuses a NUL byte in a JSON string with a 400 naming the field', async () => {
    const result = await readJson(post(JSON.stringify({ token: 'ab\u0000cd', password: 'x' })), 'en')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.response.status).toBe(400)
    const body = (await result.response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('invalid_input')
    expect(Object.keys(body.error.fields)).toEqual(['token'])
  })

  it('refuses lone surrogates and NUL in keys and nested values, localized', async () => {
    const result = await readJson(post('{"a":{"b":["ok","\\ud800"]},"k\\u0000":1}', { 'accept-language': 'ru' }), 'ru')
    expect(result.ok).toBe(false)
    if (result.ok) return
    const body = (await result.response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['_', 'a.b.1'])
    expect(body.error.fields['a.b.1']).toMatch(/[\u0400-\u04FF]/)
  })

  it('refuses invalid UTF-8 bytes and absurdly deep structures without throwing', async () => {
    const bad = await readJson(post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])), 'en')
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.response.status).toBe(400)
    const deep = await readJson(post(`${'['.repeat(5000)}${']'.repeat(5000)}`), 'en')
    expect(deep.ok).toBe(false)
    if (!deep.ok) expect(deep.response.status).toBe(400)
  })
})
