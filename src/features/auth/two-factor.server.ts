import { createHash } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { ACCOUNT_SUSPENDED, suspendedError } from './suspended.server'
import { encode } from 'uqr'
import { ConflictError, InvalidInputError, RateLimitedError, UnauthorizedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { session } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { hitAll, type Limit } from '@/server/rate-limit/rate-limit.server'
import type { PublicUser } from './auth.schemas'
import type { AuthContext } from './auth.server'
import { getAuth } from './better-auth.server'
import { toPublicUser } from './session.server'
import type {
  TwoFactorCodeInput,
  TwoFactorPasswordInput,
  TwoFactorSetup,
  TwoFactorSignInInput,
} from './two-factor.schemas'

// Two-factor sign-in (ADR 044) over Better Auth's twoFactor plugin: TOTP (RFC 6238, 6 digits, 30 s) with ten
// recovery codes. Its endpoints are called here, never served to the browser (/api/auth/ba serves OAuth callbacks
// only), so our rate limits, messages and error bodies apply as on every other account call.

const WINDOW = 15 * 60
const LIMITS = { signInPerIp: 30, reauthPerUser: 10 } as const

const limit = (key: string, max: number): Limit => ({
  key,
  max: Math.max(1, Math.round(max * env().AUTH_RATE_LIMIT_SCALE)),
  windowSeconds: WINDOW,
})

async function checkLimits(limits: Limit[], locale: Locale) {
  const result = await hitAll(limits)
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, m.auth_error_rate_limited({}, { locale }))
}

const codeOf = (error: unknown) =>
  isAPIError(error) ? String((error.body as { code?: string } | undefined)?.code ?? '') : ''

const wrongPassword = (locale: Locale) =>
  new InvalidInputError(
    { password: m.account_password_wrong({}, { locale }) },
    m.api_invalid_input({}, { locale }),
    'invalid_password',
  )

/** Better Auth's answers to a wrong password or code, in our error bodies; anything else goes on up. */
function translate(error: unknown, locale: Locale): unknown {
  const code = codeOf(error)
  if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return wrongPassword(locale)
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE')
    return new UnauthorizedError(m.two_factor_code_wrong({}, { locale }), 'two_factor_invalid_code')
  if (code === 'INVALID_TWO_FACTOR_COOKIE' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return new UnauthorizedError(m.two_factor_expired({}, { locale }), 'two_factor_expired')
  if (code === ACCOUNT_SUSPENDED) return suspendedError(locale)
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return new RateLimitedError(WINDOW, m.two_factor_locked({}, { locale }))
  if (code === 'TOTP_ALREADY_ENABLED')
    return new ConflictError(m.two_factor_already_on({}, { locale }), 'two_factor_already_enabled')
  if (code === 'TOTP_NOT_ENABLED' || code === 'TWO_FACTOR_NOT_ENABLED' || code === 'BACKUP_CODES_NOT_ENABLED')
    return new ConflictError(m.two_factor_not_on({}, { locale }), 'two_factor_not_enabled')
  return error
}

async function calling<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw translate(error, locale)
  }
}

/**
 * The sign-in's second step: the challenge cookie set by a correct password (login) and a code from the app or one
 * recovery code (each works once) → a session. Five wrong codes end the challenge; ten in a row lock the account's
 * second step for 15 minutes (the plugin's count, across challenges).
 */
export async function completeTwoFactorSignIn(
  ctx: AuthContext,
  input: TwoFactorSignInInput,
): Promise<{ user: PublicUser }> {
  await checkLimits([limit(`two-factor:ip:${ctx.ip}`, LIMITS.signInPerIp)], ctx.locale)
  const auth = await getAuth()
  const { headers, response } = await calling(ctx.locale, () =>
    input.recoveryCode !== undefined
      ? auth.api.verifyBackupCode({ body: { code: input.recoveryCode }, headers: ctx.headers, returnHeaders: true })
      : auth.api.verifyTOTP({ body: { code: input.code ?? '' }, headers: ctx.headers, returnHeaders: true }),
  )
  const user = response.user as Parameters<typeof toPublicUser>[0]
  if (input.recoveryCode === undefined && !(await firstUseOfCode(user.id, input.code ?? ''))) {
    // The code was right but has signed in before (OWASP ASVS 6.5.1): the session just made ends unused.
    await (await db()).delete(session).where(eq(session.token, (response as { token: string }).token))
    throw new UnauthorizedError(m.security_two_factor_code_used({}, { locale: ctx.locale }), 'two_factor_invalid_code')
  }
  for (const line of headers?.getSetCookie() ?? []) ctx.setCookie(line)
  return { user: toPublicUser(user) }
}

/**
 * Whether this is the first sign-in with this code: a TOTP code is accepted for three 30-second steps (the plugin's
 * window of one step either way), so each account's used codes are remembered for two minutes, in the rate-limit
 * store (one take per code; shared by every server process). The key holds a hash, never the code.
 */
async function firstUseOfCode(userId: string, code: string): Promise<boolean> {
  const digest = createHash('sha256').update(`${userId}:${code}`).digest('base64url')
  const result = await hitAll([{ key: `two-factor:used:${digest}`, max: 1, windowSeconds: 120 }])
  return result.allowed
}

/** The QR code of `text` as one SVG path (a 1×1 square per dark module) on a grid with a 4-module quiet zone. */
export function qrPath(text: string): { size: number; path: string } {
  const { data } = encode(text, { ecc: 'M', border: 4 })
  const parts: string[] = []
  data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)))
  return { size: data.length, path: parts.join('') }
}

/** Signed-in account calls (the profile's two-factor section): password checks share one per-user allowance. */
const checkReauth = (userId: string, locale: Locale) =>
  checkLimits([limit(`reauth:user:${userId}`, LIMITS.reauthPerUser)], locale)

/**
 * Step 1 of turning it on: the password again, then a new secret (not yet in force) and recovery codes. Sign-in
 * asks for a code only after `confirmTwoFactorSetup`; asking again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup(
  headers: Headers,
  user: PublicUser,
  { password }: TwoFactorPasswordInput,
  locale: Locale,
): Promise<TwoFactorSetup> {
  if (user.twoFactorEnabled)
    throw new ConflictError(m.two_factor_already_on({}, { locale }), 'two_factor_already_enabled')
  await checkReauth(user.id, locale)
  const auth = await getAuth()
  const answer = await calling(locale, () => auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers }))
  if (answer.method !== 'totp') throw new Error('two-factor: expected a TOTP secret')
  const secret = new URL(answer.totpURI).searchParams.get('secret') ?? ''
  return { uri: answer.totpURI, secret, qr: qrPath(answer.totpURI), recoveryCodes: answer.backupCodes }
}

/** Step 2: a code from the app proves it holds the secret; two-factor sign-in is on and the session is renewed. */
export async function confirmTwoFactorSetup(
  headers: Headers,
  { code }: TwoFactorCodeInput,
  locale: Locale,
): Promise<{ cookies: string[] }> {
  const auth = await getAuth()
  const result = await calling(locale, () => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }))
  return { cookies: result.headers?.getSetCookie() ?? [] }
}

/** Turns it off (the password again): the secret and recovery codes are deleted and the session is renewed. */
export async function disableTwoFactor(
  headers: Headers,
  user: PublicUser,
  { password }: TwoFactorPasswordInput,
  locale: Locale,
): Promise<{ cookies: string[] }> {
  await checkReauth(user.id, locale)
  const auth = await getAuth()
  const result = await calling(locale, () =>
    auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
  )
  return { cookies: result.headers?.getSetCookie() ?? [] }
}

/** New recovery codes (the password again); the old ones stop working. */
export async function newRecoveryCodes(
  headers: Headers,
  user: PublicUser,
  { password }: TwoFactorPasswordInput,
  locale: Locale,
): Promise<{ recoveryCodes: string[] }> {
  if (!user.twoFactorEnabled) throw new ConflictError(m.two_factor_not_on({}, { locale }), 'two_factor_not_enabled')
  await checkReauth(user.id, locale)
  const auth = await getAuth()
  const answer = await calling(locale, () => auth.api.generateBackupCodes({ body: { password }, headers }))
  return { recoveryCodes: answer.backupCodes }
}
