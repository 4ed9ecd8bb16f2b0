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
