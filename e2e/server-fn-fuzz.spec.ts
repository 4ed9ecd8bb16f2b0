// Property-based fuzz of every server function (issue 12), the RPC half of tests/hardening/api-fuzz.test.ts: the
// production build's `/_serverFn/<id>` endpoints get random JSON, wrong types, huge and deep values, NUL bytes,
// lone surrogates, long strings and payloads that are not JSON or not a serialized value, as an anonymous visitor
// and as a signed-in member. Whatever arrives: never a 5xx, a 400 is always `{ error: { code, message, fields? } }`
// (fields for invalid input), and a 200 never carries a validation error inside the payload.
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { toJSON } from 'seroval'
import { signUpByApi } from './support/accounts'
import { test } from './support/helpers'
import { builtServerFns, callServerFnRaw, declaredServerFns, type ServerFn } from './support/server-fns'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

const serverFns = builtServerFns()

// Strings that break naive code: NUL, lone surrogates, RTL marks, very long text, SQL and path tricks, markup.
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'ab\u0000cd',
    '\ud800',
    '\udc00x',
    '\u202e\u0000',
    "' or 1=1 --",
    '../../etc/passwd',
    '-1',
    '1e309',
    '%00',
    '<script>alert(1)</script>',
    'en',
    'ru',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)),
)
const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, Number.NaN),
)
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
})).value
// The keys our inputs use, so that random values reach the fields' own rules, not only "unknown shape".
const inputKeys = [
  'locale',
  'slug',
  'id',
  'username',
  'body',
  'cursor',
  'limit',
  'q',
  'type',
  'token',
  'redirect',
  'captchaToken',
  'idempotencyKey',
  'tripId',
  'seats',
  'destination',
  'month',
  'category',
  'tag',
]
const deep = (depth: number) => {
  let nested: unknown = 1
  for (let i = 0; i < depth; i++) nested = { a: nested }
  return nested
}
/** What goes in `data`: input-shaped objects with wrong values, random JSON, deep or wide structures. */
const data = fc.oneof(
  fc
    .record({ locale: fc.constantFrom('en', 'es', 'ru', 'uk') })
    .chain((base) =>
      fc.dictionary(fc.constantFrom(...inputKeys), value, { maxKeys: 5 }).map((rest) => ({ ...base, ...rest })),
    ),
  fc.record({ locale: fc.constantFrom('en', 'ru'), body: fc.dictionary(fc.constantFrom(...inputKeys), value) }),
  value,
  fc.integer({ min: 33, max: 80 }).map((depth) => ({ locale: 'en', body: deep(depth) })),
  fc.nat({ max: 200 }).map((n) => ({ locale: 'en', body: Array.from({ length: n }, (_, i) => `tag-${i}`) })),
)
/** The raw payload: a serialized `{ data }` as the client sends it, or text that is not one. */
const payload = fc.oneof(
  { weight: 6, arbitrary: data.map((d) => JSON.stringify(toJSON({ data: d }))) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string(),
      value.map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom('{', '[]', '{"t":10}', '{"t":99,"i":0}', 'null', '"\\ud800"', '{"t":1,"s":"\\u0000"}'),
      fc.nat({ max: 2000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    ),
  },
)

async function call(api: APIRequestContext, baseURL: string, fn: ServerFn, raw: string) {
  const response = await callServerFnRaw(api, baseURL, fn, raw)
  return { status: response.status(), headers: response.headers(), text: await response.text() }
}

/** The property every answer must have, whatever the input. */
function expectCleanAnswer(fn: ServerFn, raw: string, answer: Awaited<ReturnType<typeof call>>) {
  const where = `${fn.file} ${fn.name} ← ${raw.slice(0, 300)}\n→ ${answer.status} ${answer.text.slice(0, 300)}`
  expect(answer.status, where).toBeLessThan(500)
  if (answer.status === 400) {
    const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown; fields?: unknown } }
    expect(typeof body.error?.code, where).toBe('string')
    expect(typeof body.error?.message, where).toBe('string')
    if (body.error?.code === 'invalid_input') {
      expect(Object.keys(body.error.fields ?? {}).length, where).toBeGreaterThan(0)
      for (const message of Object.values(body.error.fields as object)) expect(typeof message, where).toBe('string')
    }
  }
  if (answer.status === 200 && answer.headers['x-tss-serialized'] === 'true') {
    // A validator failure must not come back as a successful call with the error inside.
    const top = JSON.parse(answer.text) as { p?: { k?: string[] } }
    expect(top.p?.k, where).not.toContain('error')
  }
}

let mail: SmtpInbox
let member: APIRequestContext

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ baseURL }) => {
  mail = await startSmtpInbox()
  member = await playwrightRequest.newContext()
  await signUpByApi(member, mail, baseURL!, { name: 'Fuzz Member' })
})
test.afterAll(async () => {
  await member?.dispose()
  await mail?.close()
})

test('the build exposes every declared server function, each found by its id', () => {
  const declared = declaredServerFns()
  expect(declared.length).toBeGreaterThan(30)
  expect(serverFns.map((fn) => `${fn.file}#${fn.name}`).sort()).toEqual(
    declared.map((fn) => `${fn.file}#${fn.name}`).sort(),
  )
})

test('known bad inputs: invalid input names the field, NUL is refused, broken payloads are 400', async ({
  request,
  baseURL,
}) => {
  const upcoming = serverFns.find((fn) => fn.name === 'getUpcomingTrips')!
  const wrongType = await call(
    request,
    baseURL!,
    upcoming,
    JSON.stringify(toJSON({ data: { locale: 'ru', limit: 'x' } })),
  )
  expect(wrongType.status).toBe(400)
  const fields = (JSON.parse(wrongType.text) as { error: { code: string; fields: Record<string, string> } }).error
  expect(fields.code).toBe('invalid_input')
  expect(Object.keys(fields.fields)).toEqual(['limit'])
  // Localized like the REST answers (the input's locale).
  expect(fields.fields.limit).toMatch(/[а-я]/i)

  const nul = await call(
    request,
    baseURL!,
    upcoming,
    JSON.stringify(toJSON({ data: { locale: 'en\u0000', limit: 3 } })),
  )
  expect(nul.status).toBe(400)
  expect(JSON.parse(nul.text)).toMatchObject({
    error: { code: 'invalid_input', fields: { locale: expect.any(String) } },
  })

  for (const broken of ['{', '{}', '{"t":99}']) {
    const answer = await call(request, baseURL!, upcoming, broken)
    expect(answer.status, broken).toBe(400)
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'invalid_json' } })
  }

  const unknown = await request.get(`${baseURL}/_serverFn/${'0'.repeat(64)}`, {
    headers: { origin: baseURL!, 'x-tsr-serverfn': 'true' },
  })
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } })

  // Start's CSRF check survives the custom start instance (src/start.ts): calls from another site are refused.
  const crossSiteHeaders: Array<Record<string, string>> = [
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example' },
  ]
  for (const headers of crossSiteHeaders) {
    const crossSite = await request.get(
      `${baseURL}/_serverFn/${upcoming.id}?payload=${encodeURIComponent(JSON.stringify(toJSON({ data: { locale: 'en', limit: 2 } })))}`,
      { headers: { 'x-tsr-serverfn': 'true', ...headers } },
    )
    expect(crossSite.status(), JSON.stringify(headers)).toBe(403)
  }

  const fine = await call(request, baseURL!, upcoming, JSON.stringify(toJSON({ data: { locale: 'en', limit: 2 } })))
  expect(fine.status).toBe(200)
})

test('random input to every server function, anonymous and signed in: never a 5xx, clean 4xx', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  for (const fn of serverFns) {
    for (const [api, numRuns] of [
      [request, 8],
      [member, 25],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(payload, async (raw) => {
          expectCleanAnswer(fn, raw, await call(api, baseURL!, fn, raw))
        }),
        // FUZZ_SEED replays a failure (fast-check prints the seed).
        { numRuns, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
      )
    }
  }
})
