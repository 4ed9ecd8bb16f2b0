// A server function's typed error reaches the caller as the REST error answer (ADR 008): its status, code, message
// in the caller's language and fields. Start's own error serialization kept only the message: a 401 thrown without
// one arrived as "HTTP 401 unauthorized" without its code, and forms showed their generic failure text.
import { expect, test } from '@playwright/test'
import { msg } from './support/helpers'
import { callServerFn } from './support/server-fns'

test.describe('server functions answer their typed errors like REST', () => {
  for (const [name, data] of [
    ['createBookingFn', { tripId: 1, travellers: 1, locale: 'uk', idempotencyKey: 'e2e-key-0001' }],
    ['myBookingsFn', { locale: 'uk' }],
    ['cancelBookingFn', { id: 1, locale: 'uk' }],
  ] as const) {
    test(`${name} as an anonymous visitor: 401 unauthorized, in the input's language`, async ({ request, baseURL }) => {
      const response = await callServerFn(request, baseURL!, name, data)
      expect(response.status()).toBe(401)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(response.headers()['content-language']).toBe('uk')
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: msg('uk', 'auth_error_unauthorized') },
      })
    })
  }
})
