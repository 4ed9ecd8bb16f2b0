import { isAPIError } from 'better-auth/api'
import { RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import { hitAll, type Limit } from '@/server/rate-limit/rate-limit.server'

// What every account action shares: the call it serves, its rate limits, the cookies Better Auth sets, and the code of
// a Better Auth refusal.

/** One incoming call, from a REST route or a server function. */
export interface AuthContext {
  headers: Headers
  /** Full URL of the request (its origin is the app's origin for the CSRF check). */
  url: string
  locale: Locale
  ip: string
  /** Receives each Set-Cookie line Better Auth produces (also when the call then fails). */
  setCookie: (line: string) => void
}

const WINDOW = 15 * 60

/** Attempts per 15 minutes (sign-in and account mails: sign-in-limits.server.ts). */
export const LIMITS = {
  registerPerIp: 10,
  resetConfirmPerIp: 20,
  telegramPerIp: 30,
} as const

export async function checkLimits(ctx: AuthContext, limits: Limit[]) {
  const result = await hitAll(limits)
  if (!result.allowed)
    throw new RateLimitedError(result.retryAfterSeconds, m.auth_error_rate_limited({}, { locale: ctx.locale }))
}

export const limit = (key: string, max: number): Limit => ({
  key,
  max: Math.max(1, Math.round(max * env().AUTH_RATE_LIMIT_SCALE)),
  windowSeconds: WINDOW,
})

export function forwardCookies(ctx: AuthContext, headers: Headers | undefined): string[] {
  const lines = headers?.getSetCookie() ?? []
  for (const line of lines) ctx.setCookie(line)
  return lines
}

/** The code of a Better Auth refusal (its APIError body), or '' for anything else. */
export const codeOf = (error: unknown) =>
  isAPIError(error) ? String((error.body as { code?: string } | undefined)?.code ?? '') : ''
