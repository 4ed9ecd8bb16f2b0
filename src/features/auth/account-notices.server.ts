import { createHash, randomBytes } from 'node:crypto'
import { and, eq, like, or } from 'drizzle-orm'
import { InvalidInputError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { session, user, verification } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { logger } from '@/server/logger.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { resetPagePath } from './auth-mail.server'
import { getAuth } from './better-auth.server'

// Security notices (ADR 049, OWASP ASVS 5.0 6.3.7): the address an account had hears of every change of its address
// or password, with a link that takes the account back: every device signed out, the address restored, and a link to
// set a new password sent there. A stolen session alone can then no longer move an account away from its owner.

/** Secure-account links live a week: a notice may be read days later. */
const SECURE_TTL_MS = 7 * 24 * 60 * 60 * 1000
const secureId = (token: string) => `secure-account:${createHash('sha256').update(token).digest('hex')}`

export type SecurityEvent = 'email-change-requested' | 'email-changed' | 'password-changed' | 'password-reset'

function noticeText(event: SecurityEvent, newEmail: string | undefined, locale: Locale) {
  const email = newEmail ?? ''
  switch (event) {
    case 'email-change-requested':
      return {
        subject: m.account_notice_email_requested_subject({}, { locale }),
        intro: m.account_notice_email_requested_intro({ email }, { locale }),
      }
    case 'email-changed':
      return {
        subject: m.account_notice_email_changed_subject({}, { locale }),
        intro: m.account_notice_email_changed_intro({ email }, { locale }),
      }
    case 'password-changed':
      return {
        subject: m.account_notice_password_changed_subject({}, { locale }),
        intro: m.account_notice_password_changed_intro({}, { locale }),
      }
    case 'password-reset':
      return {
        subject: m.account_notice_password_reset_subject({}, { locale }),
        intro: m.account_notice_password_reset_intro({}, { locale }),
      }
  }
}

/**
 * Mails `to` (the account's address before the change) what happened, with a secure-account link valid for a week.
 * Queued, like every mail: a worker sends it (a slow mail server must not slow the change down).
 */
export async function sendSecurityNotice(
  event: SecurityEvent,
  account: { userId: string; to: string; newEmail?: string },
  locale: Locale,
): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const text = noticeText(event, account.newEmail, locale)
  const mail = actionMail({
    to: account.to,
    subject: text.subject,
    intro: `${text.intro} ${m.account_notice_not_you({}, { locale })}`,
    action: m.account_notice_secure_action({}, { locale }),
    outro: m.account_notice_outro({}, { locale }),
    link: `${env().baseURL}${withTrailingSlash(`/${locale}/auth/secure-account`)}?token=${token}`,
  })
  // The link's token and its mail commit together (ADR 053).
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: secureId(token),
      value: JSON.stringify({ userId: account.userId, email: account.to }),
      expiresAt: new Date(Date.now() + SECURE_TTL_MS),
    })
    await enqueueMail(tx, mail)
  })
}

/**
 * Opens a secure-account link (once): every session of the account ends, pending e-mail changes and reset links are
 * void, the address the notice went to is the account's again (unless another account holds it now), and a link to
 * set a new password goes there. Answers the address that link went to.
 */
export async function secureAccount(token: string, locale: Locale): Promise<{ status: 'secured'; email: string }> {
  const database = await db()
  const invalidToken = () =>
    new InvalidInputError(
      { token: m.auth_token_invalid({}, { locale }) },
      m.api_invalid_input({}, { locale }),
      'token_invalid',
    )
  const email = await database.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(eq(verification.identifier, secureId(token)))
      .returning()
    if (!row || row.expiresAt < new Date()) throw invalidToken()
    const value = JSON.parse(row.value) as { userId: string; email: string }
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, value.userId))
    if (!owner) throw invalidToken()
    await tx.delete(session).where(eq(session.userId, value.userId))
    await tx
      .delete(verification)
      .where(
        or(
          and(like(verification.identifier, 'reset-password:%'), eq(verification.value, value.userId)),
          and(
            like(verification.identifier, 'email-change:%'),
            like(verification.value, `%"userId":"${value.userId}"%`),
          ),
        ),
      )
    if (owner.email === value.email) return value.email
    const [holder] = await tx.select({ id: user.id }).from(user).where(eq(user.email, value.email))
    if (holder) return owner.email
    await tx
      .update(user)
      .set({ email: value.email, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, value.userId))
    return value.email
  })
  logger.info(`account: secured from a notice link; sessions ended, reset sent`)
  const auth = await getAuth()
  await auth.api.requestPasswordReset({ body: { email, redirectTo: resetPagePath(locale) } })
  return { status: 'secured', email }
}

/** The account a reset link belongs to (Better Auth keeps `reset-password:<token>` → user id), if any. */
export async function resetLinkHolder(token: string) {
  const database = await db()
  const [row] = await database
    .select({ id: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1)
  return row
}
