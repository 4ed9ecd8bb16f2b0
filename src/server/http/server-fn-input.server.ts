import { fromJSON } from 'seroval'
import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import { apiError, inspectInput, notFoundResponse, requestLocale } from '@/server/http/api.server'
import { m } from '@/paraglide/messages'

// The server-function half of the input boundary (issue 12). Start answers a payload it cannot parse, and any input
// its validator rejects, with a 500 or a 200 carrying the error; here both become the REST error answer
// `400 { error: { code, message, fields } }` (docs/security.md), thrown as a Response so the client's call rejects.

const SERVER_FN_PREFIX = '/_serverFn/'

/** The raw payload text of a server-function request, as Start reads it (GET: `?payload=`, POST: a JSON body). */
async function payloadText(request: Request): Promise<string | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return new URL(request.url).searchParams.get('payload')
  if (!request.headers.get('content-type')?.includes('application/json')) return null
  // A copy: Start reads the original body afterwards (the body limit has already bounded its size).
  return request.clone().text()
}

/**
 * A ready 400 for a server-function call whose payload is not JSON or not a serialized value, before Start parses
 * it (it would answer 500 and log a stack); null for every other request.
 */
export async function serverFnPayloadRefusal(request: Request): Promise<Response | null> {
  if (!new URL(request.url).pathname.startsWith(SERVER_FN_PREFIX)) return null
  const text = await payloadText(request)
  // GET without a payload is a call without input; a JSON POST must have a body (Start would fail parsing it).
  if (text === null || (text === '' && request.method === 'GET')) return null
  try {
    fromJSON(JSON.parse(text) as Parameters<typeof fromJSON>[0])
    return null
  } catch {
    const locale = requestLocale(request)
    return apiError(locale, 400, 'invalid_json', m.api_invalid_json({}, { locale }))
  }
}

/** NUL, lone surrogates or too deep a structure anywhere in a server function's input: the same 400 as REST. */
export function serverFnInputRefusal(data: unknown, locale: Locale): Response | null {
  const inspected = inspectInput(data, locale)
  return inspected.ok ? null : inspected.response
}

const issuesSchema = z
  .array(z.looseObject({ code: z.string(), message: z.string(), path: z.array(z.union([z.string(), z.number()])) }))
  .min(1)

/**
 * Start's validator step throws `Error(JSON.stringify(issues))` when a standard schema rejects the input; that
 * becomes a 400 with one message per field. The validator ran inside the call's validation scope
 * (`withValidationLocale` in server-fn-input.middleware.ts), so each issue already carries our message in the call's
 * language. Any other error: null (it is not an input failure).
 */
export function validationFailure(error: unknown, locale: Locale): Response | null {
  if (!(error instanceof Error)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(error.message)
  } catch {
    return null
  }
  const issues = issuesSchema.safeParse(parsed)
  if (!issues.success) return null
  const fields: Record<string, string> = {}
  for (const issue of issues.data) fields[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message
  return apiError(locale, 400, 'invalid_input', m.api_invalid_input({}, { locale }), fields)
}

/** Start's lookup of an unknown server-function id fails with this message (before any of our code runs). */
const UNKNOWN_SERVER_FN = /^Server function (info not found|module not resolved) for /

/** A ready 404 when the error is Start's "no such server function"; null for any other error. */
export function unknownServerFnAnswer(error: unknown, request: Request): Response | null {
  if (!(error instanceof Error) || !UNKNOWN_SERVER_FN.test(error.message)) return null
  return notFoundResponse(requestLocale(request))
}
