import type { z } from 'zod'
import { localesFromAcceptLanguage } from '@/lib/i18n/detect'
import { baseLocale, type Locale } from '@/lib/i18n/locales'
import { isAppError, type ApiError } from '@/lib/errors'
import { hasForbiddenCharacters } from '@/lib/text-input'
import { logger } from '@/server/logger.server'
import { BodyTooLargeError, JSON_BODY_LIMIT, readBodyLimited } from '@/server/http/body-limit.server'
import { isDependencyUnavailable, noteUnavailable, RETRY_AFTER_SECONDS } from '@/server/http/unavailable.server'
import { fieldErrors, safeParseInput } from '@/server/http/validation.server'
import { m } from '@/paraglide/messages'

/** The API answers in the language the client asks for (Accept-Language), else English. */
export function requestLocale(request: Request): Locale {
  return localesFromAcceptLanguage(request.headers.get('accept-language'))[0] ?? baseLocale
}

/**
 * The API's error answer, in `locale`: every message of ours is localized, so the answer says its language
 * (`Content-Language`) and that it varies with `Accept-Language`, the header the API takes it from (`requestLocale`).
 * A server function may name its language in its input instead; its answers are never stored, so the Vary is moot.
 */
export function apiError(
  locale: Locale,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  init?: ResponseInit,
) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } }
  // new Headers() accepts every HeadersInit form; spreading a Headers instance would drop its entries.
  const headers = new Headers(init?.headers)
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
  headers.set('content-language', locale)
  addVary(headers, 'Accept-Language')
  return Response.json(body, { ...init, status, headers })
}

/** Adds a field to a response's Vary (a handler adding `Cookie` must not drop `Accept-Language`). */
export function addVary(headers: Headers, field: string): void {
  const present = (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (present.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return
  headers.set('vary', [...present, field].join(', '))
}

/** Deeper input than this is refused before validation (no legitimate body of ours nests this far). */
const MAX_INPUT_DEPTH = 32

/**
 * Checks every string (and key) of untrusted input at the boundary: a NUL byte or invalid Unicode is a field error,
 * too deep a structure is refused as a whole. A failure is a ready 400 response.
 */
export function inspectInput(input: unknown, locale: Locale): { ok: true } | { ok: false; response: Response } {
  const fields: Record<string, string> = {}
  let tooDeep = false
  const walk = (value: unknown, path: string[], depth: number) => {
    if (tooDeep) return
    if (depth > MAX_INPUT_DEPTH) {
      tooDeep = true
      return
    }
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value))
        fields[path.length ? path.join('.') : '_'] ??= m.security_invalid_characters({}, { locale })
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)], depth + 1))
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const keyPath = [...path, hasForbiddenCharacters(key) ? '_' : key]
        if (hasForbiddenCharacters(key)) fields[keyPath.join('.')] ??= m.security_invalid_characters({}, { locale })
        walk(item, keyPath, depth + 1)
      }
    }
  }
  walk(input, [], 0)
  if (tooDeep) {
    const message = m.security_input_too_deep({}, { locale })
    return { ok: false, response: apiError(locale, 400, 'invalid_input', message, { _: message }) }
  }
  if (Object.keys(fields).length === 0) return { ok: true }
  return { ok: false, response: apiError(locale, 400, 'invalid_input', m.api_invalid_input({}, { locale }), fields) }
}

/** Validates input with our messages in the request's language (validation.server.ts); a failure is a ready 400. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const inspected = inspectInput(input, locale)
  if (!inspected.ok) return inspected
  const result = safeParseInput(schema, input, locale)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    response: apiError(locale, 400, 'invalid_input', m.api_invalid_input({}, { locale }), fieldErrors(result.error)),
  }
}

/** 503 with Retry-After while the database does not answer; logged once per outage (unavailable.server.ts). */
export function unavailableResponse(error: unknown, locale: Locale): Response {
  noteUnavailable(error)
  return apiError(locale, 503, 'service_unavailable', m.api_service_unavailable({}, { locale }), undefined, {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  })
}

export function lengthRequiredResponse(locale: Locale) {
  return apiError(locale, 411, 'length_required', m.security_length_required({}, { locale }), undefined, {
    headers: { connection: 'close' },
  })
}

export function payloadTooLargeResponse(locale: Locale) {
  return apiError(locale, 413, 'payload_too_large', m.security_body_too_large({}, { locale }), undefined, {
    headers: { connection: 'close' },
  })
}

/**
 * Parses a JSON body of at most `limit` bytes: larger is a 413 (refused from Content-Length before reading),
 * malformed JSON a 400, and strings with NUL bytes or invalid Unicode a 400 naming the field.
 */
export async function readJson(
  request: Request,
  locale: Locale,
  limit = JSON_BODY_LIMIT,
): Promise<{ ok: true; data: unknown } | { ok: false; response: Response }> {
  let data: unknown
  try {
    const bytes = await readBodyLimited(request, limit)
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: payloadTooLargeResponse(locale) }
    return { ok: false, response: apiError(locale, 400, 'invalid_json', m.api_invalid_json({}, { locale })) }
  }
  const inspected = inspectInput(data, locale)
  return inspected.ok ? { ok: true, data } : inspected
}

export function notFoundResponse(locale: Locale) {
  return apiError(locale, 404, 'not_found', m.api_not_found({}, { locale }))
}

/**
 * Query string → plain object for zod (repeated keys become arrays), decoded as URLSearchParams decodes it except for
 * escapes that are not UTF-8 (`q=%ff`): URLSearchParams turns them into U+FFFD without a word, and a search ran for a
 * character nobody typed. Their bytes become lone surrogates (as Python's "surrogateescape" does), which the input
 * check refuses as invalid Unicode: a 400 naming the field, as for a NUL or a lone surrogate in a JSON body.
 */
export function searchParamsObject(url: URL): Record<string, string | string[]> {
  // A Map, not URLSearchParams: that would turn the lone surrogates back into U+FFFD (it holds USVStrings).
  const params = new Map<string, string[]>()
  for (const pair of url.search.slice(1).split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const key = decodeQueryPart(at < 0 ? pair : pair.slice(0, at))
    const value = at < 0 ? '' : decodeQueryPart(pair.slice(at + 1))
    params.set(key, [...(params.get(key) ?? []), value])
  }
  const out: Record<string, string | string[]> = {}
  for (const [key, all] of params) out[key] = all.length > 1 ? all : (all[0] ?? '')
  return out
}

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g

/** One name or value of a query string: `+` is a space, a `%` without two hex digits stays itself (as WHATWG's). */
function decodeQueryPart(raw: string): string {
  const text = raw.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(ESCAPES, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run.replace(/%(..)/g, (_, hex: string) => String.fromCharCode(0xdc00 + parseInt(hex, 16)))
      }
    })
  }
}

/** Whether a parameter's schema takes several values (a list), looking through optional, default, pipes, unions. */
function takesList(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def
  switch (def.type) {
    case 'array':
    case 'tuple':
    case 'set':
      return true
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return takesList(def.innerType)
    case 'pipe':
      return takesList(def.in) || takesList(def.out)
    case 'union':
      return def.options.some(takesList)
    default:
      return false
  }
}

/**
 * Validates a query string (searchParamsObject) against an object schema. A parameter given more than once where the
 * schema takes one value is "Give a single value." whatever its type: zod's coercion turned `limit=1&limit=2` into
 * NaN ("Must be a number."), and a field's own message ("This cursor is not valid…") hid it as well. The other fields
 * are checked with its first value, so each still gets its own message.
 */
export function validateQuery<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string | string[]>,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def
  const shape: Record<string, z.core.$ZodType> = def.type === 'object' ? def.shape : {}
  const repeated = Object.keys(raw).filter((key) => Array.isArray(raw[key]) && shape[key] && !takesList(shape[key]))
  if (!repeated.length) return validate(schema, raw, locale)
  const inspected = inspectInput(raw, locale)
  if (!inspected.ok) return inspected
  const single = { ...raw }
  for (const key of repeated) single[key] = raw[key]![0]!
  const result = safeParseInput(schema, single, locale)
  const fields = result.success ? {} : fieldErrors(result.error)
  for (const key of repeated) fields[key] = m.validation_single_value({}, { locale })
  return { ok: false, response: apiError(locale, 400, 'invalid_input', m.api_invalid_input({}, { locale }), fields) }
}

const defaultMessages: Record<number, (locale: Locale) => string> = {
  400: (locale) => m.api_invalid_input({}, { locale }),
  401: (locale) => m.auth_error_unauthorized({}, { locale }),
  404: (locale) => m.api_not_found({}, { locale }),
}

/**
 * The REST half of the error convention: a typed AppError becomes its JSON error body (with Retry-After for 429);
 * anything else is logged and answered as a 500 without a stack.
 */
export function errorResponse(error: unknown, locale: Locale): Response {
  if (isAppError(error)) {
    const message = error.localized
      ? error.message
      : (defaultMessages[error.status]?.(locale) ?? m.error_default_description({}, { locale }))
    const headers: Record<string, string> = error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {}
    return apiError(locale, error.status, error.code, message, error.fields, { headers })
  }
  if (isDependencyUnavailable(error)) return unavailableResponse(error, locale)
  logger.error('api: unexpected failure', error)
  return apiError(locale, 500, 'internal_error', m.error_default_description({}, { locale }))
}
