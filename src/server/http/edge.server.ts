import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { addVary, errorResponse, readJson, requestLocale } from '@/server/http/api.server'
import { bodyLimitFor } from '@/server/http/body-limit.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateHeaders } from '@/server/http/private.server'
import { parseInput } from '@/server/http/validation.server'

// The REST half of the one path for signed-in changes (ADR 021). A handler states who may call it and the shape of
// its input; the edge does the rest, in this order: the request's language, the same-origin check on writes, the
// caller (401, or 404 for a staff role they lack), path parameters and the JSON body parsed against the feature's zod
// schema (400 invalid_input with a localized message per field), then the handler with typed input. Whatever it
// answers is private (`private, no-store`, `Vary: Cookie`); a thrown typed error becomes its JSON error body.

/** A schema, or one built in the caller's language (schemas whose messages close over it). */
export type LocalizedSchema<S extends z.ZodType> = S | ((locale: Locale) => S)

/** No schema given: that input is not read (`undefined`). */
type None = z.ZodUndefined

export interface EndpointInput<S extends z.ZodType = None, P extends z.ZodType = None> {
  /** The JSON body's schema (writes); without it the body is not read. */
  body?: LocalizedSchema<S>
  /** The path parameters' schema. */
  params?: P
}

export interface EndpointCall<U, S extends z.ZodType = None, P extends z.ZodType = None> {
  request: Request
  locale: Locale
  user: U
  body: z.output<S>
  params: z.output<P>
}

/** A REST handler as a route file calls it: the request and the route's path parameters. */
export type EndpointHandler = (request: Request, params?: Record<string, string>) => Promise<Response>

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const schemaIn = <S extends z.ZodType>(schema: LocalizedSchema<S>, locale: Locale): S =>
  typeof schema === 'function' ? (schema as (locale: Locale) => S)(locale) : schema

/** The answer made private: never stored by a shared cache, keyed by the cookie (Accept-Language kept). */
function asPrivate(response: Response): Response {
  if (!response.headers.has('cache-control') || response.ok)
    response.headers.set('cache-control', privateHeaders['cache-control'])
  addVary(response.headers, 'Cookie')
  return response
}

/**
 * A private REST handler: `identify` names the caller (the auth feature's `signedInEndpoint` passes the session
 * lookup), `input` the schemas, `run` the service call with typed input. Feature code uses `signedInEndpoint`.
 */
export function privateEndpoint<U, S extends z.ZodType = None, P extends z.ZodType = None>(
  identify: (request: Request, locale: Locale) => Promise<U>,
  input: EndpointInput<S, P>,
  run: (call: EndpointCall<U, S, P>) => Promise<Response>,
): EndpointHandler {
  return async (request, rawParams = {}) => {
    const locale = requestLocale(request)
    try {
      if (WRITES.has(request.method.toUpperCase())) assertSameOrigin(request, locale)
      const user = await identify(request, locale)
      const params = (input.params ? parseInput(input.params, rawParams, locale) : undefined) as z.output<P>
      let body = undefined as z.output<S>
      if (input.body) {
        // The route's own limit (posts take more than the default JSON body).
        const json = await readJson(request, locale, bodyLimitFor(new URL(request.url).pathname))
        if (!json.ok) return asPrivate(json.response)
        body = parseInput(schemaIn(input.body, locale), json.data, locale)
      }
      return asPrivate(await run({ request, locale, user, body, params }))
    } catch (error) {
      return asPrivate(errorResponse(error, locale))
    }
  }
}
