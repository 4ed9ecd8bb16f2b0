import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { UnauthorizedError } from '@/lib/errors'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'
import { privateEndpoint } from './edge.server'

const ORIGIN = 'http://localhost:3000'
const member = { id: 'u1', name: 'Ada' }
const signedIn = async (request: Request) => {
  if (!request.headers.get('cookie')) throw new UnauthorizedError()
  return member
}

const request = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/v1/thing`, {
    method,
    headers: {
      cookie: 'session=1',
      origin: ORIGIN,
      'accept-language': 'ru',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const schema = z.strictObject({
  count: z.number().int().min(1),
  name: z.string({ error: fieldMessage((locale) => m.auth_field_name_invalid({}, { locale })) }).min(1),
})

describe('privateEndpoint (the signed-in REST edge)', () => {
  it('anonymous: 401 with the JSON error body, never cached, keyed by the cookie; the service is not called', async () => {
    const run = vi.fn(async () => Response.json({}))
    const handler = privateEndpoint(signedIn, {}, run)
    const answer = await handler(request('GET', undefined, { cookie: '' }))
    expect(answer.status).toBe(401)
    expect((await answer.json()).error.code).toBe('unauthorized')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('vary')).toContain('Cookie')
    expect(run).not.toHaveBeenCalled()
  })

  it('bad input: 400 invalid_input with a message per field in the caller’s language', async () => {
    const run = vi.fn(async () => Response.json({}))
    const handler = privateEndpoint(signedIn, { body: schema }, run)
    const answer = await handler(request('PUT', { count: 0, name: 5, extra: true }))
    expect(answer.status).toBe(400)
    const { error } = await answer.json()
    expect(error.code).toBe('invalid_input')
    expect(error.message).toBe(m.api_invalid_input({}, { locale: 'ru' }))
    expect(error.fields.name).toBe(m.auth_field_name_invalid({}, { locale: 'ru' }))
    expect(error.fields.count).toBe(m.validation_number_min({ min: '1' }, { locale: 'ru' }))
    expect(Object.keys(error.fields).sort()).toEqual(['_', 'count', 'name'])
    expect(answer.headers.get('content-language')).toBe('ru')
    expect(run).not.toHaveBeenCalled()
  })

  it('a schema built in the caller’s language, malformed JSON and cross-site writes are refused at the edge', async () => {
    const run = vi.fn(async () => Response.json({}))
    const built = vi.fn(() => schema)
    const handler = privateEndpoint(signedIn, { body: built }, run)
    expect((await handler(request('POST', { count: 1, name: 'x' }))).status).toBe(200)
    expect(built).toHaveBeenCalledWith('ru')
    const malformed = await handler(
      new Request(`${ORIGIN}/api/v1/thing`, {
        method: 'POST',
        headers: { cookie: 'session=1', origin: ORIGIN, 'content-type': 'application/json' },
        body: '{',
      }),
    )
    expect((await malformed.json()).error.code).toBe('invalid_json')
    const crossSite = await handler(request('POST', { count: 1, name: 'x' }, { origin: 'https://evil.example' }))
    expect(crossSite.status).toBe(403)
    expect((await crossSite.json()).error.code).toBe('forbidden_origin')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('typed input reaches the service; the answer is private (private, no-store; Vary: Cookie)', async () => {
    const run = vi.fn(async ({ user, body, params, locale }) => Response.json({ user: user.id, body, params, locale }))
    const handler = privateEndpoint(
      signedIn,
      { body: schema, params: z.object({ id: z.string().regex(/^\d+$/).transform(Number) }) },
      run,
    )
    const answer = await handler(request('PATCH', { count: 2, name: 'Ada' }), { id: '42' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      user: 'u1',
      body: { count: 2, name: 'Ada' },
      params: { id: 42 },
      locale: 'ru',
    })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('vary')).toBe('Cookie')
    const badId = await handler(request('PATCH', { count: 2, name: 'Ada' }), { id: 'x' })
    expect(badId.status).toBe(400)
    expect(Object.keys((await badId.json()).error.fields)).toEqual(['id'])
  })

  it('a service’s typed error keeps its status; an unexpected one is a 500 without its message', async () => {
    const handler = privateEndpoint(signedIn, {}, async () => {
      throw new Error('SELECT secret FROM users')
    })
    const answer = await handler(request('GET'))
    expect(answer.status).toBe(500)
    expect(JSON.stringify(await answer.json())).not.toContain('secret')
  })
})
