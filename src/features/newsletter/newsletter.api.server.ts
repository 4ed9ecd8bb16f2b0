import { InvalidInputError, NotFoundError } from '@/lib/errors'
import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { errorResponse, requestLocale, searchParamsObject, validateQuery } from '@/server/http/api.server'
import { isTokenShaped, tokenUser } from './newsletter-token.server'
import { unsubscribePagePath } from './newsletter.mail.server'
import { unsubscribe } from './newsletter.server'

// The unsubscribe address (RFC 8058, ADR 058): no session, the signed token is the proof. A POST (what mail clients
// send for one-click, and the confirm page's button) turns the newsletter off; a GET only leads to the confirm page,
// since link scanners fetch every link in a mail.

const unsubscribeHeaders = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }

const langQuery = z.object({ lang: z.enum(locales).optional() })

/** The page's language from `?lang=` (parsed as every query is: one value, a known locale), else the request's. */
function localeOf(request: Request): { ok: true; locale: Locale } | { ok: false; response: Response } {
  const fallback = requestLocale(request)
  const query = validateQuery(langQuery, searchParamsObject(new URL(request.url)), fallback)
  return query.ok ? { ok: true, locale: query.data.lang ?? fallback } : query
}

const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html')

const redirect = (location: string) => new Response(null, { status: 303, headers: { location, ...unsubscribeHeaders } })

/** GET /api/v1/newsletter/unsubscribe/{token} → 303 to the localized confirm page (nothing changes). */
export async function unsubscribePageHandler(request: Request, params: { token: string }): Promise<Response> {
  const query = localeOf(request)
  if (!query.ok) return query.response
  const { locale } = query
  if (!isTokenShaped(params.token)) {
    return errorResponse(new InvalidInputError({ token: m.newsletter_token_invalid({}, { locale }) }), locale)
  }
  return redirect(unsubscribePagePath(params.token, locale))
}

/**
 * POST /api/v1/newsletter/unsubscribe/{token} → 200 { unsubscribed: true }; 400 for a malformed token, 404 for one
 * whose signature fails or whose member is gone. A browser's form post (the page without JavaScript) is sent back to
 * the page, which says how it went.
 */
export async function unsubscribeHandler(request: Request, params: { token: string }): Promise<Response> {
  const query = localeOf(request)
  if (!query.ok) return query.response
  const { locale } = query
  const page = wantsPage(request)
  const result = await (async () => {
    if (!isTokenShaped(params.token)) {
      return new InvalidInputError({ token: m.newsletter_token_invalid({}, { locale }) })
    }
    const userId = tokenUser(params.token)
    if (!userId || !(await unsubscribe(userId))) return new NotFoundError(m.newsletter_token_unknown({}, { locale }))
    return null
  })().catch((error: unknown) => error)
  if (page) return redirect(`${unsubscribePagePath(params.token, locale)}?${result ? 'failed' : 'done'}=1`)
  if (result) return errorResponse(result, locale)
  return Response.json({ unsubscribed: true }, { headers: unsubscribeHeaders })
}
