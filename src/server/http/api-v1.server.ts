import type { z } from 'zod'
import { decodeCursor } from '@/lib/pagination'
import { InvalidCursorError } from '@/lib/pagination.server'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { apiError, errorResponse, requestLocale, searchParamsObject, validate, validateQuery } from './api.server'

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
 * field messages), runs the handler and maps what it throws with `errorResponse` (ADR 008: NotFoundError → 404,
 * InvalidCursorError → 400 on `cursor`, …); an unexpected exception is a 500 without a stack trace.
 */
export function getEndpoint<QS extends z.ZodType, PS extends z.ZodType>(
  querySchema: QS,
  paramsSchema: PS,
  run: (ctx: ApiContext<z.output<QS>, z.output<PS>>) => Promise<unknown>,
) {
  return async (request: Request, rawParams: Record<string, string> = {}): Promise<Response> => {
    const locale = requestLocale(request)
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      return apiError(locale, 400, 'invalid_input', m.api_invalid_input({}, { locale }))
    }
    const params = validate(paramsSchema, rawParams, locale)
    if (!params.ok) return params.response
    const raw = searchParamsObject(url)
    // A cursor we did not issue gets its own localized message (the schema only knows it is invalid).
    if (typeof raw.cursor === 'string' && decodeCursor(raw.cursor) === null) {
      return errorResponse(new InvalidCursorError(locale), locale)
    }
    const query = validateQuery(querySchema, raw, locale)
    if (!query.ok) return query.response
    try {
      const result = await run({ locale, query: query.data, params: params.data })
      return result instanceof Response ? result : jsonOk(result, locale)
    } catch (error) {
      return errorResponse(error, locale)
    }
  }
}
