import { getRequestIP } from '@tanstack/react-start/server'
import { isLocale } from '@/lib/i18n/locales'
import { safeRedirectPath } from '@/lib/urls'
import { getAuth } from '@/server/auth/auth.server'
import { apiError, readJson, requestLocale } from '@/server/http/api.server'
import { m } from '@/paraglide/messages'
import * as service from './auth.server'
import type { AuthContext, Outcome } from './auth.server'

/** Header carrying the bot-check token on login (spec §7). */
export const CAPTCHA_HEADER = 'x-captcha-token'

/** The client's address: the socket's inside the server; X-Forwarded-For only when TRUST_PROXY=true or outside it (tests). */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (process.env.TRUST_PROXY === 'true' && forwarded) return forwarded
  try {
    return getRequestIP() ?? forwarded ?? 'unknown'
  } catch {
    return forwarded ?? 'unknown'
  }
}

export function contextFromRequest(request: Request): AuthContext {
  return { headers: request.headers, url: request.url, locale: requestLocale(request), ip: clientIp(request) }
}

/** Outcome → HTTP: JSON body or the error shape, Set-Cookie forwarded, never cached. */
export function toResponse<T>(outcome: Outcome<T>): Response {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of outcome.cookies) headers.append('set-cookie', cookie)
  if (outcome.ok) {
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(outcome.data), { status: 200, headers })
  }
  // apiError builds its own headers; add ours to the finished response.
  const response = apiError(outcome.status, outcome.error.code, outcome.error.message, outcome.error.fields)
  for (const cookie of outcome.cookies) response.headers.append('set-cookie', cookie)
  if (outcome.retryAfter) response.headers.set('retry-after', String(outcome.retryAfter))
  return response
}

type Handler = (request: Request) => Promise<Response>

function withBody(run: (ctx: AuthContext, body: unknown, request: Request) => Promise<Outcome<unknown>>): Handler {
  return async (request) => {
    const ctx = contextFromRequest(request)
    const body = await readJson(request, ctx.locale)
    if (!body.ok) return body.response
    return toResponse(await run(ctx, body.data, request))
  }
}

/** The /api/auth/* contract (docs/api-auth.md); each route file calls one of these. */
export const authHttp = {
  session: (async (request) => toResponse(await service.getSessionUser(contextFromRequest(request)))) satisfies Handler,
  me: (async (request) => toResponse(await service.getMe(contextFromRequest(request)))) satisfies Handler,
  logout: (async (request) => toResponse(await service.logout(contextFromRequest(request)))) satisfies Handler,
  refresh: (async (request) => toResponse(await service.refresh(contextFromRequest(request)))) satisfies Handler,
  login: withBody((ctx, body, request) => service.login(ctx, body, request.headers.get(CAPTCHA_HEADER))),
  register: withBody((ctx, body, request) => {
    const redirect = new URL(request.url).searchParams.get('redirect')
    return service.register(ctx, body, redirect ? safeRedirectPath(redirect, '') || undefined : undefined)
  }),
  confirmEmail: withBody((ctx, body) => service.confirmEmail(ctx, body)),
  resendConfirmation: withBody((ctx, body) => service.resendConfirmation(ctx, body)),
  requestPasswordReset: withBody((ctx, body) => service.requestPasswordReset(ctx, body)),
  confirmPasswordReset: withBody((ctx, body) => service.confirmPasswordReset(ctx, body)),
  telegram: withBody((ctx, body) => service.telegramSignIn(ctx, body)),
  /** GET /api/auth/google?redirect=/path → 302 to Google (or the configured OpenID provider). */
  google: (async (request) => {
    const url = new URL(request.url)
    const lang = url.searchParams.get('lang')
    const ctx = { ...contextFromRequest(request), ...(lang && isLocale(lang) ? { locale: lang } : {}) }
    const wanted = url.searchParams.get('redirect')
    const outcome = await service.startGoogleSignIn(ctx, wanted ? safeRedirectPath(wanted, '') || undefined : undefined)
    if (!outcome.ok) return toResponse(outcome)
    const headers = new Headers({ location: outcome.data.url, 'cache-control': 'no-store' })
    for (const cookie of outcome.cookies) headers.append('set-cookie', cookie)
    return new Response(null, { status: 302, headers })
  }) satisfies Handler,
  /**
   * Better Auth's own handler under /api/auth/ba/*, limited to the OAuth callbacks: its e-mail/password routes would
   * bypass our rate limits, bot check and password list.
   */
  betterAuth: (async (request) => {
    const { pathname } = new URL(request.url)
    if (
      !/^\/api\/auth\/ba\/(callback|oauth2\/callback)\/[a-z0-9-]+$/.test(pathname) &&
      pathname !== '/api/auth/ba/error'
    ) {
      return apiError(404, 'not_found', m.api_not_found({}, { locale: requestLocale(request) }))
    }
    return (await getAuth()).handler(request)
  }) satisfies Handler,
}
