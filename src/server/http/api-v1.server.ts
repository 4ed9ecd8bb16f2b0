import type { z } from 'zod'
import { decodeCursor } from '@/lib/cursor'
import type { Locale } from '@/lib/i18n/locales'
import { logger } from '@/server/logger.server'
import { m } from '@/paraglide/messages'
import { apiError, notFoundResponse, requestLocale, searchParamsObject, validate } from './api.server'

/** Public, cacheable JSON whose translated fields depend on Accept-Language. */
export function jsonOk(body: unknown, locale: Locale) {
  return Response.json(body, {
    headers: { 'cache-control': 'public, max-age=60', 'content-language': locale, vary: 'Accept-Language' },
  })
}

export interface ApiContext<Q, P> {
  locale: Locale
  query: Q
  params: P
}

/**
 * A GET endpoint of /api/v1: validates query string and path parameters with zod (400 with localized
 * field messages), runs the handler, turns `null` into 404 and never lets an exception become a stack trace.
 */
export function getEndpoint<QS extends z.ZodType, PS extends z.ZodType>(
  querySchema: QS,
  paramsSchema: PS,
  run: (ctx: ApiContext<z.output<QS>, z.output<PS>>) => Promise<unknown | null | Response>,
) {
  return async (request: Request, rawParams: Record<string, string> = {}): Promise<Response> => {
    const locale = requestLocale(request)
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      return apiError(400, 'invalid_input', m.api_invalid_input({}, { locale }))
    }
    const params = validate(paramsSchema, rawParams, locale)
    if (!params.ok) return params.response
    const raw = searchParamsObject(url)
    // A cursor we did not issue gets its own localized message (the schema only knows it is invalid).
    if (typeof raw.cursor === 'string' && decodeCursor(raw.cursor) === null) return invalidCursorResponse(locale)
    const query = validate(querySchema, raw, locale)
    if (!query.ok) return query.response
    try {
      const result = await run({ locale, query: query.data, params: params.data })
      if (result instanceof Response) return result
      if (result === null || result === undefined) return notFoundResponse(locale)
      return jsonOk(result, locale)
    } catch (error) {
      logger.error('api: unexpected failure', error)
      return apiError(500, 'internal_error', m.error_default_description({}, { locale }))
    }
  }
}

/** 400 for a well-formed but unusable cursor (e.g. from another list). */
export function invalidCursorResponse(locale: Locale) {
  return apiError(400, 'invalid_input', m.api_invalid_input({}, { locale }), {
    cursor: m.api_invalid_cursor({}, { locale }),
  })
}
