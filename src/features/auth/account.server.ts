import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, like, ne, or, sql } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { InvalidInputError, NotFoundError, RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Db, Tx } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { account, session, user, verification } from '@/server/db/schema'
import { logger } from '@/server/logger.server'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { hitAll, type Limit } from '@/server/rate-limit/rate-limit.server'
import type { PublicUser } from './auth.schemas'
import { sendSecurityNotice } from './account-notices.server'
import { checkReauthLimit, credentialAccount, reauthenticate } from './reauthentication.server'
import { getAuth, addressKey } from './better-auth.server'
import { passwordProblem } from './passwords.server'
import { isReservedUsername } from './reserved-usernames'
import { expiredSessionCookie, readSession, sessionOfRequest, toPublicUser } from './session.server'
import type {
  AccountOverview,
  ActiveSession,
  DeletionInput,
  EmailChangeInput,
  PasswordChangeInput,
  ProfileInput,
} from './account.schemas'

// Account management for the profile area (ADR 011): every function takes the signed-in user and input already
// parsed at the edge (signedIn / signedInEndpoint, ADR 021), and only ever touches that user's rows.

const invalid = (locale: Locale, fields: Record<string, string>, code = 'invalid_input') =>
  new InvalidInputError(fields, m.api_invalid_input({}, { locale }), code)

/** E-mail change links live one hour, like the other account links. */
const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000
const emailChangeId = (token: string) => `email-change:${createHash('sha256').update(token).digest('hex')}`
const emailChangePrefix = 'email-change:'

/** Per 15 minutes, like the sign-in and mail limits of auth.server.ts. */
const ACCOUNT_LIMITS = { emailChangePerUser: 5, emailChangePerAddress: 5 } as const
const limit = (key: string, max: number): Limit => ({
  key,
  max: Math.max(1, Math.round(max * env().AUTH_RATE_LIMIT_SCALE)),
  windowSeconds: 15 * 60,
})

async function checkLimits(limits: Limit[], locale: Locale) {
  const result = await hitAll(limits)
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, m.auth_error_rate_limited({}, { locale }))
}

/**
 * An account nobody has shown to own its address: a password sign-up never confirmed, with no Google or Telegram
 * sign-in (the rule of `renewUnconfirmedSignUp`). It cannot sign in, so it holds nothing; its address goes to whoever
 * proves the mailbox is theirs.
 */
async function unclaimed(database: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await database
    .select({
      verified: user.emailVerified,
      others: sql<number>`(select count(*) from ${account} where ${account.userId} = ${user.id} and ${account.providerId} <> 'credential')`,
    })
    .from(user)
    .where(eq(user.id, userId))
  return !!row && !row.verified && Number(row.others) === 0
}

/** The guarded JSON read of an e-mail change row's user (only those rows hold JSON). */
const emailChangeUserId = sql`(case when ${verification.identifier} like ${`${emailChangePrefix}%`} then ${verification.value}::jsonb ->> 'userId' end)`

/**
 * What the account section shows besides the user itself, in one statement (the profile page asks on every view):
 * when the account was made, whether it has a password, and the newest unexpired e-mail change it started. The
 * subqueries compare with the id parameter, not the outer row: Drizzle writes a one-table query's columns unqualified,
 * so `user.id` there would name the inner table's id.
 */
export async function accountOverview(userId: string): Promise<AccountOverview> {
  const database = await db()
  const [row] = await reusedQuery(database, 'account.overview', () =>
    database
      .select({
        createdAt: user.createdAt,
        hasPassword: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${sql.placeholder('userId')} and ${account.providerId} = 'credential' and ${account.password} is not null)`,
        // This user's changes only, not every pending one. Only e-mail changes hold JSON: the cast is guarded
        // whatever order the database checks the conditions in.
        pendingChange: sql<string | null>`(select ${verification.value} from ${verification}
          where ${verification.identifier} like ${`${emailChangePrefix}%`}
            and ${verification.expiresAt} > ${sql.placeholder('now')}
            and (case when ${verification.identifier} like ${`${emailChangePrefix}%`} then ${verification.value}::jsonb ->> 'userId' end) = ${sql.placeholder('userId')}
          order by ${verification.createdAt} desc limit 1)`,
      })
      .from(user)
      .where(eq(user.id, sql.placeholder('userId'))),
  ).execute({ now: new Date().toISOString(), userId }) // `now` as Drizzle writes a timestamp column's value
  const pending = row?.pendingChange ? (JSON.parse(row.pendingChange) as { userId: string; newEmail: string }) : null
  return {
    hasPassword: !!row?.hasPassword,
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    pendingEmail: pending?.userId === userId ? pending.newEmail : null,
  }
}

/** Name and public username; a username someone else has, or a reserved one, is a field error. */
export async function updateProfile(current: PublicUser, data: ProfileInput, locale: Locale): Promise<PublicUser> {
  const database = await db()
  if (data.username !== current.username) {
    // Names of the site, its staff and its addresses (ADR 051); an account that held one before keeps it.
    if (isReservedUsername(data.username))
      throw invalid(locale, { username: m.limits_username_reserved({}, { locale }) }, 'username_reserved')
    const [takenByUser] = await database.select({ id: user.id }).from(user).where(eq(user.username, data.username))
    if (takenByUser) throw invalid(locale, { username: m.account_username_taken({}, { locale }) }, 'username_taken')
  }
  try {
    const [row] = await database
      .update(user)
      .set({ name: data.name, username: data.username, updatedAt: new Date() })
      .where(eq(user.id, current.id))
      .returning()
    if (!row) throw new NotFoundError()
    return toPublicUser(row)
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (violates(error, '23505'))
      throw invalid(locale, { username: m.account_username_taken({}, { locale }) }, 'username_taken')
    throw error
  }
}

/**
 * Starts an e-mail change: a link goes to the NEW address; the address changes only when it is opened by the
 * same signed-in user. It needs the current password (reauthenticate), and the current address is told, with a
 * link that stops it (ADR 049). The answer is the same whether or not the address is taken (no enumeration).
 */
export async function requestEmailChange(
  headers: Headers,
  current: PublicUser,
  { newEmail, currentPassword }: EmailChangeInput,
  locale: Locale,
): Promise<{ status: 'sent' }> {
  if (newEmail === current.email.toLowerCase()) {
    throw invalid(locale, { newEmail: m.account_email_same({}, { locale }) })
  }
  await reauthenticate(headers, current, currentPassword, locale)
  // Counted whether or not a mail goes out (an address in use answers the same).
  await checkLimits(
    [
      limit(`email-change:user:${current.id}`, ACCOUNT_LIMITS.emailChangePerUser),
      limit(`email-change:account:${addressKey(newEmail)}`, ACCOUNT_LIMITS.emailChangePerAddress),
    ],
    locale,
  )
  await sendSecurityNotice('email-change-requested', { userId: current.id, to: current.email, newEmail }, locale)
  const database = await db()
  const [taken] = await database.select({ id: user.id }).from(user).where(eq(user.email, newEmail))
  if (taken && !(await unclaimed(database, taken.id))) {
    // The address's owner hears of it (the requester may be them, with a second account); the requester learns nothing.
    logger.info(`account: e-mail change of ${current.id} to an address in use; its owner is told`)
    const mail = actionMail({
      to: newEmail,
      subject: m.account_mail_email_in_use_subject({}, { locale }),
      intro: m.account_mail_email_in_use_intro({}, { locale }),
      action: m.account_mail_email_in_use_action({}, { locale }),
      outro: m.auth_mail_ignore({}, { locale }),
      link: `${env().baseURL}${withTrailingSlash(`/${locale}/auth/login`)}`,
    })
    await enqueueMail(undefined, mail)
    return { status: 'sent' }
  }
  const token = randomBytes(32).toString('base64url')
  const link = `${env().baseURL}${withTrailingSlash(`/${locale}/profile/preferences`)}?emailChange=${token}`
  const mail = actionMail({
    to: newEmail,
    subject: m.account_mail_email_change_subject({}, { locale }),
    intro: m.account_mail_email_change_intro({ name: current.name }, { locale }),
    action: m.account_mail_email_change_action({}, { locale }),
    outro: m.auth_mail_ignore({}, { locale }),
    link,
  })
  // The change's token and its mail commit together (ADR 053).
  await database.transaction(async (tx) => {
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: emailChangeId(token),
      value: JSON.stringify({ userId: current.id, newEmail }),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    })
    await enqueueMail(tx, mail)
  })
  return { status: 'sent' }
}

/** Opens an e-mail change link: only the user who asked for it, within the hour, and only if the address is free. */
export async function confirmEmailChange(current: PublicUser, token: string, locale: Locale): Promise<PublicUser> {
  const database = await db()
  const [row] = await database
    .select()
    .from(verification)
    .where(eq(verification.identifier, emailChangeId(token)))
    .limit(1)
  const value = row ? (JSON.parse(row.value) as { userId: string; newEmail: string }) : null
  // Someone else's link is as unknown as a made-up one.
  if (!row || !value || value.userId !== current.id) {
    throw invalid(locale, { token: m.auth_token_invalid({}, { locale }) }, 'token_invalid')
  }
  if (row.expiresAt < new Date()) {
    await database.delete(verification).where(eq(verification.id, row.id))
    throw invalid(locale, { token: m.auth_token_expired({}, { locale }) }, 'token_expired')
  }
  try {
    const updated = await database.transaction(async (tx) => {
      // Opening the link proved the mailbox is this member's: a sign-up for it that nobody confirmed gives it up.
      const [holder] = await tx.select({ id: user.id }).from(user).where(eq(user.email, value.newEmail))
      if (holder && holder.id !== current.id && (await unclaimed(tx, holder.id)))
        await tx.delete(user).where(and(eq(user.id, holder.id), eq(user.emailVerified, false)))
      const [changed] = await tx
        .update(user)
        .set({ email: value.newEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, current.id))
        .returning()
      // Links mailed to the old address (password reset) and other pending changes end with it.
      await tx
        .delete(verification)
        .where(
          or(
            eq(verification.id, row.id),
            and(like(verification.identifier, 'reset-password:%'), eq(verification.value, current.id)),
            and(like(verification.identifier, `${emailChangePrefix}%`), sql`${emailChangeUserId} = ${current.id}`),
          ),
        )
      return changed
    })
    if (!updated) throw new NotFoundError()
    await sendSecurityNotice(
      'email-changed',
      { userId: current.id, to: current.email, newEmail: value.newEmail },
      locale,
    )
    return toPublicUser(updated)
  } catch (error) {
    if (error instanceof NotFoundError) throw error
    throw invalid(locale, { newEmail: m.account_email_taken({}, { locale }) }, 'email_taken')
  }
}

/**
 * Changes the password (the current one is required) and signs out every other device; this device gets a fresh
 * session cookie. Answers the Set-Cookie lines to forward.
 */
export async function changePassword(
  headers: Headers,
  data: PasswordChangeInput,
  locale: Locale,
): Promise<{ cookies: string[]; revoked: number }> {
  const current = await readSession(headers)
  if (!current.user) throw invalid(locale, {})
  const problem = passwordProblem(data.newPassword, [current.user.email, current.user.name, current.user.username])
  if (problem) {
    const message =
      problem === 'common' ? m.auth_field_password_common({}, { locale }) : m.auth_field_password_weak({}, { locale })
    throw invalid(locale, { newPassword: message })
  }
  const database = await db()
  if (!(await credentialAccount(database, current.user.id))) {
    throw invalid(locale, { currentPassword: m.account_password_none({}, { locale }) }, 'no_password')
  }
  await checkReauthLimit(current.user.id, locale)
  const others = await database
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.userId, current.user.id), ne(session.token, current.session?.token ?? '')))
  const auth = await getAuth()
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword: data.currentPassword, newPassword: data.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    })
    await sendSecurityNotice('password-changed', { userId: current.user.id, to: current.user.email }, locale)
    return { cookies: result.headers?.getSetCookie() ?? [], revoked: others.length }
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      throw invalid(locale, { currentPassword: m.account_password_wrong({}, { locale }) }, 'invalid_password')
    }
    throw error
  }
}

/** The user's signed-in devices (unexpired sessions), this one first. */
export async function listSessions(headers: Headers, userId: string): Promise<ActiveSession[]> {
  // Which one is this device's: the session the caller's guard read for this request (not a second read).
  const [current, rows] = await Promise.all([
    sessionOfRequest(headers),
    db().then((database) =>
      database
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt)),
    ),
  ])
  return rows
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      current: row.token === current.session?.token,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Signs one of the user's devices out; someone else's session id is a 404 like an unknown one. */
export async function revokeSession(userId: string, id: string, locale: Locale): Promise<{ revoked: true }> {
  const deleted = await (
    await db()
  )
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id })
  if (deleted.length === 0) throw new NotFoundError(m.account_session_not_found({}, { locale }))
  return { revoked: true }
}

/** Signs every other device out (keeps this one). */
export async function revokeOtherSessions(headers: Headers, userId: string): Promise<{ revoked: number }> {
  const current = await readSession(headers)
  const deleted = await (
    await db()
  )
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, current.session?.token ?? '')))
    .returning({ id: session.id })
  return { revoked: deleted.length }
}

/** A database transaction, as handed to `beforeDelete`. */

/** Other features' part of an account deletion, in its transaction; the function it answers runs after the commit. */
export type BeforeDelete = (tx: Tx, userId: string) => Promise<(() => void) | void>

/**
 * Deletes the account after re-authentication (the password, or the e-mail address typed out for accounts without
 * one). `beforeDelete` runs in the same transaction: the route passes in what other features must undo (bookings,
 * posts); what it returns runs once the deletion has committed (their cache invalidations). Sessions, sign-in methods
 * and preferences go with the user. Answers the Set-Cookie that clears this browser.
 */
export async function deleteAccount(
  current: PublicUser,
  { confirmation }: DeletionInput,
  locale: Locale,
  beforeDelete: BeforeDelete,
): Promise<{ cookies: string[] }> {
  const database = await db()
  const credential = await credentialAccount(database, current.id)
  await checkReauthLimit(current.id, locale)
  const auth = await getAuth()
  const context = await auth.$context
  const confirmed = credential?.password
    ? await context.password.verify({ hash: credential.password, password: confirmation })
    : confirmation.trim().toLowerCase() === current.email.toLowerCase()
  if (!confirmed) {
    const message = credential
      ? m.account_password_wrong({}, { locale })
      : m.account_delete_email_mismatch({}, { locale })
    throw invalid(locale, { confirmation: message }, 'confirmation_failed')
  }
  const afterCommit = await database.transaction(async (tx) => {
    const then = await beforeDelete(tx, current.id)
    await tx.delete(user).where(eq(user.id, current.id))
    return then
  })
  afterCommit?.()
  logger.info(`account: ${current.id} deleted by its owner`)
  const cookie = context.authCookies.sessionToken
  return { cookies: [expiredSessionCookie(cookie.name, cookie.attributes.secure)] }
}
