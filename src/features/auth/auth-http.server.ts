import type { Locale } from '@/lib/i18n/locales'
import { safeRedirectPath } from '@/lib/urls'
import {
  errorResponse,
  notFoundResponse,
  readJson,
  requestLocale,
  searchParamsObject,
  validateQuery,
} from '@/server/http/api.server'
import { requireUser } from './require-user.server'
import * as service from './auth.server'
import type { AuthContext } from './auth.server'
import { googleSignInQuerySchema, registerQuerySchema } from './auth.schemas'
import { clientAddress, getAuth } from './better-auth.server'

/** Header carrying the bot-check token on login (spec §7). */
export const CAPTCHA_HEADER = 'x-captcha-token'

/** The client's address: the socket's inside the server; X-Forwarded-For only when TRUST_PROXY=true or outside it (tests). */
export function clientIp(request: Request): string {
  return clientAddress(request.headers) ?? 'unknown'
}

/** The service's view of a request; Set-Cookie lines go to `setCookie`. */
export function contextFromRequest(
  request: Request,
  setCookie: (line: string) => void,
  locale: Locale = requestLocale(request),
): AuthContext {
  return { headers: request.headers, url: request.url, locale, ip: clientIp(request), setCookie }
}

type Handler = (request: Request) => Promise<Response>

/** Runs one service call for a REST route: data → 200 JSON, AppError → its JSON error; cookies forwarded either way. */
function route(run: (ctx: AuthContext, request: Request) => Promise<unknown>): Handler {
  return async (request) => {
    const cookies: string[] = []
    const ctx = contextFromRequest(request, (line) => cookies.push(line))
    let answer: Response
    try {
      const data = await run(ctx, request)
      answer = data instanceof Response ? data : Response.json(data)
    } catch (error) {
      answer = errorResponse(error, ctx.locale)
    }
    const headers = new Headers(answer.headers)
    headers.set('cache-control', 'no-store')
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return new Response(answer.body, { status: answer.status, headers })
  }
}

/** Like `route`, for calls with a JSON body (malformed JSON is a 400 like any other bad input). */
function withBody(run: (ctx: AuthContext, body: unknown, request: Request) => Promise<unknown>): Handler {
  return route(async (ctx, request) => {
    const body = await readJson(request, ctx.locale)
    if (!body.ok) return body.response
    return run(ctx, body.data, request)
  })
}

/** A same-site target to return to, or nothing (a target that leaves the site is dropped, not refused). */
const safeTarget = (wanted: string | null | undefined) =>
  wanted ? safeRedirectPath(wanted, '') || undefined : undefined

/** The /api/auth/* contract (docs/api-auth.md); each route file calls one of these. */
export const authHttp = {
  session: route((ctx) => service.getSessionUser(ctx)),
  me: route(async (_ctx, request) => ({ user: await requireUser(request) })),
  logout: route((ctx) => service.logout(ctx)),
  refresh: route((ctx) => service.refresh(ctx)),
  login: withBody((ctx, body, request) => service.login(ctx, body, request.headers.get(CAPTCHA_HEADER))),
  register: withBody(async (ctx, body, request) => {
    // The confirmation link's return path; given twice it is a 400 like every other query parameter.
    const query = validateQuery(registerQuerySchema, searchParamsObject(new URL(request.url)), ctx.locale)
    if (!query.ok) return query.response
    return service.register(ctx, body, safeTarget(query.data.redirect))
  }),
  confirmEmail: withBody((ctx, body) => service.confirmEmail(ctx, body)),
  resendConfirmation: withBody((ctx, body) => service.resendConfirmation(ctx, body)),
  requestPasswordReset: withBody((ctx, body) => service.requestPasswordReset(ctx, body)),
  confirmPasswordReset: withBody((ctx, body) => service.confirmPasswordReset(ctx, body)),
  telegram: withBody((ctx, body) => service.telegramSignIn(ctx, body)),
  /** GET /api/auth/google?redirect=/path&lang=xx → 302 to Google (or the configured OpenID provider). */
  google: route(async (ctx, request) => {
    // A repeated parameter is a 400 ("Give a single value."), in the Accept-Language like every API error.
    const query = validateQuery(googleSignInQuerySchema, searchParamsObject(new URL(request.url)), ctx.locale)
    if (!query.ok) return query.response
    const { redirect, lang } = query.data
    const { url } = await service.startGoogleSignIn({ ...ctx, locale: lang ?? ctx.locale }, safeTarget(redirect))
    return new Response(null, { status: 302, headers: { location: url } })
  }),
  /**
   * Better Auth's own handler under /api/auth/ba/*, limited to the OAuth callbacks: its e-mail/password routes would
   * bypass our rate limits, bot check and password rules.
   */
  betterAuth: (async (request) => {
    const { pathname } = new URL(request.url)
    if (
      !/^\/api\/auth\/ba\/(callback|oauth2\/callback)\/[a-z0-9-]+$/.test(pathname) &&
      pathname !== '/api/auth/ba/error'
    ) {
      return notFoundResponse(requestLocale(request))
    }
    return (await getAuth()).handler(request)
  }) satisfies Handler,
}
