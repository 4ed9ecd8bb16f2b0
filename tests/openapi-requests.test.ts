// Contract, the other way round (issue 39, finding 5; ADR 050): requests generated from the OpenAPI document's own
// JSON Schemas (fast-check) go to the real route handlers, signed in where the operation needs a session. A request
// the document calls valid is never refused as invalid input, and invalid ones (unknown key, missing required key,
// wrong type) are refused; whatever is sent, no answer is a 5xx and every status is one the document lists.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { openApiDocument } from '@/routes/api/-openapi-document'
import { createTestDatabase, testEngine } from './support/db'
import { TestClient, signedUpUser, type RouteKey } from './support/auth-client'
import { stubTempDataDir } from './support/settings'
import { dereference } from './support/openapi'
import { arbitraryFor, wrongTypeFor, type JsonSchema } from './support/json-schema-arbitrary'
import { grantStaff } from './factories/user'

stubTempDataDir()
type Json = Record<string, unknown>
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: JsonSchema
}

const document = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> }
// Not generated: the sign-in provider's own routes (Better Auth's, proxied), the reference pages and health checks
// (no input), and the upload (multipart, covered by tests/writing/uploads.test.ts).
const skipped = /^\/api\/(auth\/ba\/|docs|openapi|health|v1\/me\/uploads)/
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .map(([method, op]) => {
      const parameters = (dereference(document, op.parameters) as Parameter[]).filter(
        (p) => p.in !== 'header' || p.required,
      )
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content
      const body = content?.['application/json']?.schema
      return { path, method: method.toUpperCase(), op, parameters, body: body && (dereference(document, body) as Json) }
    })
    .filter(({ path, parameters, body }) => !skipped.test(path) && (parameters.length > 0 || body)),
)

let database: Database
let member: TestClient
let admin: TestClient
beforeAll(async () => {
  database = await createTestDatabase()
  member = new TestClient()
  await signedUpUser(member)
  admin = new TestClient()
  const { user } = await signedUpUser(admin)
  await grantStaff(await db(), user.id, 'admin')
}, 120_000)
afterAll(() => database.close())

interface Sent {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body?: unknown
}

/** The parameters' and body's arbitraries of one operation: a request the document calls valid. */
function validRequest(operation: (typeof operations)[number]): fc.Arbitrary<Sent> {
  const group = (where: 'path' | 'query') => {
    const list = operation.parameters.filter((p) => p.in === where)
    return fc.record(Object.fromEntries(list.map((p) => [p.name, arbitraryFor(p.schema)])), {
      requiredKeys: list.filter((p) => p.required).map((p) => p.name),
    })
  }
  return fc.record({
    params: group('path'),
    query: group('query'),
    ...(operation.body ? { body: arbitraryFor(operation.body) } : {}),
  }) as fc.Arbitrary<Sent>
}

/** A valid request made invalid in its body: an unknown key, a required key left out, or a key of the wrong type. */
function invalidRequest(operation: (typeof operations)[number]): fc.Arbitrary<Sent> | undefined {
  const body = operation.body as JsonSchema | undefined
  if (body?.type !== 'object') return undefined
  const properties = (body.properties as Record<string, JsonSchema> | undefined) ?? {}
  const required = (body.required as string[] | undefined) ?? []
  const breaks: Array<fc.Arbitrary<(value: Json) => Json>> = []
  if (body.additionalProperties === false) breaks.push(fc.constant((value: Json) => ({ ...value, unexpectedKey: 'x' })))
  if (required.length)
    breaks.push(
      fc.constantFrom(...required).map((key) => (value: Json) => {
        const { [key]: _dropped, ...rest } = value
        return rest
      }),
    )
  for (const [key, schema] of Object.entries(properties)) {
    const wrong = wrongTypeFor(schema)
    if (wrong) breaks.push(wrong.map((bad) => (value: Json) => ({ ...value, [key]: bad })))
  }
  if (!breaks.length) return undefined
  return fc
    .tuple(validRequest(operation), fc.oneof(...breaks))
    .map(([sent, spoil]) => ({ ...sent, body: spoil(sent.body as Json) }))
}

async function send(operation: (typeof operations)[number], sent: Sent) {
  const target =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sent.params[name]))) +
    (Object.keys(sent.query).length
      ? `?${new URLSearchParams(Object.entries(sent.query).map(([k, v]) => [k, String(v)]))}`
      : '')
  const signedIn = JSON.stringify(operation.op.security ?? []) === JSON.stringify([{ sessionCookie: [] }])
  const client = !signedIn ? new TestClient() : operation.path.startsWith('/api/v1/admin/') ? admin : member
  return client.call(`${operation.method} ${target}` as RouteKey, sent.body)
}

/** The refused fields no rule of the operation names (`itinerary.*.to` names `itinerary.0.to`). */
function unstated(operation: (typeof operations)[number], fields: Record<string, string> = {}): string[] {
  const rules = Object.keys((operation.op['x-field-rules'] as Json | undefined) ?? {}).map(
    (rule) => new RegExp(`^${rule.replaceAll('.', '\\.').replaceAll('*', '\\d+')}$`),
  )
  const refused = Object.keys(fields)
  return (refused.length ? refused : ['(no field)']).filter((field) => !rules.some((rule) => rule.test(field)))
}

function documented(operation: (typeof operations)[number], status: number) {
  return Object.keys(operation.op.responses as Json).includes(String(status))
}

// Each operation's runs are bounded so the file stays well under a minute on either engine; CONTRACT_RUNS searches
// deeper by hand (a run of 80 takes about 3 minutes).
const RUNS = Number(process.env.CONTRACT_RUNS ?? 10)

describe(`requests generated from the OpenAPI document on ${testEngine}`, () => {
  it('covers the operations that take input', () => {
    expect(operations.length).toBeGreaterThan(30)
    expect(operations.filter((o) => o.body).length).toBeGreaterThan(15)
  })

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_name, operation) => {
    await fc.assert(
      fc.asyncProperty(validRequest(operation), async (sent) => {
        const answer = await send(operation, sent)
        const detail = `${answer.status} ${JSON.stringify(answer.body)} for ${JSON.stringify(sent)}`
        expect(answer.status, detail).toBeLessThan(500)
        expect(documented(operation, answer.status), `undocumented ${detail}`).toBe(true)
        // Valid by the document: a 400 is a rule it states beside the schema (`x-field-rules`), never a schema's.
        if (answer.status === 400 && answer.body?.error?.code === 'invalid_input')
          expect(unstated(operation, answer.body.error.fields), detail).toEqual([])
      }),
      { numRuns: RUNS },
    )
    const invalid = invalidRequest(operation)
    if (!invalid) return
    await fc.assert(
      fc.asyncProperty(invalid, async (sent) => {
        const answer = await send(operation, sent)
        const detail = `${answer.status} ${JSON.stringify(answer.body)} for ${JSON.stringify(sent)}`
        expect(answer.status, detail).toBeLessThan(500)
        expect(documented(operation, answer.status), `undocumented ${detail}`).toBe(true)
        expect(answer.status, `accepted ${detail}`).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    )
  })
})
