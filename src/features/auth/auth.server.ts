import { isAPIError } from 'better-auth/api'
import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import type { PublicUser } from '@/lib/auth-constants'
import { m } from '@/paraglide/messages'
import { authEnv } from '@/server/auth/auth-env.server'
import { getAuth, mailContext } from '@/server/auth/auth.server'
import { verifyCaptcha } from '@/server/auth/captcha.server'
import { isCommonPassword } from '@/server/auth/common-passwords.server'
import { hitAll, type Limit } from '@/server/auth/rate-limit.server'
import { readSession, toPublicUser } from '@/server/auth/session.server'
import { verifyTelegramLogin } from '@/server/auth/telegram.server'
import { fieldErrors } from '@/server/http/api.server'
import { authSchemas, type AuthResult } from './auth.schemas'

/** One incoming call, from a REST route or a server function. */
export interface AuthContext {
  headers: Headers
  /** Full URL of the request (its origin is the app's origin for the CSRF check). */
  url: string
  locale: Locale
  ip: string
}

/** A service answer plus the Set-Cookie headers Better Auth produced. */
export type Outcome<T> = AuthResult<T> & { cookies: string[] }

const zodLocales = { en: z.locales.en, es: z.locales.es, ru: z.locales.ru, uk: z.locales.uk } as const
const WINDOW = 15 * 60

/** Attempts per 15 minutes. */
export const LIMITS = {
  loginPerIp: 30,
  loginPerEmail: 10,
  registerPerIp: 10,
  mailPerIp: 10,
  mailPerEmail: 5,
  resetConfirmPerIp: 20,
} as const

const ok = <T>(data: T, cookies: string[] = []): Outcome<T> => ({ ok: true, data, cookies })
const fail = (
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; retryAfter?: number; cookies?: string[] } = {},
): Outcome<never> => ({
  ok: false,
  status,
  error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) },
  ...(extra.retryAfter ? { retryAfter: extra.retryAfter } : {}),
  cookies: extra.cookies ?? [],
})

function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): { data: z.output<S> } | { failure: Outcome<never> } {
  const result = schema.safeParse(input, { error: zodLocales[locale]().localeError })
  if (result.success) return { data: result.data }
  return {
    failure: fail(400, 'invalid_input', m.api_invalid_input({}, { locale }), { fields: fieldErrors(result.error) }),
  }
}

/** CSRF: state-changing calls must come from our own origin (or a configured one); SameSite=Lax backs it up. */
function originRefused(ctx: AuthContext): Outcome<never> | null {
  const origin = ctx.headers.get('origin')
  const own = new URL(ctx.url).origin
  if (origin) {
    if (origin === own || authEnv().trustedOrigins.includes(origin)) return null
  } else if (ctx.headers.get('sec-fetch-site') !== 'cross-site') {
    return null // non-browser clients send no Origin
  }
  return fail(403, 'forbidden_origin', m.auth_error_forbidden_origin({}, { locale: ctx.locale }))
}

async function limited(ctx: AuthContext, limits: Limit[]): Promise<Outcome<never> | null> {
  const result = await hitAll(limits)
  if (result.allowed) return null
  return fail(429, 'rate_limited', m.auth_error_rate_limited({}, { locale: ctx.locale }), {
    retryAfter: result.retryAfterSeconds,
  })
}

const limit = (key: string, max: number): Limit => ({ key, max, windowSeconds: WINDOW })

function commonPasswordFailure(locale: Locale, password: string): Outcome<never> | null {
  if (!isCommonPassword(password)) return null
  const message = m.auth_field_password_common({}, { locale })
  return fail(400, 'invalid_input', m.api_invalid_input({}, { locale }), { fields: { password: message } })
}

const setCookies = (headers: Headers | undefined) => headers?.getSetCookie() ?? []

/** Cookie header that carries the cookies just set (to read the new session in the same call). */
function cookieHeaderFrom(setCookie: string[]): string {
  return setCookie.map((line) => line.split(';')[0]).join('; ')
}

const codeOf = (error: unknown) =>
  isAPIError(error) ? String((error.body as { code?: string } | undefined)?.code ?? '') : ''

function withMail<T>(ctx: AuthContext, run: () => Promise<T>, redirect?: string): Promise<T> {
  return mailContext.run({ locale: ctx.locale, origin: authEnv().baseURL, redirect }, run)
}

// ---- reads ----

/** GET /api/auth/session: the user or null, never an error. */
export async function getSessionUser(ctx: AuthContext): Promise<Outcome<{ user: PublicUser | null }>> {
  try {
    const { user, headers } = await readSession(ctx.headers)
    return ok({ user }, setCookies(headers))
  } catch {
    return ok({ user: null })
  }
}

/** GET /api/auth/me: the user, 401 when anonymous. */
export async function getMe(ctx: AuthContext): Promise<Outcome<{ user: PublicUser }>> {
  const { user, headers } = await readSession(ctx.headers)
  if (!user) return fail(401, 'unauthorized', m.auth_error_unauthorized({}, { locale: ctx.locale }))
  return ok({ user }, setCookies(headers))
}

// ---- sign-in and sign-out ----

export async function login(
  ctx: AuthContext,
  input: unknown,
  captchaToken: string | null | undefined,
): Promise<Outcome<{ user: PublicUser }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const parsed = parse(authSchemas(ctx.locale).login, input, ctx.locale)
  if ('failure' in parsed) return parsed.failure
  const { email, password } = parsed.data
  const blocked = await limited(ctx, [
    limit(`login:ip:${ctx.ip}`, LIMITS.loginPerIp),
    limit(`login:email:${email}`, LIMITS.loginPerEmail),
  ])
  if (blocked) return blocked
  const captcha = await verifyCaptcha(captchaToken, 'login', ctx.ip)
  if (!captcha.ok) {
    const message =
      captcha.reason === 'unavailable'
        ? m.auth_error_captcha_unavailable({}, { locale: ctx.locale })
        : m.auth_error_captcha_failed({}, { locale: ctx.locale })
    return fail(403, captcha.reason === 'unavailable' ? 'captcha_unavailable' : 'captcha_failed', message)
  }
  const auth = await getAuth()
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: ctx.headers,
      returnHeaders: true,
    })
    return ok({ user: toPublicUser(response.user) }, setCookies(headers))
  } catch (error) {
    const code = codeOf(error)
    if (code === 'EMAIL_NOT_VERIFIED') {
      return fail(403, 'email_not_confirmed', m.auth_error_email_not_confirmed({}, { locale: ctx.locale }))
    }
    if (isAPIError(error) && error.statusCode < 500) {
      return fail(401, 'invalid_credentials', m.auth_error_invalid_credentials({}, { locale: ctx.locale }))
    }
    throw error
  }
}

/** POST /api/auth/logout: the session row is deleted and the cookies cleared (idempotent). */
export async function logout(ctx: AuthContext): Promise<Outcome<{ user: null }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const auth = await getAuth()
  try {
    const { headers } = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true })
    return ok({ user: null }, setCookies(headers))
  } catch {
    // No session: nothing to delete; still tell the browser to drop any stale cookie.
    const context = await auth.$context
    const cookie = context.authCookies.sessionToken
    const secure = cookie.attributes.secure ? '; Secure' : '' // __Secure- cookies are only accepted with it
    return ok({ user: null }, [`${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`])
  }
}

/** POST /api/auth/refresh: extends the session and its cookie, then answers the re-read user. */
export async function refresh(ctx: AuthContext): Promise<Outcome<{ user: PublicUser }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const current = await readSession(ctx.headers)
  if (!current.session || !current.user)
    return fail(401, 'unauthorized', m.auth_error_unauthorized({}, { locale: ctx.locale }))
  const auth = await getAuth()
  const context = await auth.$context
  const expiresAt = new Date(Date.now() + context.sessionConfig.expiresIn * 1000)
  await context.internalAdapter.updateSession(current.session.token, { expiresAt })
  // Re-send the same signed cookie with a fresh lifetime (its value is Better Auth's own).
  const cookie = context.authCookies.sessionToken
  const value = ctx.headers
    .get('cookie')
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${cookie.name}=`))
    ?.slice(cookie.name.length + 1)
  const attrs = [
    `Max-Age=${context.sessionConfig.expiresIn}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.attributes.secure ? ['Secure'] : []),
  ]
  const again = await readSession(ctx.headers)
  if (!again.user) return fail(401, 'unauthorized', m.auth_error_unauthorized({}, { locale: ctx.locale }))
  return ok({ user: again.user }, value ? [`${cookie.name}=${value}; ${attrs.join('; ')}`] : [])
}

// ---- sign-up and e-mail confirmation ----

/** Same answer whether or not the address already has an account (no enumeration). */
export async function register(
  ctx: AuthContext,
  input: unknown,
  redirect?: string,
): Promise<Outcome<{ status: 'confirmation_sent' }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const parsed = parse(authSchemas(ctx.locale).register, input, ctx.locale)
  if ('failure' in parsed) return parsed.failure
  const common = commonPasswordFailure(ctx.locale, parsed.data.password)
  if (common) return common
  const blocked = await limited(ctx, [limit(`register:ip:${ctx.ip}`, LIMITS.registerPerIp)])
  if (blocked) return blocked
  const auth = await getAuth()
  await withMail(ctx, () => auth.api.signUpEmail({ body: parsed.data, headers: ctx.headers }), redirect)
  return ok({ status: 'confirmation_sent' as const })
}

/** Consumes a confirmation link: verifies the address and signs the user in. Tokens work once, for 1 hour. */
export async function confirmEmail(ctx: AuthContext, input: unknown): Promise<Outcome<{ user: PublicUser }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const parsed = parse(authSchemas(ctx.locale).token, input, ctx.locale)
  if ('failure' in parsed) return parsed.failure
  const auth = await getAuth()
  const invalid = () => fail(400, 'token_invalid', m.auth_token_invalid({}, { locale: ctx.locale }))
  try {
    const { headers } = await auth.api.verifyEmail({
      query: { token: parsed.data.token },
      headers: new Headers(),
      returnHeaders: true,
    })
    const cookies = setCookies(headers)
    // An already-confirmed address gives no session: the link was used before.
    if (!cookies.length) return invalid()
    const { user } = await readSession(new Headers({ cookie: cookieHeaderFrom(cookies) }))
    if (!user) return invalid()
    return ok({ user }, cookies)
  } catch (error) {
    if (codeOf(error) === 'TOKEN_EXPIRED')
      return fail(400, 'token_expired', m.auth_token_expired({}, { locale: ctx.locale }))
    if (isAPIError(error)) return invalid()
    throw error
  }
}

/**
 * The shared shape of resend and reset: validate the address, rate-limit per IP and per address, send the mail
 * if the account qualifies, and answer the same either way (no enumeration).
 */
async function mailWithoutEnumeration(
  ctx: AuthContext,
  input: unknown,
  scope: 'resend' | 'reset',
  send: (auth: Awaited<ReturnType<typeof getAuth>>, email: string) => Promise<unknown>,
): Promise<Outcome<{ status: 'sent' }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const parsed = parse(authSchemas(ctx.locale).email, input, ctx.locale)
  if ('failure' in parsed) return parsed.failure
  const { email } = parsed.data
  const blocked = await limited(ctx, [
    limit(`${scope}:ip:${ctx.ip}`, LIMITS.mailPerIp),
    limit(`${scope}:email:${email}`, LIMITS.mailPerEmail),
  ])
  if (blocked) return blocked
  const auth = await getAuth()
  try {
    await withMail(ctx, () => send(auth, email))
  } catch (error) {
    if (!isAPIError(error)) throw error // unknown or not eligible: say nothing different
  }
  return ok({ status: 'sent' as const })
}

/** Sends a new confirmation link if the address has an unconfirmed account; the answer is always the same. */
export function resendConfirmation(ctx: AuthContext, input: unknown): Promise<Outcome<{ status: 'sent' }>> {
  return mailWithoutEnumeration(ctx, input, 'resend', (auth, email) =>
    auth.api.sendVerificationEmail({ body: { email } }),
  )
}

// ---- password reset ----

/** Mails a reset link if the account exists; the answer is always the same. */
export function requestPasswordReset(ctx: AuthContext, input: unknown): Promise<Outcome<{ status: 'sent' }>> {
  return mailWithoutEnumeration(ctx, input, 'reset', (auth, email) =>
    auth.api.requestPasswordReset({ body: { email } }),
  )
}

/** Sets a new password with a reset token; every session of the account is revoked. */
export async function confirmPasswordReset(
  ctx: AuthContext,
  input: unknown,
): Promise<Outcome<{ status: 'password_reset' }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const parsed = parse(authSchemas(ctx.locale).resetConfirm, input, ctx.locale)
  if ('failure' in parsed) return parsed.failure
  const common = commonPasswordFailure(ctx.locale, parsed.data.password)
  if (common) return common
  const blocked = await limited(ctx, [limit(`reset-confirm:ip:${ctx.ip}`, LIMITS.resetConfirmPerIp)])
  if (blocked) return blocked
  const auth = await getAuth()
  try {
    await auth.api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password } })
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500)
      return fail(400, 'token_invalid', m.auth_token_invalid({}, { locale: ctx.locale }))
    throw error
  }
  return ok({ status: 'password_reset' as const })
}

// ---- social sign-in ----

/** Which social buttons the login page shows. */
export function socialProviders(): {
  google: boolean
  telegram: { botName: string } | null
  captchaSiteKey: string | null
} {
  const env = authEnv()
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    telegram: env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_BOT_NAME ? { botName: env.TELEGRAM_BOT_NAME } : null,
    captchaSiteKey: env.RECAPTCHA_SECRET_KEY && env.RECAPTCHA_SITE_KEY ? env.RECAPTCHA_SITE_KEY : null,
  }
}

/** Telegram Login Widget data → verified → new or linked account and a session. */
export async function telegramSignIn(ctx: AuthContext, input: unknown): Promise<Outcome<{ user: PublicUser }>> {
  const refused = originRefused(ctx)
  if (refused) return refused
  const botToken = authEnv().TELEGRAM_BOT_TOKEN
  if (!botToken) return fail(404, 'not_configured', m.auth_error_provider_unavailable({}, { locale: ctx.locale }))
  const blocked = await limited(ctx, [limit(`telegram:ip:${ctx.ip}`, LIMITS.loginPerIp)])
  if (blocked) return blocked
  const fields = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const check = verifyTelegramLogin(fields, botToken)
  if (!check.ok) {
    if (check.reason === 'stale')
      return fail(401, 'telegram_expired', m.auth_error_telegram_expired({}, { locale: ctx.locale }))
    return fail(401, 'telegram_invalid', m.auth_error_telegram_invalid({}, { locale: ctx.locale }))
  }
  const { id, first_name, last_name, username, photo_url } = check.data
  const name = [first_name, last_name].filter(Boolean).join(' ') || username || `Telegram ${id}`
  const auth = await getAuth()
  const { headers, response } = await auth.api.telegramSignIn({
    body: { id: String(id), name, ...(username ? { username } : {}), ...(photo_url ? { image: photo_url } : {}) },
    headers: ctx.headers,
    returnHeaders: true,
  })
  return ok({ user: toPublicUser(response.user) }, setCookies(headers))
}

/** Starts Google sign-in: the provider's authorization URL plus the state cookie Better Auth set. */
export async function startGoogleSignIn(
  ctx: AuthContext,
  redirect: string | undefined,
): Promise<Outcome<{ url: string }>> {
  if (!socialProviders().google)
    return fail(404, 'not_configured', m.auth_error_provider_unavailable({}, { locale: ctx.locale }))
  const auth = await getAuth()
  const after = `/${ctx.locale}/auth/google/callback${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
  const { headers, response } = await auth.api.signInSocial({
    body: {
      provider: 'google',
      callbackURL: after,
      errorCallbackURL: `/${ctx.locale}/auth/login`,
      newUserCallbackURL: after,
      disableRedirect: true,
    },
    headers: ctx.headers,
    returnHeaders: true,
  })
  if (!response.url) return fail(502, 'provider_error', m.auth_error_provider_unavailable({}, { locale: ctx.locale }))
  return ok({ url: response.url }, setCookies(headers))
}
