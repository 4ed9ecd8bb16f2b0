// Contract: every example the OpenAPI document gives is replayed against the real route handlers on a seeded
// database (the examples describe a fresh install's content), and each answer must match the documented status and
// schema. This is the one test besides tests/seed.test.ts that reads the seed's content, on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { seed } from '@/server/db/seed-runner.server'
import { seedSteps } from '@/seed-steps.server'
import { openApiDocument } from '@/routes/api/-openapi-document'
import { createTestDatabase, testEngine } from './support/db'
import { TestClient, signedUpUser, type RouteKey } from './support/auth-client'
import { stubTempDataDir } from './support/settings'
import { validatorFor } from './support/openapi'

type Json = Record<string, unknown>
interface Example {
  summary: string
  status: number
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: unknown
  session?: boolean
}

stubTempDataDir()
const document = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> }
const cases = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, op]) =>
    ((op['x-examples'] as Example[] | undefined) ?? []).map((example) => ({ method, path, op, example })),
  ),
)

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await seed(database.db, seedSteps)
}, 120_000)
afterAll(() => database.close())

describe(`documented examples against the handlers on ${testEngine}`, () => {
  it('has examples for most operations, including errors', () => {
    expect(cases.length).toBeGreaterThan(20)
    expect(cases.some((c) => c.example.status >= 400)).toBe(true)
    expect(cases.some((c) => c.example.session && c.example.status >= 400)).toBe(true)
  })

  it.each(cases.map((c) => [`${c.method.toUpperCase()} ${c.path}: ${c.example.summary}`, c] as const))(
    '%s',
    async (_name, { method, path, op, example }) => {
      let target = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ''))
      if (example.query) target += `?${new URLSearchParams(example.query)}`
      const client = new TestClient(undefined, example.headers?.['accept-language'] ?? 'en')
      if (example.session) await signedUpUser(client)
      const answer = await client.call(`${method.toUpperCase()} ${target}` as RouteKey, example.body, example.headers)
      expect(answer.status, JSON.stringify(answer.body)).toBe(example.status)
      const response = (op.responses as Record<string, Json>)[String(answer.status)]
      expect(response, `status ${answer.status} is documented`).toBeDefined()
      const media = (response!.content as Record<string, Json> | undefined)?.['application/json']
      if (!media?.schema) return
      const result = validatorFor(document, media.schema).safeParse(answer.body)
      expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true)
    },
  )

  it('rejects an answer that does not match its schema (the check has teeth)', () => {
    const search = document.paths['/api/v1/search']!.get!
    const media = ((search.responses as Record<string, Json>)['200']!.content as Record<string, Json>)[
      'application/json'
    ]!
    const validate = validatorFor(document, media.schema)
    expect(validate.safeParse({ data: [{ type: 'post' }] }).success).toBe(false)
  })
})
