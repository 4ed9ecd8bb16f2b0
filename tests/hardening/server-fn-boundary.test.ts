// Issue 12: the server-function input boundary and the outage answer, unit by unit (e2e/server-fn-fuzz.spec.ts and
// e2e/pg-restart.spec.ts prove them on the production build): a payload that is not a serialized value, NUL and
// lone surrogates anywhere in the input, a rejected validator and a database that does not answer each get their
// clean answer instead of a 500.
import { toJSON } from 'seroval'
import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { errorResponse } from '@/server/http/api.server'
import {
  serverFnInputRefusal,
  serverFnPayloadRefusal,
  unknownServerFnAnswer,
  validationFailure,
} from '@/server/http/server-fn-input.server'
import { isDependencyUnavailable, logLibraryLine } from '@/server/http/unavailable.server'
import { withValidationLocale } from '@/server/http/validation.server'
import { monthSchema } from '@/features/trips/trips.schemas'
import { m } from '@/paraglide/messages'
import { logger } from '@/server/logger.server'

const fnUrl = 'http://localhost/_serverFn/abc'
const get = (payload: string) => new Request(`${fnUrl}?payload=${encodeURIComponent(payload)}`)
const post = (body: string) =>
  new Request(fnUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

async function errorOf(response: Response | null) {
  expect(response).not.toBeNull()
  return { status: response!.status, ...((await response!.json()) as { error: Record<string, unknown> }) }
}

describe('server-function payloads', () => {
  it.each(['{', 'null x', '{}', '{"t":99,"i":0}', '[1,2]'])(
    'refuses %j with 400 invalid_json (GET and POST)',
    async (raw) => {
      expect(await errorOf(await serverFnPayloadRefusal(get(raw)))).toMatchObject({
        status: 400,
        error: { code: 'invalid_json' },
      })
      expect(await errorOf(await serverFnPayloadRefusal(post(raw)))).toMatchObject({
        status: 400,
        error: { code: 'invalid_json' },
      })
    },
  )

  it('lets a serialized value through and leaves the body readable for Start', async () => {
    const raw = JSON.stringify(toJSON({ data: { locale: 'en', q: 'x' } }))
    expect(await serverFnPayloadRefusal(get(raw))).toBeNull()
    const request = post(raw)
    expect(await serverFnPayloadRefusal(request)).toBeNull()
    expect(await request.text()).toBe(raw)
    expect(await serverFnPayloadRefusal(new Request('http://localhost/api/v1/trips?payload={'))).toBeNull()
    expect(await serverFnPayloadRefusal(new Request(fnUrl))).toBeNull()
    expect(await errorOf(await serverFnPayloadRefusal(post('')))).toMatchObject({ status: 400 })
  })

  it('refuses NUL, lone surrogates (values and keys) and deep input, naming the field', async () => {
    expect(await errorOf(serverFnInputRefusal({ locale: 'en', body: { title: 'a\u0000b' } }, 'en'))).toMatchObject({
      status: 400,
      error: { code: 'invalid_input', fields: { 'body.title': expect.any(String) } },
    })
    expect(await errorOf(serverFnInputRefusal({ ['\ud800']: 1 }, 'es'))).toMatchObject({ status: 400 })
    let deep: unknown = 1
    for (let i = 0; i < 40; i++) deep = { a: deep }
    expect(await errorOf(serverFnInputRefusal(deep, 'en'))).toMatchObject({
      status: 400,
      error: { code: 'invalid_input' },
    })
    expect(serverFnInputRefusal({ locale: 'en', body: { title: 'Plain 😀 text' } }, 'en')).toBeNull()
  })
})

describe('validator failures', () => {
  it('become 400 invalid_input with one localized message per field', async () => {
    const schema = z.object({ locale: z.enum(['en', 'ru']), limit: z.number(), month: monthSchema })
    // Start validates inside the middleware's chain, which runs in the call's validation language.
    const result = await withValidationLocale('ru', () =>
      schema['~standard'].validate({ locale: 'xx', limit: 'x', month: '2026-13' }),
    )
    // What Start's validator step throws.
    const thrown = new Error(JSON.stringify('issues' in result ? result.issues : [], undefined, 2))
    const body = await errorOf(validationFailure(thrown, 'ru'))
    expect(body).toMatchObject({ status: 400, error: { code: 'invalid_input' } })
    expect(body.error.fields).toEqual({
      locale: m.validation_one_of({ values: 'en, ru' }, { locale: 'ru' }),
      limit: m.validation_expected_number({}, { locale: 'ru' }),
      month: m.trips_field_month_invalid({}, { locale: 'ru' }),
    })
  })

  it('leave every other error alone', () => {
    expect(validationFailure(new Error('boom'), 'en')).toBeNull()
    expect(validationFailure(new Error('[1,2]'), 'en')).toBeNull()
    expect(validationFailure('not an error', 'en')).toBeNull()
  })

  it('an unknown server-function id is a 404', async () => {
    const answer = unknownServerFnAnswer(new Error('Server function info not found for abc'), get('{}'))
    expect(await errorOf(answer)).toMatchObject({ status: 404, error: { code: 'not_found' } })
    expect(unknownServerFnAnswer(new Error('other'), get('{}'))).toBeNull()
  })
})

describe('a database that does not answer', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
  const wrapped = new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })

  it('is recognised through Drizzle’s wrapper, and other errors are not', () => {
    for (const error of [refused, shutdown, wrapped]) expect(isDependencyUnavailable(error)).toBe(true)
    expect(isDependencyUnavailable(new Error('duplicate key'))).toBe(false)
    expect(isDependencyUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false)
  })

  it('is answered 503 with Retry-After and the JSON error body, not 500', async () => {
    const response = errorResponse(wrapped, 'uk')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable', message: expect.any(String) } })
    expect(errorResponse(new Error('bug'), 'en').status).toBe(500)
  })
})

describe('library log lines', () => {
  it('never carry a failed query’s parameters (a session token), only the root cause', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const failed = new Error('Failed query: select * from "session" where "token" = $1\nparams: secret-session-token', {
      cause: Object.assign(new Error('relation "session" does not exist'), { code: '42P01' }),
    })
    logLibraryLine('better-auth', 'error', 'INTERNAL_SERVER_ERROR', [failed])
    logLibraryLine('better-auth', 'error', 'Failed query: x\nparams: secret-session-token', [
      new Error('Failed query: x params: secret-session-token'),
    ])
    const lines = error.mock.calls.map((call) => JSON.stringify(call))
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line).not.toContain('secret-session-token')
    expect(lines[0]).toContain('relation \\"session\\" does not exist')
    error.mockRestore()
  })
})
