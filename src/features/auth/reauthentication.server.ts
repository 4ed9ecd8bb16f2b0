import { and, eq, sql } from 'drizzle-orm'
import { ForbiddenError, InvalidInputError, RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { account } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { hit } from '@/server/rate-limit/rate-limit.server'
import type { PublicUser } from './auth.schemas'
import { getAuth } from './better-auth.server'
import { readSession } from './session.server'

// Proving the member is at the keyboard, not only their session (ADR 049): the password checks that guard account
// changes (e-mail, password, deletion), with the one per-user allowance they share.

/** Password checks per member and 15 minutes. */
const REAUTH_PER_USER = 10

const invalid = (locale: Locale, fields: Record<string, string>, code = 'invalid_input') =>
  new InvalidInputError(fields, m.api_invalid_input({}, { locale }), code)

/**
 * Password checks with a session (password change, account deletion) share one per-user allowance. Every attempt
 * counts, right or wrong: counting only wrong ones would still let a guess through once the limit is reached.
 */
export async function checkReauthLimit(userId: string, locale: Locale): Promise<void> {
  const result = await hit({
    key: `reauth:user:${userId}`,
    max: Math.max(1, Math.round(REAUTH_PER_USER * env().AUTH_RATE_LIMIT_SCALE)),
    windowSeconds: 15 * 60,
  })
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, m.auth_error_rate_limited({}, { locale }))
}

/** The account's password sign-in, if it has a password. */
export async function credentialAccount(database: Db, userId: string) {
  const [row] = await reusedQuery(database, 'account.credential', () =>
    database
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, sql.placeholder('userId')), eq(account.providerId, 'credential')))
      .limit(1),
  ).execute({ userId })
  return row?.password ? row : undefined
}

/** A sign-in this recent stands in for the password of an account that has none (Google, Telegram). */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000

/**
 * Proves the member is at the keyboard, not only their session (ADR 049): the current password, or for an account
 * without one, a sign-in in the last 10 minutes. Attempts share the per-user allowance of the other password checks.
 */
export async function reauthenticate(
  headers: Headers,
  current: PublicUser,
  password: string | undefined,
  locale: Locale,
) {
  const database = await db()
  const credential = await credentialAccount(database, current.id)
  if (!credential) {
    const started = (await readSession(headers)).session?.createdAt
    if (started && Date.now() - new Date(started).getTime() <= FRESH_SIGN_IN_MS) return
    throw new ForbiddenError(m.account_reauth_sign_in_again({}, { locale }), 'reauth_required')
  }
  if (!password) throw invalid(locale, { currentPassword: m.auth_field_required({}, { locale }) })
  await checkReauthLimit(current.id, locale)
  const context = await (await getAuth()).$context
  if (!(await context.password.verify({ hash: credential.password!, password })))
    throw invalid(locale, { currentPassword: m.account_password_wrong({}, { locale }) }, 'invalid_password')
}
