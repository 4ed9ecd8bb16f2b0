import { eq, inArray } from 'drizzle-orm'
import { formatDateRange } from '@/lib/format'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { trips, user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { sendMail } from '@/server/mail/mail.server'
import { logger } from '@/server/logger.server'

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

type Why = { kind: 'departure' } | { kind: 'booking'; reason: string }

/** Mails every traveller of `cancelled` after the commit; a failed mail is logged, never undoes the cancellation. */
export function mailTravellers(cancelled: Cancelled[], run: Run, why: Why): void {
  const owned = cancelled.filter((b): b is Cancelled & { userId: string } => b.userId !== null)
  if (owned.length === 0) return
  void send(owned, run, why).catch((error: unknown) => logger.error('departures: cancellation mails failed', error))
}

async function send(cancelled: Array<Cancelled & { userId: string }>, run: Run, why: Why) {
  const database = await db()
  const people = await database
    .select({ id: user.id, name: user.name, email: user.email, locale: userPreferences.locale })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(
      inArray(
        user.id,
        cancelled.map((b) => b.userId),
      ),
    )
  const [trip] = await database.select({ title: trips.title }).from(trips).where(eq(trips.id, run.tripId))
  if (!trip) return
  const byId = new Map(people.map((p) => [p.id, p]))
  for (const booking of cancelled) {
    const person = byId.get(booking.userId)
    if (!person) continue
    const locale: Locale = person.locale && isLocale(person.locale) ? person.locale : 'en'
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
    await sendMail(mail).catch((error: unknown) => logger.error(`departures: mail to ${person.email} failed`, error))
  }
}
