import { eq } from 'drizzle-orm'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { sendMail } from '@/server/mail/mail.server'
import { logger } from '@/server/logger.server'

// The mail an author gets when an editor rejects or hides their post (ADR 053), in the author's language: the one
// saved in their preferences, else English (as departures' mails do).

interface Decision {
  kind: 'rejected' | 'hidden'
  title: string
  reason: string
}

/** Mails the author after the commit; a failed mail is logged, never undoes the decision. */
export function mailAuthor(authorId: string, decision: Decision): void {
  void send(authorId, decision).catch((error: unknown) => logger.error('moderation: author mail failed', error))
}

async function send(authorId: string, { kind, title, reason }: Decision) {
  const database = await db()
  const [person] = await database
    .select({ name: user.name, email: user.email, locale: userPreferences.locale })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, authorId))
  if (!person) return
  const locale: Locale = person.locale && isLocale(person.locale) ? person.locale : 'en'
  const facts = { name: person.name, title, reason }
  await sendMail(
    actionMail({
      to: person.email,
      subject:
        kind === 'rejected'
          ? m.moderation_mail_rejected_subject({ title }, { locale })
          : m.moderation_mail_hidden_subject({ title }, { locale }),
      intro:
        kind === 'rejected'
          ? m.moderation_mail_rejected_intro(facts, { locale })
          : m.moderation_mail_hidden_intro(facts, { locale }),
      action: m.moderation_mail_action({}, { locale }),
      link: `${env().baseURL}${withTrailingSlash(`/${locale}/profile/blog`)}`,
      outro: m.moderation_mail_outro({}, { locale }),
    }),
  )
}
