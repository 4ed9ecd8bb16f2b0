import { describe, expect, it } from 'vitest'
import { getRouter } from '@/router'
import { guardApiRequest, routerMethodLookup } from './api-routing.server'

// The real route table, matched the way Start matches it.
const lookup = routerMethodLookup(getRouter())
const request = (method: string, path: string, lang = 'en') =>
  new Request(`http://localhost${path}`, { method, headers: { 'accept-language': lang } })

describe('API routes answer JSON only', () => {
  it('passes supported methods through to their route', () => {
    expect(guardApiRequest(request('GET', '/api/v1/trips'), lookup)).toBeNull()
    expect(guardApiRequest(request('HEAD', '/api/v1/trips/3'), lookup)).toBeNull()
    expect(guardApiRequest(request('POST', '/api/auth/login'), lookup)).toBeNull()
    expect(guardApiRequest(request('GET', '/api/health'), lookup)).toBeNull()
    expect(guardApiRequest(request('POST', '/api/auth/ba/sign-in/email'), lookup)).toBeNull()
  })

  it('leaves pages alone', () => {
    expect(guardApiRequest(request('POST', '/en/trips'), lookup)).toBeNull()
    expect(guardApiRequest(request('GET', '/apis'), lookup)).toBeNull()
  })

  it.each([
    ['POST', '/api/v1/trips', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/v1/posts/some-post', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/auth/login', 'POST, OPTIONS'],
    ['PUT', '/api/auth/ba/session', 'GET, POST, HEAD, OPTIONS'],
  ])('%s %s is a JSON 405 with Allow: %s', async (method, path, allow) => {
    const response = guardApiRequest(request(method, path, 'es'), lookup)!
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('method_not_allowed')
    expect(body.error.message).toBe('Esta dirección no admite este método de solicitud.')
  })

  it('answers OPTIONS with the allowed methods', () => {
    const response = guardApiRequest(request('OPTIONS', '/api/v1/trips'), lookup)!
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('sends unknown API paths to the JSON catch-all, in every method', () => {
    // The catch-all route answers every method (its own 404 is checked below and in e2e).
    expect(lookup('/api/nope')).toEqual(['ANY'])
    expect(lookup('/api/v2/trips/1/extra')).toEqual(['ANY'])
    expect(guardApiRequest(request('DELETE', '/api/nope'), lookup)).toBeNull()
  })

  it('is a JSON 404 when no route serves the path at all', async () => {
    const response = guardApiRequest(request('GET', '/api', 'uk'), () => null)!
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })
})

describe('the /api catch-all route', () => {
  it('answers 404 not_found in the request language', async () => {
    const { Route } = await import('@/routes/api/$')
    const handlers = Route.options.server!.handlers as Record<string, (ctx: { request: Request }) => Response>
    const response = handlers.ANY!({ request: request('PATCH', '/api/v1/nothing', 'ru') })
    expect(response.status).toBe(404)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({ code: 'not_found', message: 'По этому адресу ничего не найдено.' })
  })
})
