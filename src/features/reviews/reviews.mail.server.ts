import { eq } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { trips } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailRecipient } from '@/server/mail/recipient.server'

// The traveller's mails about reviews (ADR 057), in their language: the one saved in their preferences, else English
// (as the moderation and departures mails do). Queued in the transaction of the change they tell about (ADR 053).

type Executor = Pick<Db, 'select' | 'execute'>

/** A trip page's address, with the review step open (`review=<bookingId>`) when given. */
export const tripReviewLink = (locale: Locale, tripId: number, bookingId?: number) =>
  `${env().baseURL}${withTrailingSlash(`/${locale}/trips/${tripId}`)}${bookingId ? `?review=${bookingId}` : ''}#reviews`

/** An editor rejected or hid the traveller's review: the reason, in their language. */
export async function mailReviewer(
  tx: Executor,
  userId: string,
  tripId: number,
  decision: { kind: 'rejected' | 'hidden'; reason: string },
): Promise<void> {
  const person = await mailRecipient(tx, userId)
  const [trip] = await tx.select({ title: trips.title }).from(trips).where(eq(trips.id, tripId))
  if (!person || !trip) return
  const { locale } = person
  const facts = { name: person.name, trip: trip.title[locale], reason: decision.reason }
  await enqueueMail(
    tx,
    actionMail({
      to: person.email,
      subject:
        decision.kind === 'rejected'
          ? m.reviews_mail_rejected_subject({ trip: facts.trip }, { locale })
          : m.reviews_mail_hidden_subject({ trip: facts.trip }, { locale }),
      intro:
        decision.kind === 'rejected'
          ? m.reviews_mail_rejected_intro(facts, { locale })
          : m.reviews_mail_hidden_intro(facts, { locale }),
      action: m.reviews_mail_decision_action({}, { locale }),
      link: tripReviewLink(locale, tripId),
      outro: m.reviews_mail_outro({}, { locale }),
    }),
  )
}
