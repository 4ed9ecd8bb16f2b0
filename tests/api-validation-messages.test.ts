// Field messages of 400 answers through the real route files, in every language (ADR 008, update "validation
// messages"): our own sentences from messages/*.json, never zod's text (a pattern, a type name, "received
// undefined"), for the public API, the member API and /api/auth/*.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { openApiDocument } from '@/routes/api/-openapi-document'
import { createTestDatabase, testEngine } from './support/db'
import { TestClient, signedUpUser, type CallResult, type RouteKey } from './support/auth-client'
import { resolveRef } from './support/openapi'

let database: Database
let member: TestClient
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-validation-'))
  database = await createTestDatabase()
  member = new TestClient()
  await signedUpUser(member)
})
afterAll(() => database.close())

/** zod's own texts in its locales: a pattern, a comparison, the received value, its words for "unknown key". */
const validatorText =
  /[/\\^$]|[<>]=?|\b(undefined|NaN|expected|received|Invalid|Too)\b|Llave|Неизвестн\w* ключ|Невідом\w* ключ|получено|отримано|ожидал|очікувал/
/** Type names left untranslated ("…что number будет >=1"). English says "Must be a number." in words. */
const typeName = /\b(number|string|undefined|int|boolean|object|array)\b/

function fieldsOf(answer: CallResult, locale: string): Record<string, string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.error.code).toBe('invalid_input')
  expect(answer.body.error.message).toBe(m.api_invalid_input({}, { locale: locale as 'en' }))
  const fields = answer.body.error.fields as Record<string, string>
  for (const message of Object.values(fields)) {
    expect(message).not.toMatch(validatorText)
    if (locale !== 'en') expect(message).not.toMatch(typeName)
  }
  return fields
}

describe.each(locales)(`400 field messages in %s on ${testEngine}`, (locale) => {
  const o = { locale }
  const call = (route: RouteKey, body?: unknown, client = new TestClient(undefined, locale)) =>
    client.call(route, body, { 'accept-language': locale })

  it('public API: numbers, patterns, enums and unknown parameters in the query and the path', async () => {
    expect(fieldsOf(await call('GET /api/v1/posts?limit=0'), locale)).toEqual({
      limit: m.validation_number_min({ min: '1' }, o),
    })
    // A limit past 2^53 is out of the documented 1–50 too, not "Must be 9007199254740991 or less.".
    for (const route of [
      'GET /api/v1/trips?limit=99999999999999999999',
      'GET /api/v1/search?q=a&limit=1' + '0'.repeat(400),
    ])
      expect(fieldsOf(await call(route as RouteKey), locale)).toEqual({
        limit: m.validation_number_max({ max: '50' }, o),
      })
    expect(fieldsOf(await call('GET /api/v1/trips?month=2026-13'), locale)).toEqual({
      month: m.trips_field_month_invalid({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/trips?foo=1'), locale)).toEqual({
      _: m.validation_unknown_parameter({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/trips/0'), locale)).toEqual({ id: m.trips_field_id_invalid({}, o) })
    expect(fieldsOf(await call('GET /api/v1/trips/7?page=2'), locale)).toEqual({
      _: m.validation_unknown_parameter({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/trips?limit=abc&destination=ITA'), locale)).toEqual({
      limit: m.validation_expected_integer({}, o),
      destination: m.trips_field_destination_invalid({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/trips?limit=1.5&month=a&month=b'), locale)).toEqual({
      limit: m.validation_expected_integer({}, o),
      month: m.validation_single_value({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/posts?lang=fr&limit=51&category=Bad%20Slug'), locale)).toEqual({
      lang: m.validation_one_of({ values: 'en, es, ru, uk' }, o),
      limit: m.validation_number_max({ max: '50' }, o),
      category: m.blog_field_slug_invalid({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/authors/Maria'), locale)).toEqual({
      username: m.blog_field_username_invalid({}, o),
    })
    expect(fieldsOf(await call('GET /api/v1/search?q=alps&type=video'), locale)).toEqual({
      type: m.validation_one_of({ values: 'all, trip, post' }, o),
    })
  })

  it('public API: a number in the query is plain decimal digits, never another spelling Number() reads', async () => {
    // `limit` went through Number(): 1e1, 0x5, +5, " 5" and 5.0 were all 200 answers for a page of 10 or 5.
    for (const spelling of ['1e1', '0x5', '0b1', '0o7', '%2B5', '%205', '5%20', '5.0', '1_0', 'Infinity', '']) {
      for (const list of ['trips?', 'posts?', 'search?q=alps&']) {
        expect(
          fieldsOf(await call(`GET /api/v1/${list}limit=${spelling}`), locale),
          `${list}limit=${spelling}`,
        ).toEqual({ limit: m.validation_expected_integer({}, o) })
      }
    }
    for (const list of ['trips?', 'posts?', 'search?q=alps&']) {
      const answer = await call(`GET /api/v1/${list}limit=05`)
      expect(answer.status, list).toBe(200)
      expect(answer.body.page.limit).toBe(5)
    }
  })

  it('public API: any query parameter given twice asks for a single value, whatever its type', async () => {
    // Every query parameter the OpenAPI document lists for /api/v1 (numbers such as `limit` were "Must be a number.",
    // a cursor and the search text answered their own message).
    const document = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { parameters?: Array<{ $ref?: string; in?: string; name?: string }> }>>
    }
    const repeated: string[] = []
    for (const [path, methods] of Object.entries(document.paths)) {
      // Staff endpoints (/api/v1/admin/, ADR 045) answer a signed-out call 401 before they read anything.
      if (!path.startsWith('/api/v1/') || path.startsWith('/api/v1/admin/') || !methods.get) continue
      for (const listed of methods.get.parameters ?? []) {
        const parameter = (listed.$ref ? resolveRef(document, listed.$ref) : listed) as { in: string; name: string }
        if (parameter.in !== 'query') continue
        const target = `${path.replace(/\{\w+\}/g, '1')}?${parameter.name}=1&${parameter.name}=2`
        repeated.push(target)
        const fields = fieldsOf(await call(`GET ${target}` as RouteKey), locale)
        expect(fields[parameter.name], target).toBe(m.validation_single_value({}, o))
      }
    }
    expect(repeated).toEqual(expect.arrayContaining(['/api/v1/trips?limit=1&limit=2', '/api/v1/search?q=1&q=2']))
    // The other fields keep their own messages; an unknown parameter stays unknown.
    expect(fieldsOf(await call('GET /api/v1/posts?limit=1&limit=2&lang=fr'), locale)).toEqual({
      limit: m.validation_single_value({}, o),
      lang: m.validation_one_of({ values: 'en, es, ru, uk' }, o),
    })
    expect(fieldsOf(await call('GET /api/v1/trips?foo=1&foo=2'), locale)).toEqual({
      _: m.validation_unknown_parameter({}, o),
    })
  })

  it('member API: missing and mistyped body fields, unknown fields, path ids, headers', async () => {
    expect(fieldsOf(await call('POST /api/v1/me/bookings', {}, member), locale)).toEqual({
      tripId: m.validation_required({}, o),
      travellers: m.validation_required({}, o),
    })
    expect(fieldsOf(await call('POST /api/v1/me/bookings', { tripId: 'x', travellers: 1.5 }, member), locale)).toEqual({
      tripId: m.trips_field_id_invalid({}, o),
      travellers: m.validation_expected_integer({}, o),
    })
    expect(fieldsOf(await call('POST /api/v1/me/bookings', { tripId: 1, travellers: 11 }, member), locale)).toEqual({
      travellers: m.validation_number_max({ max: '10' }, o),
    })
    expect(fieldsOf(await call('DELETE /api/v1/me/bookings/abc', undefined, member), locale)).toEqual({
      id: m.bookings_field_id_invalid({}, o),
    })
    const keyed = await member.call(
      'POST /api/v1/me/bookings',
      { tripId: 1, travellers: 1 },
      { 'accept-language': locale, 'idempotency-key': 'short' },
    )
    expect(fieldsOf(keyed, locale)).toEqual({ 'Idempotency-Key': m.bookings_field_idempotency_key_invalid({}, o) })
    expect(
      fieldsOf(await call('PUT /api/v1/user/preferences', { theme: 'neon', colour: 'red' }, member), locale),
    ).toEqual({
      theme: m.validation_one_of({ values: 'system, light, dark' }, o),
      _: m.validation_unknown_parameter({}, o),
    })
    expect(fieldsOf(await call('PUT /api/v1/user/preferences', { newsletter: 'yes' }, member), locale)).toEqual({
      newsletter: m.validation_expected_boolean({}, o),
    })
    const post = fieldsOf(
      await call('POST /api/v1/me/posts', { title: 'T', lang: 'en', body: 'B', mood: 1 }, member),
      locale,
    )
    expect(post).toEqual({ _: m.validation_unknown_parameter({}, o) })
  })

  it('every JSON body refuses a key it does not know, as the query strings do', async () => {
    // Each body is complete and well-formed but for the extra key: nothing is booked, renamed or sent.
    const unknown = { _: m.validation_unknown_parameter({}, o) }
    const bodies: Array<[RouteKey, Record<string, unknown>, TestClient?]> = [
      ['POST /api/v1/me/bookings', { tripId: 1, travellers: 1, seats: 2 }, member],
      ['PATCH /api/v1/me', { name: 'Ada', username: 'ada-extra', bio: 'x' }, member],
      ['DELETE /api/v1/me', { confirmation: 'not-the-password', reason: 'x' }, member],
      ['POST /api/auth/login', { email: 'ada@example.com', password: 'not-the-password', remember: true }],
      ['POST /api/auth/register', { name: 'Ada', email: 'ada@example.com', password: 'violet-harbour-tram-42', x: 1 }],
      ['POST /api/auth/email/confirm', { token: 'made-up', redirect: '/' }],
      ['POST /api/auth/email/resend', { email: 'ada@example.com', lang: 'en' }],
      ['POST /api/auth/password-reset', { email: 'ada@example.com', lang: 'en' }],
      ['POST /api/auth/password-reset/confirm', { token: 'made-up', password: 'violet-harbour-tram-42', x: 1 }],
    ]
    for (const [route, body, client] of bodies)
      expect(fieldsOf(await call(route, body, client), locale), route).toEqual(unknown)
  })

  it('/api/auth: a body that is no object, and the forms’ own messages', async () => {
    expect(fieldsOf(await call('POST /api/auth/login', '"x"'), locale)).toEqual({
      _: m.validation_expected_object({}, o),
    })
    expect(fieldsOf(await call('POST /api/auth/register', {}), locale)).toEqual({
      name: m.auth_field_name_invalid({}, o),
      email: m.auth_field_email_invalid({}, o),
      password: m.auth_field_password_length({ min: 8, max: 128 }, o),
    })
    expect(fieldsOf(await call('POST /api/auth/password-reset/confirm', { password: 'x' }), locale)).toEqual({
      token: m.auth_token_invalid({}, o),
      password: m.auth_field_password_length({ min: 8, max: 128 }, o),
    })
  })
})
