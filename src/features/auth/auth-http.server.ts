import type { z } from 'zod'
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
import { assertSameOrigin } from '@/server/http/origin.server'
import { parseInput } from '@/server/http/validation.server'
import { requireUser } from './require-user.server'
import * as service from './auth.server'
import type { AuthContext } from './auth.server'
import { authSchemas, googleSignInQuerySchema, registerQuerySchema, telegramFieldsSchema } from './auth.schemas'
import { clientAddress, getAuth } from './better-auth.server'

/** Header carrying the bot-check token on login (spec §7). */
export const CAPTCHA_HEADER = 'x-captcha-token'

/** The client's address: the socket's, or the one a trusted proxy forwarded (TRUST_PROXY); `unknown` if none. */
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

/**
 * Like `route`, for calls with a JSON body parsed against `schema` in the request's language (malformed JSON and bad
 * fields are a 400 like any other bad input); the service gets typed input. The order is the contract's: the body is
 * read, then the origin checked, then the fields (docs/api-auth.md).
 */
function withBody<S extends z.ZodType>(
  schema: (locale: Locale) => S,
  run: (ctx: AuthContext, body: z.output<S>, request: Request) => Promise<unknown>,
): Handler {
  return route(async (ctx, request) => {
    const raw = await readJson(request, ctx.locale)
    if (!raw.ok) return raw.response
    assertSameOrigin(request, ctx.locale)
    return run(ctx, parseInput(schema(ctx.locale), raw.data, ctx.locale), request)
  })
}

/** A state-changing call without a body: 403 forbidden_origin from another site. */
function change(run: (ctx: AuthContext, request: Request) => Promise<unknown>): Handler {
  return route((ctx, request) => {
    assertSameOrigin(request, ctx.locale)
    return run(ctx, request)
  })
}

/** A same-site target to return to, or nothing (a target that leaves the site is dropped, not refused). */
const safeTarget = (wanted: string | null | undefined) =>
  wanted ? safeRedirectPath(wanted, '') || undefined : undefined

/** The /api/auth/* contract (docs/api-auth.md); each route file calls one of these. */
export const authHttp = {
  session: route((ctx) => service.getSessionUser(ctx)),
  me: route(async (_ctx, request) => ({ user: await requireUser(request) })),
  logout: change((ctx) => service.logout(ctx)),
  refresh: change((ctx) => service.refresh(ctx)),
  login: withBody(
    (locale) => authSchemas(locale).login,
    (ctx, body, request) => service.login(ctx, body, request.headers.get(CAPTCHA_HEADER)),
  ),
  register: route(async (ctx, request) => {
    // The confirmation link's return path; given twice it is a 400 like every other query parameter.
    const raw = await readJson(request, ctx.locale)
    if (!raw.ok) return raw.response
    const query = validateQuery(registerQuerySchema, searchParamsObject(new URL(request.url)), ctx.locale)
    if (!query.ok) return query.response
    assertSameOrigin(request, ctx.locale)
    const body = parseInput(authSchemas(ctx.locale).register, raw.data, ctx.locale)
    return service.register(ctx, body, safeTarget(query.data.redirect))
  }),
  confirmEmail: withBody(
    (locale) => authSchemas(locale).token,
    (ctx, body) => service.confirmEmail(ctx, body),
  ),
  resendConfirmation: withBody(
    (locale) => authSchemas(locale).email,
    (ctx, body) => service.resendConfirmation(ctx, body),
  ),
  requestPasswordReset: withBody(
    (locale) => authSchemas(locale).email,
    (ctx, body) => service.requestPasswordReset(ctx, body),
  ),
  confirmPasswordReset: withBody(
    (locale) => authSchemas(locale).resetConfirm,
    (ctx, body) => service.confirmPasswordReset(ctx, body),
  ),
  telegram: withBody(
    () => telegramFieldsSchema,
    (ctx, body) => service.telegramSignIn(ctx, body),
  ),
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
