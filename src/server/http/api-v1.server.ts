import type { z } from 'zod'
import { decodeCursor } from '@/lib/pagination'
import { InvalidCursorError } from '@/lib/pagination.server'
import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { apiError, errorResponse, requestLocale, searchParamsObject, validate, validateQuery } from './api.server'

/** Public, cacheable JSON whose translated fields depend on Accept-Language. */
function jsonOk(body: unknown, locale: Locale) {
  return Response.json(body, {
    headers: { 'cache-control': 'public, max-age=60', 'content-language': locale, vary: 'Accept-Language' },
  })
}

/**
 * A permanent redirect of the API (an address a resource had before, e.g. a renamed post's old slug). The whole
 * request moves, query string included, so the new address answers it as it would have. JSON clients that follow
 * redirects (fetch, curl -L) land on the resource; the others get the new address in the body too. Kept for a
 * minute like the other public answers, not for ever as a bare 301 would be: the old address may be taken back.
 */
function movedPermanently(path: string, url: URL, locale: Locale) {
  const location = `${path}${url.search}`
  return Response.json(
    { location },
    {
      status: 301,
      headers: {
        location,
        'cache-control': 'public, max-age=60',
        'content-language': locale,
        vary: 'Accept-Language',
      },
    },
  )
}

interface EndpointOptions<P> {
  /**
   * Where a resource that is not (or no longer) at this address lives now, as an API path; null when it is unknown.
   * Asked only when the answer would otherwise be a 404 or a query string error, so a live resource costs nothing.
   */
  movedTo?: (params: P) => Promise<string | null>
}

interface ApiContext<Q, P> {
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
  options: EndpointOptions<z.output<PS>> = {},
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
    // An old address forwards the whole request, so a query string the new address refuses is refused there.
    const moved = async (fallback: Response) => {
      const path = options.movedTo ? await options.movedTo(params.data) : null
      return path === null ? fallback : movedPermanently(path, url, locale)
    }
    const raw = searchParamsObject(url)
    // A cursor we did not issue gets its own localized message (the schema only knows it is invalid).
    if (typeof raw.cursor === 'string' && decodeCursor(raw.cursor) === null) {
      return moved(errorResponse(new InvalidCursorError(locale), locale))
    }
    const query = validateQuery(querySchema, raw, locale)
    if (!query.ok) return moved(query.response)
    try {
      const result = await run({ locale, query: query.data, params: params.data })
      return result instanceof Response ? result : jsonOk(result, locale)
    } catch (error) {
      if (error instanceof NotFoundError) return moved(errorResponse(error, locale))
      return errorResponse(error, locale)
    }
  }
}
