import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiRequestError, RETRY_STATUSES, createApiClient } from './api-client'

let server: Server
let base = ''
const hits = new Map<string, number>()
let lastHeaders: Record<string, string | string[] | undefined> = {}

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    hits.set(key, (hits.get(key) ?? 0) + 1)
    lastHeaders = req.headers
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200)
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify(status === 200 ? { ok: true } : { error: { code: 'x', message: 'y' } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('api client', () => {
  // Built per call: the server's port is known only after beforeAll.
  const api = <T>(path: string, init?: Parameters<ReturnType<typeof createApiClient>>[1]) =>
    createApiClient({ baseURL: base, locale: () => 'uk' })<T>(path, init)

  it('sends JSON and the current locale as Accept-Language', async () => {
    expect(await api('/ok')).toEqual({ ok: true })
    expect(lastHeaders['accept-language']).toBe('uk')
    expect(lastHeaders.accept).toContain('application/json')
    await api('/echo', { method: 'POST', body: { a: 1 } })
    expect(lastHeaders['content-type']).toContain('application/json')
  })

  it('retries GET once on each retry status, never POST', async () => {
    for (const status of RETRY_STATUSES) {
      await expect(api(`/get-${status}?status=${status}`)).rejects.toBeInstanceOf(ApiRequestError)
      expect(hits.get(`GET /api/get-${status}?status=${status}`), String(status)).toBe(2)
      await expect(api(`/post-${status}?status=${status}`, { method: 'POST', body: {} })).rejects.toBeInstanceOf(
        ApiRequestError,
      )
      expect(hits.get(`POST /api/post-${status}?status=${status}`), String(status)).toBe(1)
    }
  })

  it('retries a POST once when it carries an idempotency key, and PUT/DELETE as idempotent methods', async () => {
    const key = { 'Idempotency-Key': 'booking-123' }
    await expect(api('/book?status=503', { method: 'POST', body: {}, headers: key })).rejects.toBeInstanceOf(
      ApiRequestError,
    )
    expect(hits.get('POST /api/book?status=503')).toBe(2)
    await expect(api('/thing?status=502', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiRequestError)
    expect(hits.get('DELETE /api/thing?status=502')).toBe(2)
    await expect(api('/patch?status=503', { method: 'PATCH', body: {} })).rejects.toBeInstanceOf(ApiRequestError)
    expect(hits.get('PATCH /api/patch?status=503')).toBe(1)
  })

  it('does not retry other failures; the error carries method, URL, status and body', async () => {
    const error = (await api('/missing?status=404').catch((e: unknown) => e)) as ApiRequestError
    expect(hits.get('GET /api/missing?status=404')).toBe(1)
    expect(error.method).toBe('GET')
    expect(error.url).toContain('/api/missing')
    expect(error.status).toBe(404)
    expect(error.body).toEqual({ error: { code: 'x', message: 'y' } })
  })
})
