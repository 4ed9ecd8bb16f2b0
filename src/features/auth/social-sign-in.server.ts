import { AppError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import type { PublicUser } from './auth.schemas'
import { checkLimits, codeOf, forwardCookies, limit, LIMITS, type AuthContext } from './auth-context.server'
import { getAuth } from './better-auth.server'
import { ACCOUNT_SUSPENDED, suspendedError } from './suspended.server'
import { toPublicUser } from './session.server'
import { verifyTelegramLogin } from './telegram.server'

// Social sign-in (ADR 007): which buttons the login page shows, Telegram's widget data, Google's authorization URL.

/** Which social buttons the login page shows. */
export function socialProviders(): {
  google: boolean
  telegram: { botName: string } | null
  captchaSiteKey: string | null
} {
  const config = env()
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    telegram: config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_NAME ? { botName: config.TELEGRAM_BOT_NAME } : null,
    captchaSiteKey: config.RECAPTCHA_SECRET_KEY && config.RECAPTCHA_SITE_KEY ? config.RECAPTCHA_SITE_KEY : null,
  }
}

const providerUnavailable = (locale: Locale) =>
  new NotFoundError(m.auth_error_provider_unavailable({}, { locale }), 'not_configured')

/** Telegram Login Widget data → verified → the linked or a new account and a session (never links; see the plugin). */
export async function telegramSignIn(ctx: AuthContext, fields: Record<string, unknown>): Promise<{ user: PublicUser }> {
  const botToken = env().TELEGRAM_BOT_TOKEN
  if (!botToken) throw providerUnavailable(ctx.locale)
  await checkLimits(ctx, [limit(`telegram:ip:${ctx.ip}`, LIMITS.telegramPerIp)])
  const check = verifyTelegramLogin(fields, botToken)
  if (!check.ok) {
    if (check.reason === 'stale')
      throw new UnauthorizedError(m.auth_error_telegram_expired({}, { locale: ctx.locale }), 'telegram_expired')
    throw new UnauthorizedError(m.auth_error_telegram_invalid({}, { locale: ctx.locale }), 'telegram_invalid')
  }
  const { id, first_name, last_name, username, photo_url } = check.data
  const name = [first_name, last_name].filter(Boolean).join(' ') || username || `Telegram ${id}`
  const auth = await getAuth()
  try {
    const { headers, response } = await auth.api.telegramSignIn({
      body: { id: String(id), name, ...(username ? { username } : {}), ...(photo_url ? { image: photo_url } : {}) },
      headers: ctx.headers,
      returnHeaders: true,
    })
    forwardCookies(ctx, headers)
    return { user: toPublicUser(response.user) }
  } catch (error) {
    // Signed in to another account: nothing is linked and the session stays (ADR 007, 2026-11-26).
    if (codeOf(error) === 'TELEGRAM_SIGNED_IN')
      throw new ConflictError(m.auth_error_telegram_signed_in({}, { locale: ctx.locale }), 'telegram_signed_in')
    if (codeOf(error) === ACCOUNT_SUSPENDED) throw suspendedError(ctx.locale)
    if (codeOf(error) === 'TWO_FACTOR_USE_PASSWORD')
      throw new ForbiddenError(m.two_factor_use_password({}, { locale: ctx.locale }), 'two_factor_use_password')
    throw error
  }
}

/** Starts Google sign-in: the provider's authorization URL (Better Auth's state cookie goes to `ctx.setCookie`). */
export async function startGoogleSignIn(ctx: AuthContext, redirect: string | undefined): Promise<{ url: string }> {
  if (!socialProviders().google) throw providerUnavailable(ctx.locale)
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
  if (!response.url)
    throw new AppError(502, 'provider_error', m.auth_error_provider_unavailable({}, { locale: ctx.locale }))
  forwardCookies(ctx, headers)
  return { url: response.url }
}
