// Property-based fuzz of every REST endpoint (issue 12): the real route handlers of src/routes/api/**, called
// in-process with random JSON, wrong types, huge and deep values, NUL bytes, invalid Unicode and long strings.
// Whatever arrives, the answer is never a 5xx, and every error is the JSON error shape.
import fc from 'fast-check'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'

type Handler = (ctx: { request: Request; params: Record<string, string> }) => Promise<Response> | Response
interface RouteModule {
  Route: { options: { server?: { handlers?: Record<string, Handler> } } }
}

// Files starting with '-' are not routes (the router ignores them; e.g. the OpenAPI entries beside the routes).
const modules = import.meta.glob<RouteModule>(['/src/routes/api/**/*.ts', '!**/-*.ts'])

/** /src/routes/api/v1/trips/$id.ts → { path: '/api/v1/trips/$id', params: ['id'] } */
function routePath(file: string) {
  const pathname = file
    .replace(/^\/src\/routes/, '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '')
    .replace(/\[\.\]/g, '.')
  const params = [...pathname.matchAll(/\$([A-Za-z_]*)/g)].map((match) => match[1] || '_splat')
  return { pathname, params }
}

let database: Database
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-fuzz-'))
  database = await createTestDatabase()
})
afterAll(() => database.close())

// Strings that break naive code: NUL, lone surrogates, RTL marks, very long text, SQL and path tricks.
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
    '0000-01',
    '9999-12',
    '-1',
    '1e309',
    '%00',
    '%ZZ',
    '<script>alert(1)</script>',
    'a'.repeat(70_000),
  ),
  fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)),
)
const jsonLeaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
)
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, jsonLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(nastyString, tie('value'), { maxKeys: 5 }),
})).value
/** Bodies that look like our forms (right keys, wrong values), random JSON, deep nesting or not JSON at all. */
const formKeys = ['email', 'password', 'name', 'token', 'newPassword', 'username', 'redirect', 'locale', 'hash', 'id']
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...formKeys), jsonValue, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  jsonValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.nat({ max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.nat({ max: 200 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.string(),
  fc.constantFrom('{"token":"ab\\u0000cd","password":"violet-harbour-tram-42"}', '{"email":"\\ud800@x.y"}', ''),
)
const queryKeys = ['month', 'destination', 'cursor', 'limit', 'category', 'tag', 'author', 'lang', 'redirect', 'q']
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), fc.string()), nastyString), { maxLength: 5 })
  .map((pairs) => {
    const search = new URLSearchParams()
    for (const [key, value] of pairs) search.append(key, value.slice(0, 3000))
    return search.toString()
  })
const param = fc.oneof(
  nastyString.map((s) => s.slice(0, 3000)),
  fc.constantFrom('1', '0', '007', 'dolomites', 'ada'),
)

/** Lone surrogates cannot be percent-encoded; a client would send U+FFFD in their place. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDFFF]/g, (c, i: number) =>
    /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(s.slice(i - 1, i + 1)) ||
    /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(s.slice(i, i + 2))
      ? c
      : '\uFFFD',
  )

function expectErrorShape(status: number, text: string, where: string) {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(`${where}: ${status} answer is not JSON: ${text.slice(0, 200)}`)
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown; fields?: unknown } }).error
  expect(typeof error?.code, where).toBe('string')
  expect(typeof error?.message, where).toBe('string')
  if (error?.fields !== undefined) {
    expect(typeof error.fields, where).toBe('object')
    for (const value of Object.values(error.fields as object)) expect(typeof value, where).toBe('string')
  }
}

describe(`fuzzing every REST endpoint on ${testEngine}`, () => {
  it('finds the endpoints', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20)
  })

  for (const file of Object.keys(modules).sort()) {
    const { pathname, params } = routePath(file)
    it(`${pathname}: never a 5xx, errors in the JSON shape`, { timeout: 120_000 }, async () => {
      const handlers = (await modules[file]!()).Route.options.server?.handlers ?? {}
      const methods = Object.keys(handlers)
      expect(methods.length, file).toBeGreaterThan(0)
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...methods),
          query,
          body,
          fc.array(param, { minLength: params.length, maxLength: params.length }),
          fc.constantFrom('en', 'ru', 'xx', ''),
          async (method, search, payload, values, lang) => {
            const routeParams = Object.fromEntries(params.map((name, i) => [name, values[i]!]))
            const concrete = params.reduce(
              (p, name, i) =>
                p.replace(name === '_splat' ? '$' : `$${name}`, encodeURIComponent(wellFormed(values[i]!))),
              pathname,
            )
            const hasBody = method !== 'GET' && method !== 'HEAD'
            const request = new Request(`http://localhost:3000${concrete}${search ? `?${search}` : ''}`, {
              method,
              headers: {
                'accept-language': lang,
                origin: 'http://localhost:3000',
                'x-forwarded-for': '10.9.9.9',
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              body: hasBody ? payload : undefined,
            })
            const response = await handlers[method]!({ request, params: routeParams })
            const where = `${method} ${concrete}?${search.slice(0, 200)} body=${payload.slice(0, 200)}`
            expect(response.status, where).toBeLessThan(500)
            if (response.status >= 400) expectErrorShape(response.status, await response.text(), where)
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
      )
    })
  }
})
