import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { formatDateRange } from '@/lib/format'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { departures, savedTripAlerts, savedTrips, trips, user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailLocale } from '@/server/mail/recipient.server'

// A departure of a saved trip filled up or was cancelled (ADR 058): the change's transaction left an alert (a trigger
// on departures, migration 0021, so every writer does); this job mails it to each saver who opted in, in their
// language. The mails are queued and the alert marked in one transaction: a re-run or retry never mails twice.

const BATCH = 20

/** Mails every waiting alert; answers how many alerts it handled. */
export async function mailSavedTripAlerts(): Promise<number> {
  const database = await db()
  let handled = 0
  for (;;) {
    const count = await database.transaction(async (tx) => {
      const alerts = await tx
        .select({
          id: savedTripAlerts.id,
          kind: savedTripAlerts.kind,
          createdAt: savedTripAlerts.createdAt,
          tripId: departures.tripId,
          startDate: departures.startDate,
          endDate: departures.endDate,
          title: trips.title,
        })
        .from(savedTripAlerts)
        .innerJoin(departures, eq(departures.id, savedTripAlerts.departureId))
        .innerJoin(trips, eq(trips.id, departures.tripId))
        .where(isNull(savedTripAlerts.mailedAt))
        .orderBy(asc(savedTripAlerts.id))
        .limit(BATCH)
        .for('update', { of: savedTripAlerts, skipLocked: true })
      for (const alert of alerts) {
        // Savers who opted in and had saved the trip when it happened.
        const savers = await tx
          .select({ email: user.email, name: user.name, locale: userPreferences.locale })
          .from(savedTrips)
          .innerJoin(user, eq(user.id, savedTrips.userId))
          .innerJoin(userPreferences, eq(userPreferences.userId, savedTrips.userId))
          .where(
            and(
              eq(savedTrips.tripId, alert.tripId),
              eq(userPreferences.savedTripAlerts, true),
              lte(savedTrips.createdAt, alert.createdAt),
            ),
          )
        for (const saver of savers) {
          const locale = mailLocale(saver.locale)
          const trip = alert.title[locale]
          const dates = formatDateRange(alert.startDate, alert.endDate, locale)
          const full = alert.kind === 'full'
          await enqueueMail(
            tx,
            actionMail({
              to: saver.email,
              subject: full
                ? m.saved_mail_full_subject({ trip }, { locale })
                : m.saved_mail_cancelled_subject({ trip }, { locale }),
              intro: full
                ? m.saved_mail_full_intro({ name: saver.name, trip, dates }, { locale })
                : m.saved_mail_cancelled_intro({ name: saver.name, trip, dates }, { locale }),
              action: m.saved_mail_action({}, { locale }),
              link: `${env().baseURL}${withTrailingSlash(`/${locale}/profile/saved`)}`,
              outro: m.saved_mail_outro({}, { locale }),
            }),
          )
        }
      }
      if (alerts.length) {
        await tx
          .update(savedTripAlerts)
          .set({ mailedAt: sql`now()` })
          .where(
            inArray(
              savedTripAlerts.id,
              alerts.map((a) => a.id),
            ),
          )
      }
      return alerts.length
    })
    handled += count
    if (count < BATCH) return handled
  }
}
