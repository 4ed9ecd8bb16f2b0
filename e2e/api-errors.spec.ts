// The API answers JSON only (ADR 008): unknown paths are 404 not_found and unsupported methods 405
// method_not_allowed with Allow, never the HTML app shell; a missing page still gets the HTML 404 page.
import { expect, test, type APIResponse } from '@playwright/test'

const noRedirect = { maxRedirects: 0 } as const

async function expectJsonError(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status)
  expect(response.headers()['content-type']).toContain('application/json')
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe(code)
  expect(body.error.message.length).toBeGreaterThan(0)
  expect(await response.text()).not.toContain('<html')
}

test.describe('API routes answer JSON only', () => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['GET', '/api/v2/trips'],
    ['POST', '/api/v1/does-not-exist'],
    ['DELETE', '/api/auth/nothing/here'],
  ] as const) {
    test(`${method} ${path} is a JSON 404`, async ({ request }) => {
      await expectJsonError(await request.fetch(path, { method, ...noRedirect }), 404, 'not_found')
    })
  }

  for (const [method, path, allow] of [
    ['POST', '/api/v1/trips', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/v1/posts/some-post', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/health', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/auth/login', 'POST, OPTIONS'],
  ] as const) {
    test(`${method} ${path} is a JSON 405 with Allow: ${allow}`, async ({ request }) => {
      const response = await request.fetch(path, { method, ...noRedirect })
      await expectJsonError(response, 405, 'method_not_allowed')
      expect(response.headers()['allow']).toBe(allow)
    })
  }

  test('answers in the language the client asks for', async ({ request }) => {
    const response = await request.post('/api/v1/trips', { headers: { 'accept-language': 'uk' } })
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Ця адреса не приймає такий метод запиту.',
    )
  })

  test('supported methods still work, and an unknown id is a JSON 404 from the service', async ({ request }) => {
    expect((await request.get('/api/v1/trips')).status()).toBe(200)
    expect((await request.head('/api/v1/trips')).status()).toBe(200)
    await expectJsonError(await request.get('/api/v1/trips/999999'), 404, 'not_found')
    await expectJsonError(await request.get('/api/v1/posts/no-such-post'), 404, 'not_found')
  })

  test('a missing page is still the HTML 404 page', async ({ request }) => {
    const response = await request.get('/en/trips/999999')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
  })
})

test.describe('API error answers say their language', () => {
  // The body is localized from Accept-Language; the headers must say so, or a cache or a client cannot tell.
  for (const language of ['uk', 'es'] as const) {
    test(`in ${language}: 400, 401, 403, 404, 405, 411 and 413 carry Content-Language and Vary`, async ({
      request,
      baseURL,
    }) => {
      const headers = { 'accept-language': `${language};q=0.9, en;q=0.1` }
      const answers: Array<[number, Promise<APIResponse> | (() => Promise<Response>)]> = [
        [400, request.get('/api/v1/trips?limit=0', { headers })],
        [401, request.get('/api/v1/me/bookings', { headers })],
        [403, request.post('/api/v1/me/bookings', { headers: { ...headers, origin: 'https://evil.example' } })],
        [404, request.get('/api/v1/trips/999999', { headers })],
        [404, request.get('/api/no-such-endpoint', { headers })],
        [405, request.post('/api/v1/trips', { headers })],
        [413, request.post('/api/auth/login', { headers, data: { email: 'x'.repeat(70_000) } })],
        [
          411,
          // A body without Content-Length (chunked): refused before anything reads it.
          () =>
            fetch(`${baseURL}/api/auth/login`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: new ReadableStream({
                start(controller) {
                  controller.enqueue(new TextEncoder().encode('{}'))
                  controller.close()
                },
              }),
              duplex: 'half',
            } as RequestInit),
        ],
      ]
      for (const [status, answer] of answers) {
        const response = typeof answer === 'function' ? await answer() : await answer
        const got =
          response instanceof Response
            ? { status: response.status, headers: Object.fromEntries(response.headers) }
            : { status: response.status(), headers: response.headers() }
        expect(got.status).toBe(status)
        expect(got.headers['content-language'], `${status}`).toBe(language)
        expect(got.headers['vary'] ?? '', `${status}`).toMatch(/(^|,\s*)Accept-Language(\s*,|$)/i)
      }
    })
  }
})
