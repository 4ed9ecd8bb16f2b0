import { baseLocale, isLocale, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import type { Mail } from '@/server/mail/mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'

// Account mails: their texts in the user's language and the links into our pages. Better Auth hands its mail
// callbacks the `callbackURL` we gave the call (inside `url`); that path names the page and so the language.

/** Our page a confirmation link opens (given to Better Auth as `callbackURL`). */
export function confirmPagePath(locale: Locale, redirect?: string): string {
  return `/${locale}/auth/email/confirm${redirect ? `?${new URLSearchParams({ redirect })}` : ''}`
}

/** Our page a reset link opens (given to Better Auth as `redirectTo`). */
export function resetPagePath(locale: Locale): string {
  return `/${locale}/auth/password-reset/confirm`
}

/** The page path and language carried by Better Auth's `url` (its `callbackURL` parameter). */
function target(betterAuthUrl: string, fallback: (locale: Locale) => string) {
  const wanted = new URL(betterAuthUrl).searchParams.get('callbackURL') ?? ''
  const page = new URL(wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/', 'http://page.invalid')
  const first = page.pathname.split('/')[1] ?? ''
  const locale = isLocale(first) ? first : baseLocale
  return { locale, path: page.pathname === '/' ? fallback(locale) : page.pathname, query: page.searchParams }
}

/**
 * Queues the mail (ADR 053): the answer waits for one local insert, never for the mail server (enumeration by
 * timing, slow SMTP). Better Auth calls us outside any transaction of ours, so the job is written on its own, before
 * Better Auth answers: once the request succeeded, its mail is durable.
 */
async function deliver(mail: Mail): Promise<void> {
  await enqueueMail(undefined, mail)
}

export async function sendConfirmationMail({
  user,
  url,
  token,
}: {
  user: { email: string }
  url: string
  token: string
}) {
  const { locale, path, query } = target(url, (l) => confirmPagePath(l))
  const redirect = query.get('redirect')
  const link = `${env().baseURL}${path}?${new URLSearchParams({ token, ...(redirect ? { redirect } : {}) })}`
  await deliver(
    actionMail({
      to: user.email,
      subject: m.auth_mail_confirm_subject({}, { locale }),
      intro: m.auth_mail_confirm_intro({}, { locale }),
      action: m.auth_mail_confirm_action({}, { locale }),
      outro: m.auth_mail_ignore({}, { locale }),
      link,
    }),
  )
}

export async function sendResetMail({ user, url, token }: { user: { email: string }; url: string; token: string }) {
  const { locale, path } = target(url, resetPagePath)
  const link = `${env().baseURL}${path}?token=${encodeURIComponent(token)}`
  await deliver(
    actionMail({
      to: user.email,
      subject: m.auth_mail_reset_subject({}, { locale }),
      intro: m.auth_mail_reset_intro({}, { locale }),
      action: m.auth_mail_reset_action({}, { locale }),
      outro: m.auth_mail_ignore({}, { locale }),
      link,
    }),
  )
}
