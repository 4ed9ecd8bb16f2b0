import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailRecipient } from '@/server/mail/recipient.server'

// The mail an author gets when an editor rejects or hides their post (ADR 052), in the author's language: the one
// saved in their preferences, else English (as departures' mails do).

type Executor = Pick<Db, 'select' | 'execute'>

interface Decision {
  kind: 'rejected' | 'hidden'
  title: string
  reason: string
}

/** Queues the author's mail in the decision's transaction (ADR 053): both happen, or neither. */
export async function mailAuthor(tx: Executor, authorId: string, { kind, title, reason }: Decision): Promise<void> {
  const person = await mailRecipient(tx, authorId)
  if (!person) return
  const { locale } = person
  const facts = { name: person.name, title, reason }
  await enqueueMail(
    tx,
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
