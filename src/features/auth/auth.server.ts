import { isAPIError } from 'better-auth/api'
import { AppError, ForbiddenError, InvalidInputError, UnauthorizedError } from '@/lib/errors'
import { cookieLine } from '@/lib/cookie-line'
import { readCookie } from '@/lib/cookies'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { EmailInput, LoginInput, PublicUser, RegisterInput, ResetConfirmInput, TokenInput } from './auth.schemas'
import { confirmPagePath, resetPagePath } from './auth-mail.server'
import { confirmationIsCurrent, getAuth, renewUnconfirmedSignUp } from './better-auth.server'
import { verifyCaptcha } from './captcha.server'
import { ACCOUNT_SUSPENDED, suspendedError } from './suspended.server'
import { passwordProblem } from './passwords.server'
import { checkLimits, codeOf, forwardCookies, limit, LIMITS, type AuthContext } from './auth-context.server'
import { expiredSessionCookie, readSession, sessionOfRequest, toPublicUser } from './session.server'
import { checkMailRequest, startSignIn } from './sign-in-limits.server'
import { resetLinkHolder, secureAccount, sendSecurityNotice } from './account-notices.server'

// The account service behind both the /api/auth/* routes and the forms' server functions. Every action takes input
// parsed at the edge (ADR 021) and returns its data or throws a typed AppError (src/lib/errors.ts), which both edges
// answer with its status and JSON error body. The same-origin check is the edges' too: auth-http.server.ts for REST,
// Start's CSRF middleware for server functions.

/** New passwords: not on the common list and not easy to guess (the name and address count as known words). */
function checkNewPassword(locale: Locale, password: string, userInputs: string[] = []) {
  const problem = passwordProblem(password, userInputs)
  if (!problem) return
  const message =
    problem === 'common' ? m.auth_field_password_common({}, { locale }) : m.auth_field_password_weak({}, { locale })
  throw new InvalidInputError({ password: message }, m.api_invalid_input({}, { locale }))
}

/** A bad or used token: 400 with its own code and no field messages (the page then offers a new link). */
const tokenError = (locale: Locale, code: 'token_invalid' | 'token_expired' = 'token_invalid') =>
  new AppError(
    400,
    code,
    code === 'token_expired' ? m.auth_token_expired({}, { locale }) : m.auth_token_invalid({}, { locale }),
  )

/** Cookie header that carries the cookies just set (to read the new session in the same call). */
function cookieHeaderFrom(setCookie: string[]): string {
  return setCookie.map((line) => line.split(';')[0]).join('; ')
}

export type { AuthContext } from './auth-context.server'
export { LIMITS } from './auth-context.server'
export { socialProviders, startGoogleSignIn, telegramSignIn } from './social-sign-in.server'

// ---- reads ----

/** GET /api/auth/session: the user or null, never an error. */
export async function getSessionUser(ctx: AuthContext): Promise<{ user: PublicUser | null }> {
  try {
    const { user, headers } = await sessionOfRequest(ctx.headers)
    forwardCookies(ctx, headers)
    return { user }
  } catch {
    return { user: null }
  }
}

// ---- sign-in and sign-out ----

/** A correct password signs in, or (two-factor sign-in on) asks for the second step (two-factor.server.ts). */
export type LoginResult = { user: PublicUser } | { user: null; twoFactorRequired: true }

export async function login(
  ctx: AuthContext,
  { email, password }: LoginInput,
  captchaToken: string | null | undefined,
): Promise<LoginResult> {
  const attempt = await startSignIn({ ip: ctx.ip, email, locale: ctx.locale })
  const captcha = await verifyCaptcha(captchaToken, 'login', ctx.ip)
  if (!captcha.ok) {
    if (captcha.reason === 'unavailable')
      throw new ForbiddenError(m.auth_error_captcha_unavailable({}, { locale: ctx.locale }), 'captcha_unavailable')
    throw new ForbiddenError(m.auth_error_captcha_failed({}, { locale: ctx.locale }), 'captcha_failed')
  }
  const auth = await getAuth()
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: ctx.headers,
      returnHeaders: true,
    })
    forwardCookies(ctx, headers)
    // The password was right: the attempt is given back (ADR 048), also when the second step follows.
    await attempt.succeeded()
    // Two-factor sign-in on (ADR 044): no session yet, only the challenge cookie the second step answers.
    if ('twoFactorRedirect' in response) return { user: null, twoFactorRequired: true }
    return { user: toPublicUser(response.user) }
  } catch (error) {
    if (codeOf(error) === ACCOUNT_SUSPENDED) {
      // The password was right: not a guess. The account is refused all the same (ADR 052).
      await attempt.succeeded()
      throw suspendedError(ctx.locale)
    }
    if (codeOf(error) === 'EMAIL_NOT_VERIFIED') {
      // The password was right: not a guess.
      await attempt.succeeded()
      throw new ForbiddenError(m.auth_error_email_not_confirmed({}, { locale: ctx.locale }), 'email_not_confirmed')
    }
    if (isAPIError(error) && error.statusCode < 500) {
      await attempt.failed()
      throw new UnauthorizedError(m.auth_error_invalid_credentials({}, { locale: ctx.locale }), 'invalid_credentials')
    }
    throw error
  }
}

/** POST /api/auth/logout: the session row is deleted and the cookies cleared (idempotent). */
export async function logout(ctx: AuthContext): Promise<{ user: null }> {
  const auth = await getAuth()
  try {
    const { headers } = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true })
    forwardCookies(ctx, headers)
  } catch {
    // No session: nothing to delete; still tell the browser to drop any stale cookie.
    const context = await auth.$context
    const cookie = context.authCookies.sessionToken
    // __Secure- cookies are only accepted with Secure.
    ctx.setCookie(expiredSessionCookie(cookie.name, cookie.attributes.secure))
  }
  return { user: null }
}

/** POST /api/auth/refresh: extends the session and its cookie, then answers the re-read user. */
export async function refresh(ctx: AuthContext): Promise<{ user: PublicUser }> {
  const unauthorized = () => new UnauthorizedError(m.auth_error_unauthorized({}, { locale: ctx.locale }))
  const current = await readSession(ctx.headers)
  if (!current.session || !current.user) throw unauthorized()
  const auth = await getAuth()
  const context = await auth.$context
  const expiresAt = new Date(Date.now() + context.sessionConfig.expiresIn * 1000)
  await context.internalAdapter.updateSession(current.session.token, { expiresAt })
  // Re-send the same signed cookie with a fresh lifetime (its value is Better Auth's own).
  const cookie = context.authCookies.sessionToken
  const value = readCookie(ctx.headers.get('cookie'), cookie.name, { raw: true })
  const again = await readSession(ctx.headers)
  if (!again.user) throw unauthorized()
  if (value) {
    const { secure } = cookie.attributes
    const maxAge = context.sessionConfig.expiresIn
    ctx.setCookie(cookieLine(cookie.name, value, { maxAge, httpOnly: true, secure, sameSite: 'lax' }))
  }
  return { user: again.user }
}

// ---- sign-up and e-mail confirmation ----

/** Same answer whether or not the address already has an account (no enumeration). */
export async function register(
  ctx: AuthContext,
  body: RegisterInput,
  redirect?: string,
): Promise<{ status: 'confirmation_sent' }> {
  checkNewPassword(ctx.locale, body.password, [body.name, body.email])
  await checkLimits(ctx, [limit(`register:ip:${ctx.ip}`, LIMITS.registerPerIp)])
  const auth = await getAuth()
  // callbackURL: the page (and so the language) the confirmation mail links to; see auth-mail.server.ts.
  const callbackURL = confirmPagePath(ctx.locale, redirect)
  // An address that was registered but never confirmed: this sign-up's password and name replace the old ones and
  // a new link goes out (the first sign-up may have been a stranger's). An account in use gets nothing, and the same
  // answer; Better Auth's sign-up would only look the address up again to give it.
  const existing = await renewUnconfirmedSignUp(body.email, body.name, body.password)
  if (existing === 'renewed') await auth.api.sendVerificationEmail({ body: { email: body.email, callbackURL } })
  if (existing !== 'none') return { status: 'confirmation_sent' as const }
  for (let attempt = 0; ; attempt++) {
    try {
      await auth.api.signUpEmail({ body: { ...body, callbackURL }, headers: ctx.headers })
      break
    } catch (error) {
      // Lost a race to insert: the same address signed up at the same moment (then treated like a second
      // sign-up), or the same generated handle (then once more).
      if (codeOf(error) !== 'FAILED_TO_CREATE_USER' || attempt > 0) throw error
      if ((await renewUnconfirmedSignUp(body.email, body.name, body.password)) !== 'none') {
        await auth.api.sendVerificationEmail({ body: { email: body.email, callbackURL } })
        break
      }
    }
  }
  return { status: 'confirmation_sent' as const }
}

/** Consumes a confirmation link: verifies the address and signs the user in. Tokens work once, for 1 hour. */
export async function confirmEmail(ctx: AuthContext, { token }: TokenInput): Promise<{ user: PublicUser }> {
  const auth = await getAuth()
  // A link mailed before a later sign-up replaced the password is void (see renewUnconfirmedSignUp).
  if (!(await confirmationIsCurrent(token))) throw tokenError(ctx.locale)
  // The caller's headers (the new session records its address and browser) without its cookies: confirming
  // always starts a session of the confirmed account.
  const headers = new Headers(ctx.headers)
  headers.delete('cookie')
  let cookies: string[]
  try {
    const { headers: answer } = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true })
    cookies = forwardCookies(ctx, answer)
  } catch (error) {
    if (codeOf(error) === 'TOKEN_EXPIRED') throw tokenError(ctx.locale, 'token_expired')
    if (isAPIError(error)) throw tokenError(ctx.locale)
    throw error
  }
  // An already-confirmed address gives no session: the link was used before.
  if (!cookies.length) throw tokenError(ctx.locale)
  const { user } = await readSession(new Headers({ cookie: cookieHeaderFrom(cookies) }))
  if (!user) throw tokenError(ctx.locale)
  return { user }
}

/**
 * The shared shape of resend and reset: validate the address, rate-limit per IP and per address, send the mail
 * if the account qualifies, and answer the same either way (no enumeration).
 */
async function mailWithoutEnumeration(
  ctx: AuthContext,
  { email }: EmailInput,
  scope: 'resend' | 'reset',
  send: (auth: Awaited<ReturnType<typeof getAuth>>, email: string) => Promise<unknown>,
): Promise<{ status: 'sent' }> {
  await checkMailRequest(scope, { ip: ctx.ip, email, locale: ctx.locale })
  const auth = await getAuth()
  try {
    await send(auth, email)
  } catch (error) {
    if (!isAPIError(error)) throw error // unknown or not eligible: say nothing different
  }
  return { status: 'sent' as const }
}

/** Sends a new confirmation link if the address has an unconfirmed account; the answer is always the same. */
export function resendConfirmation(ctx: AuthContext, input: EmailInput): Promise<{ status: 'sent' }> {
  return mailWithoutEnumeration(ctx, input, 'resend', (auth, email) =>
    auth.api.sendVerificationEmail({ body: { email, callbackURL: confirmPagePath(ctx.locale) } }),
  )
}

// ---- password reset ----

/** Mails a reset link if the account exists; the answer is always the same. */
export function requestPasswordReset(ctx: AuthContext, input: EmailInput): Promise<{ status: 'sent' }> {
  return mailWithoutEnumeration(ctx, input, 'reset', (auth, email) =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: resetPagePath(ctx.locale) } }),
  )
}

/** Sets a new password with a reset token; every session and every other reset link of the account is revoked. */
export async function confirmPasswordReset(
  ctx: AuthContext,
  { token, password }: ResetConfirmInput,
): Promise<{ status: 'password_reset' }> {
  checkNewPassword(ctx.locale, password)
  await checkLimits(ctx, [limit(`reset-confirm:ip:${ctx.ip}`, LIMITS.resetConfirmPerIp)])
  const auth = await getAuth()
  // Whose link it is, read before the reset uses it up: the account's address hears of the reset (ADR 049).
  const holder = await resetLinkHolder(token)
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } })
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw tokenError(ctx.locale)
    throw error
  }
  if (holder) await sendSecurityNotice('password-reset', { userId: holder.id, to: holder.email }, ctx.locale)
  return { status: 'password_reset' as const }
}

/**
 * POST /api/auth/secure-account: the link of a security notice (ADR 049). Every session ends (this browser's cookie is
 * dropped too), the notified address is the account's again, and a reset link goes there.
 */
export async function secureAccountFromNotice(
  ctx: AuthContext,
  { token }: TokenInput,
): Promise<{ status: 'secured'; email: string }> {
  await checkLimits(ctx, [limit(`secure:ip:${ctx.ip}`, LIMITS.resetConfirmPerIp)])
  const secured = await secureAccount(token, ctx.locale)
  const context = await (await getAuth()).$context
  const cookie = context.authCookies.sessionToken
  ctx.setCookie(expiredSessionCookie(cookie.name, cookie.attributes.secure))
  return secured
}
