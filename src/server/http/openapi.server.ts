import { z } from 'zod'
import { JSON_BODY_LIMIT } from '@/server/http/body-limit.server'
import { sessionCookieName } from './cookies.server'
import { stateRefinements } from './openapi-refinements.server'

/**
 * OpenAPI 3.1 from the zod schemas that validate the requests (ADR 020). Each folder of `src/routes/api/` that holds
 * route files has a `-openapi.ts` beside them with one entry per endpoint; the document is assembled from them.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof httpMethods)[number]
/** "METHOD /api/path/{param}", e.g. "GET /api/v1/trips/{id}". */
type OperationKey = `${HttpMethod} /api/${string}`

export interface ResponseSpec {
  description: string
  /** Body schema (JSON); omitted for empty bodies. */
  schema?: z.ZodType
  /** Error codes this status can carry: the body is the error envelope with `code` limited to these. */
  codes?: readonly string[]
  /** Content type when not JSON (e.g. text/html, application/xml). */
  contentType?: string
  headers?: Record<string, string>
}

export interface OperationExample {
  summary: string
  query?: Record<string, string>
  params?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  /** Sent by a signed-in member (the contract test signs one up), for answers only a session reaches. */
  session?: boolean
  /** The status this example answers with (the contract test replays it and checks the body). */
  status: number
}

export interface OperationSpec {
  summary: string
  description?: string
  tag: string
  /** Path parameters (zod object; keys match `{name}` in the path). */
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** The request body's media type when not JSON (e.g. multipart/form-data for uploads). */
  bodyContentType?: string
  /** `session`: the session cookie is required; `optional`: used when present. */
  auth?: 'session' | 'optional'
  /** Takes an `Idempotency-Key` header (state-changing endpoints that must not run twice). */
  idempotent?: boolean
  /** Extra request headers. */
  headers?: Array<{ name: string; description: string; required?: boolean }>
  responses: Record<number, ResponseSpec>
  examples?: OperationExample[]
  /**
   * Rules of the server beyond what JSON Schema states (a cross-field order, a password that is not common, a cursor
   * we issued), by the field they refuse (`itinerary.*.to`): a request valid by the schema may still be refused with
   * 400 for these, and only these (the request contract test holds the document to it, ADR 050).
   */
  rules?: Record<string, string>
}

export type OperationTable = Partial<Record<OperationKey, OperationSpec>>

/** One folder's endpoints; the key must name the method and the path as the route file serves it. */
export function defineOperations<T extends OperationTable>(operations: T): T {
  return operations
}

/** `defineOperations` for a folder whose endpoints all go under one tag. */
export function defineTaggedOperations(
  tag: string,
  operations: Partial<Record<OperationKey, Omit<OperationSpec, 'tag'>>>,
): OperationTable {
  const table: OperationTable = {}
  for (const [key, spec] of Object.entries(operations) as Array<[OperationKey, Omit<OperationSpec, 'tag'>]>)
    table[key] = { tag, ...spec }
  return table
}

/** The JSON error envelope of the API, with `code` limited to the given codes. */
export function errorBody(codes: readonly string[]) {
  return z.object({
    error: z.object({
      code: codes.length ? z.enum(codes as [string, ...string[]]) : z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
}

type JsonSchema = Record<string, unknown>

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: io === 'input' ? (ctx) => stateRefinements(ctx.zodSchema, ctx.jsonSchema) : undefined,
  }) as JsonSchema
  delete out.$schema
  return out
}

const SESSION = 'sessionCookie'
// OpenAPI 3.1's own dialect: JSON Schema 2020-12 plus the OAS vocabulary (the default; viewers support no other).
const DIALECT = 'https://spec.openapis.org/oas/3.1/dialect/base'

function parameters(spec: OperationSpec): JsonSchema[] {
  const list: JsonSchema[] = [{ $ref: '#/components/parameters/AcceptLanguage' }]
  if (spec.idempotent) list.push({ $ref: '#/components/parameters/IdempotencyKey' })
  for (const header of spec.headers ?? [])
    list.push({
      name: header.name,
      in: 'header',
      required: header.required ?? false,
      description: header.description,
      schema: { type: 'string' },
    })
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = property as JsonSchema & { description?: string }
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      })
    }
  }
  return list
}

/** The shared envelope by reference, narrowed to this status's codes. */
function errorSchema(codes: readonly string[]): JsonSchema {
  return {
    allOf: [
      { $ref: '#/components/schemas/ApiError' },
      { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: [...codes] } } } } },
    ],
  }
}

/**
 * What the body limiter (ADR 018) answers for any operation that takes a body, unless the operation says otherwise:
 * 411 for a body without a length, 413 for a JSON body over 64 KiB (uploads answer 400 `upload_too_large`, ADR 031).
 */
function bodyLimitResponses(spec: OperationSpec): Record<number, ResponseSpec> {
  const out: Record<number, ResponseSpec> = {}
  if (!spec.body) return out
  out[411] = { description: 'A body sent without Content-Length (chunked)', codes: ['length_required'] }
  if (!spec.bodyContentType)
    out[413] = { description: `Body over ${JSON_BODY_LIMIT / 1024} KiB`, codes: ['payload_too_large'] }
  return out
}

function responses(spec: OperationSpec): JsonSchema {
  const out: JsonSchema = {}
  // Integer keys: the statuses come out in ascending order.
  for (const [status, response] of Object.entries({ ...bodyLimitResponses(spec), ...spec.responses })) {
    const schema = response.schema
    // Every error answer is the JSON envelope (errorResponse), whether or not its codes are listed.
    const body = response.codes
      ? errorSchema(response.codes)
      : schema
        ? jsonSchema(schema, 'output')
        : Number(status) >= 400
          ? { $ref: '#/components/schemas/ApiError' }
          : undefined
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    )
    out[status] = {
      description: response.codes
        ? `${response.description} (codes: ${response.codes.join(', ')})`
        : response.description,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(body || response.contentType
        ? { content: { [response.contentType ?? 'application/json']: body ? { schema: body } : {} } }
        : {}),
    }
  }
  return out
}

/** The operation's description, followed by the rules beyond its schemas. */
function describe(spec: OperationSpec): string {
  const rules = Object.entries(spec.rules ?? {}).map(([field, rule]) => `- \`${field}\`: ${rule}`)
  return [spec.description, rules.length ? `Also refused with 400 invalid_input:\n${rules.join('\n')}` : undefined]
    .filter(Boolean)
    .join('\n\n')
}

export interface OpenApiDocument {
  openapi: string
  jsonSchemaDialect: string
  info: { title: string; version: string; description: string }
  servers: Array<{ url: string }>
  tags: Array<{ name: string }>
  paths: Record<string, Record<string, JsonSchema>>
  components: JsonSchema
}

/** Assembles the document; operations keep the order of their tables, paths are sorted. */
export function buildOpenApiDocument(
  tables: OperationTable[],
  info: { title: string; version: string; description: string; serverUrl: string },
): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const tags = new Set<string>()
  for (const table of tables) {
    for (const [key, spec] of Object.entries(table) as Array<[OperationKey, OperationSpec]>) {
      const [method, path] = key.split(' ') as [HttpMethod, string]
      tags.add(spec.tag)
      const operation: JsonSchema = {
        operationId: `${method.toLowerCase()}${path
          .replace(/^\/api/, '')
          .replace(/[{}]/g, '')
          .split(/[/._-]/)
          .filter(Boolean)
          .map((part) => part[0]!.toUpperCase() + part.slice(1))
          .join('')}`,
        summary: spec.summary,
        ...(spec.description || spec.rules ? { description: describe(spec) } : {}),
        tags: [spec.tag],
        parameters: parameters(spec),
        ...(spec.body
          ? {
              requestBody: {
                required: true,
                content: { [spec.bodyContentType ?? 'application/json']: { schema: jsonSchema(spec.body, 'input') } },
              },
            }
          : {}),
        responses: responses(spec),
        ...(spec.rules ? { 'x-field-rules': spec.rules } : {}),
        security:
          spec.auth === 'session' ? [{ [SESSION]: [] }] : spec.auth === 'optional' ? [{}, { [SESSION]: [] }] : [],
        ...(spec.examples?.length
          ? {
              'x-examples': spec.examples.map(({ summary, query, params, body, headers, session, status }) => ({
                summary,
                status,
                ...(session ? { session } : {}),
                ...(params ? { params } : {}),
                ...(query ? { query } : {}),
                ...(headers ? { headers } : {}),
                ...(body !== undefined ? { body } : {}),
              })),
            }
          : {}),
      }
      paths[path] ??= {}
      paths[path][method.toLowerCase()] = operation
    }
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)))
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      schemas: { ApiError: jsonSchema(errorBody([]), 'output') },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'Language of translated fields and of error messages (en, es, ru, uk; default en).',
          schema: { type: 'string', examples: ['es', 'uk-UA,uk;q=0.9,en;q=0.5'] },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Optional. A unique value per intended operation (e.g. a UUID): 8 to 255 printable ASCII characters. ' +
            'Repeating a request with the same key answers with the first result instead of running it again, ' +
            'even when the requests run concurrently.',
          schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
        },
      },
      securitySchemes: {
        [SESSION]: {
          type: 'apiKey',
          in: 'cookie',
          // The name this server sets and reads (`__Secure-` in production), so a generated client can sign in.
          name: sessionCookieName(),
          description:
            'The session cookie set by sign-in: httpOnly, SameSite=Lax, Secure in production. Browsers send it ' +
            'with credentials; state-changing calls must come from the site’s origin.',
        },
      },
    },
  }
}
