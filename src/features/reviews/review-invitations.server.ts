import { and, eq, isNull, lt } from 'drizzle-orm'
import { todayUtc } from '@/lib/clock'
import { formatDateRange } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { bookings, departures, reviewInvitations, reviews, trips, user, userPreferences } from '@/server/db/schema'
import { actionMail } from '@/server/mail/action-mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { mailLocale } from '@/server/mail/recipient.server'
import { tripReviewLink } from './reviews.mail.server'

// The invitation to review a trip (ADR 057): a scheduled job finds confirmed bookings whose departure ended and
// that have no invitation yet, and for each writes the invitation row and queues the mail in one transaction. The
// row's primary key makes it once per booking whatever runs twice; a traveller who turned trip follow-ups off gets
// the row without a mail, so turning them on later does not send old invitations.

/** How long after a departure's end an invitation is still sent (older ones are recorded, never mailed). */
export const INVITATION_WINDOW_DAYS = 14
const BATCH = 200

const dayBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/** One run: answers how many invitations were mailed. */
export async function sendReviewInvitations(today = todayUtc()): Promise<{ mailed: number; skipped: number }> {
  const database = await db()
  let mailed = 0
  let skipped = 0
  for (;;) {
    const due = await database
      .select({
        bookingId: bookings.id,
        tripId: departures.tripId,
        startDate: departures.startDate,
        endDate: departures.endDate,
        title: trips.title,
        name: user.name,
        email: user.email,
        locale: userPreferences.locale,
        followUps: userPreferences.tripFollowUps,
        reviewed: reviews.id,
      })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(trips, eq(trips.id, departures.tripId))
      .innerJoin(user, eq(user.id, bookings.userId))
      .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .leftJoin(reviewInvitations, eq(reviewInvitations.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          lt(departures.endDate, today),
          isNull(reviewInvitations.bookingId),
          isNull(user.suspendedAt),
        ),
      )
      .orderBy(bookings.id)
      .limit(BATCH)
    if (due.length === 0) break
    for (const row of due) {
      const send =
        row.followUps !== false && row.reviewed === null && row.endDate >= dayBefore(today, INVITATION_WINDOW_DAYS)
      await database.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(reviewInvitations)
          .values({ bookingId: row.bookingId, mailed: send })
          .onConflictDoNothing()
          .returning({ bookingId: reviewInvitations.bookingId })
        // Another run took this booking meanwhile: its mail is that run's.
        if (!claimed || !send) return
        const locale = mailLocale(row.locale)
        const trip = row.title[locale]
        await enqueueMail(
          tx,
          actionMail({
            to: row.email,
            subject: m.reviews_mail_invite_subject({ trip }, { locale }),
            intro: m.reviews_mail_invite_intro(
              { name: row.name, trip, dates: formatDateRange(row.startDate, row.endDate, locale) },
              { locale },
            ),
            action: m.reviews_mail_invite_action({}, { locale }),
            link: tripReviewLink(locale, row.tripId, row.bookingId),
            outro: m.reviews_mail_invite_outro({}, { locale }),
          }),
        )
        mailed++
      })
      if (!send) skipped++
    }
    if (due.length < BATCH) break
  }
  return { mailed, skipped }
}
