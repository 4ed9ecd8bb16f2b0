import { eq, inArray } from 'drizzle-orm'
import { formatDateRange } from '@/lib/format'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { trips, user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailLocale } from '@/server/mail/recipient.server'

// The mails staff cancellations send (ADR 045). Each traveller reads theirs in their own language: the one saved in
// their preferences (the language the site shows them), else English, as the site's default.

export interface Cancelled {
  id: number
  userId: string | null
  travellers: number
}

interface Run {
  tripId: number
  startDate: string
  endDate: string
}

/** The cancellation's transaction. */
type Executor = Pick<Db, 'select' | 'execute'>

type Why = { kind: 'departure' } | { kind: 'booking'; reason: string }

/**
 * Queues a mail to every traveller of `cancelled`, inside the cancellation's transaction (ADR 053): the mails exist
 * exactly when the cancellation commits; a failing mail server never undoes it.
 */
export async function mailTravellers(tx: Executor, cancelled: Cancelled[], run: Run, why: Why): Promise<void> {
  const owned = cancelled.filter((b): b is Cancelled & { userId: string } => b.userId !== null)
  if (owned.length === 0) return
  const people = await tx
    .select({ id: user.id, name: user.name, email: user.email, locale: userPreferences.locale })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(
      inArray(
        user.id,
        owned.map((b) => b.userId),
      ),
    )
  const [trip] = await tx.select({ title: trips.title }).from(trips).where(eq(trips.id, run.tripId))
  if (!trip) return
  const byId = new Map(people.map((p) => [p.id, p]))
  for (const booking of owned) {
    const person = byId.get(booking.userId)
    if (!person) continue
    const locale = mailLocale(person.locale)
    const title = trip.title[locale]
    const dates = formatDateRange(run.startDate, run.endDate, locale)
    const facts = { name: person.name, trip: title, dates, id: booking.id }
    const mail = actionMail({
      to: person.email,
      subject:
        why.kind === 'departure'
          ? m.departures_mail_departure_subject({ trip: title, dates }, { locale })
          : m.departures_mail_booking_subject({ trip: title }, { locale }),
      intro:
        why.kind === 'departure'
          ? m.departures_mail_departure_intro(facts, { locale })
          : m.departures_mail_booking_intro({ ...facts, reason: why.reason }, { locale }),
      action: m.departures_mail_action({}, { locale }),
      link: `${env().baseURL}${withTrailingSlash(`/${locale}/profile/trips`)}`,
      outro: m.departures_mail_outro({}, { locale }),
    })
    await enqueueMail(tx, mail)
  }
}
