import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '@/lib/errors'
import { formatDate, formatDateRange } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import { actionMail } from '@/server/mail/action-mail.server'
import type { Mail } from '@/server/mail/mail.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import type { Db } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { isPublished } from '@/server/db/named-statements.server'
import { bookings, departures, trips } from '@/server/db/schema'
import { logger } from '@/server/logger.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import type { Booking, BookingInput } from './bookings.schemas'
import { bookingCalendar, CALENDAR_TYPE, calendarFileName } from './booking-calendar.server'
import { departureOf, whyNotBookable } from './booking-departure.server'

// ADR 011, 045. Seats are taken and given back by one conditional UPDATE of `departures.seats_left` inside the
// transaction that writes the booking row: two requests can never both see "2 left" and take 2 each, whatever the
// engine, and a staff edit of the seats is one conditional UPDATE of the same row.

/** A database or an open transaction on it. */
export type Executor = Pick<Db, 'select' | 'update' | 'insert'>

/** The signed-in user as the bookings service needs it. */
export interface Booker {
  id: string
  name: string
  email: string
}

/** "Today" as the UTC calendar date (the trips list uses the same rule: a trip is past once its start day is). */
export const todayUtc = () => new Date().toISOString().slice(0, 10)

const columns = {
  id: bookings.id,
  departureId: bookings.departureId,
  tripId: departures.tripId,
  travellers: bookings.travellers,
  status: bookings.status,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  cancelReason: bookings.cancelReason,
  title: trips.title,
  place: trips.place,
  country: trips.country,
  startDate: departures.startDate,
  endDate: departures.endDate,
  priceMinor: departures.priceMinor,
  currency: departures.currency,
  coverImage: trips.coverImage,
}

type Row = {
  id: number
  departureId: number
  tripId: number
  travellers: number
  status: (typeof bookings.$inferSelect)['status']
  createdAt: Date
  cancelledAt: Date | null
  cancelReason: string | null
  title: (typeof trips.$inferSelect)['title']
  place: (typeof trips.$inferSelect)['title']
  country: string
  startDate: string
  endDate: string
  priceMinor: number
  currency: string
  coverImage: (typeof trips.$inferSelect)['coverImage']
}

function toBooking(row: Row, locale: Locale, today: string): Booking {
  const started = row.startDate < today
  const group = row.status === 'cancelled' ? 'cancelled' : started ? 'past' : 'upcoming'
  return {
    id: row.id,
    tripId: row.tripId,
    departureId: row.departureId,
    travellers: row.travellers,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancellable: group === 'upcoming',
    group,
    trip: {
      id: row.tripId,
      title: row.title[locale],
      place: row.place[locale],
      country: row.country,
      startDate: row.startDate,
      endDate: row.endDate,
      priceMinor: row.priceMinor,
      currency: row.currency,
      cover: {
        src: row.coverImage.src,
        width: row.coverImage.width,
        height: row.coverImage.height,
        alt: row.coverImage.alt[locale],
      },
    },
  }
}

async function findOwn(database: Executor, userId: string, where: ReturnType<typeof eq>) {
  const [row] = await database
    .select(columns)
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(and(eq(bookings.userId, userId), where))
    .limit(1)
  return row
}

/** Rolls the booking transaction back when another request with the same Idempotency-Key won the race. */
class DuplicateKey extends Error {}

export interface CreateOptions {
  locale: Locale
  idempotencyKey?: string
  today?: string
}

/**
 * Books seats on a departure for the user: confirmed at once (no payment step). 404 for an unknown departure or an
 * unpublished trip, 409 `sold_out` when fewer seats are left, 409 `trip_started` once it started, 409
 * `departure_cancelled` for a cancelled departure, 409 `trip_not_bookable` for a legacy row whose currency the
 * database no longer accepts. With an Idempotency-Key the same key from the same user returns the first booking
 * (`created: false`), however often and however concurrently.
 */
export async function createBooking(
  booker: Booker,
  input: BookingInput,
  options: CreateOptions,
): Promise<{ booking: Booking; created: boolean }> {
  const { locale, idempotencyKey } = options
  const today = options.today ?? todayUtc()
  const database = await db()
  const key = idempotencyKey ?? null

  const existing = async () => {
    if (!key) return undefined
    const row = await findOwn(database, booker.id, eq(bookings.idempotencyKey, key))
    if (!row) return undefined
    const sameTarget =
      (input.departureId === undefined || row.departureId === input.departureId) &&
      (input.tripId === undefined || row.tripId === input.tripId)
    if (!sameTarget || row.travellers !== input.travellers) {
      throw new ConflictError(m.bookings_error_key_reused({}, { locale }), 'idempotency_key_reused')
    }
    return { booking: toBooking(row, locale, today), created: false }
  }

  const earlier = await existing()
  if (earlier) return earlier

  let booked: { id: number; tripId: number; row: Row }
  let departureId: number | undefined
  try {
    departureId = await departureOf(database, input, today, locale)
    const target = departureId
    booked = await database.transaction(async (tx) => {
      const taken = await tx
        .update(departures)
        .set({ seatsLeft: sql`${departures.seatsLeft} - ${input.travellers}` })
        .where(
          and(
            eq(departures.id, target),
            eq(departures.status, 'open'),
            gte(departures.startDate, today),
            gte(departures.seatsLeft, input.travellers),
            inArray(departures.tripId, tx.select({ id: trips.id }).from(trips).where(isPublished(trips.status))),
          ),
        )
        .returning({ tripId: departures.tripId })
      if (taken.length === 0) throw await whyNotBookable(tx, target, today, locale)
      const [inserted] = await tx
        .insert(bookings)
        .values({ userId: booker.id, departureId: target, travellers: input.travellers, idempotencyKey: key })
        .onConflictDoNothing({ target: [bookings.userId, bookings.idempotencyKey] })
        .returning({ id: bookings.id })
      if (!inserted) throw new DuplicateKey()
      const row = await findOwn(tx, booker.id, eq(bookings.id, inserted.id))
      if (!row) throw new Error('booking vanished inside its transaction')
      // The confirmation is queued with the booking: both commit, or neither (ADR 053).
      await enqueueMail(tx, confirmationMail(booker, toBooking(row, locale, today), locale))
      return { id: inserted.id, tripId: taken[0]!.tripId, row }
    })
  } catch (failure) {
    const error = violates(failure, '23514', 'departures_currency_code') ? notBookable(departureId, locale) : failure
    // A concurrent retry with the same key may have committed meanwhile: its seats can be why this one found the
    // departure sold out. With a key, any refusal first looks for that booking (another body still gets key_reused).
    if (key && (error instanceof DuplicateKey || error instanceof ConflictError || error instanceof NotFoundError)) {
      const winner = await existing()
      if (winner) return winner
    }
    throw error
  }
  invalidateCacheTags([`trip:${booked.tripId}`, 'trips']) // seats left (ADR 026)

  return { booking: toBooking(booked.row, locale, today), created: true }
}

/**
 * A departure moved from a trip row of before migration 0013 whose currency is not a three-letter code: its NOT
 * VALID check refuses any update of the row, so taking its seats fails. That was a 500; it is a refusal the member
 * can read (the operator fixes the row and validates the constraint, see migrations 0013 and the departures one).
 */
function notBookable(departureId: number | undefined, locale: Locale) {
  logger.warn(`bookings: departure ${departureId} cannot be booked: its currency fails departures_currency_code`)
  return new ConflictError(m.bookings_error_trip_not_bookable({}, { locale }), 'trip_not_bookable')
}

/** The confirmation mail: queued in the booking's transaction, sent by a worker; a mail failure never undoes it. */
function confirmationMail(booker: Booker, booking: Booking, locale: Locale): Mail {
  const origin = env().baseURL
  const dates = formatDateRange(booking.trip.startDate, booking.trip.endDate, locale)
  const mail = actionMail({
    to: booker.email,
    subject: m.bookings_mail_subject({ trip: booking.trip.title }, { locale }),
    intro: m.bookings_mail_intro(
      { name: booker.name, trip: booking.trip.title, dates, count: booking.travellers, id: booking.id },
      { locale },
    ),
    action: m.bookings_mail_action({}, { locale }),
    link: `${origin}${withTrailingSlash(`/${locale}/profile/trips`)}`,
    outro: m.bookings_mail_outro({}, { locale }),
  })
  // The departure as a calendar event, for the traveller's calendar (ADR 057).
  const ics = {
    filename: calendarFileName(booking),
    contentType: CALENDAR_TYPE,
    content: bookingCalendar(booking, locale),
  }
  return { ...mail, attachments: [ics] }
}

/** The user's own bookings, newest first (upcoming, past and cancelled alike). */
export async function listBookings(userId: string, locale: Locale, today = todayUtc()): Promise<Booking[]> {
  const database = await db()
  const rows = await reusedQuery(database, 'bookings.of-user', () =>
    database
      .select(columns)
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(trips, eq(trips.id, departures.tripId))
      .where(eq(bookings.userId, sql.placeholder('userId')))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(200),
  ).execute({ userId })
  return rows.map((row) => toBooking(row, locale, today))
}

/** One own booking; someone else's id is indistinguishable from a missing one (404). */
export async function getBooking(userId: string, id: number, locale: Locale, today = todayUtc()): Promise<Booking> {
  const row = await findOwn(await db(), userId, eq(bookings.id, id))
  if (!row) throw new NotFoundError(m.bookings_error_not_found({}, { locale }))
  return toBooking(row, locale, today)
}

/**
 * Cancels an own, upcoming booking and gives its seats back in the same transaction. Cancelling a cancelled
 * booking answers it unchanged (a retried DELETE is safe); 409 `trip_started` once the trip started, with a message
 * that names the trip and its start, and says the seats stay booked and how to reach us.
 */
export async function cancelBooking(userId: string, id: number, locale: Locale, today = todayUtc()): Promise<Booking> {
  const database = await db()
  const cancelled = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.userId, userId),
          eq(bookings.status, 'confirmed'),
          inArray(bookings.departureId, upcomingDepartures(tx, today)),
        ),
      )
      .returning({ departureId: bookings.departureId, travellers: bookings.travellers })
    if (!row) return false
    return giveSeatsBack(tx, row.departureId, row.travellers)
  })
  if (cancelled) invalidateCacheTags([`trip:${cancelled}`, 'trips']) // seats left, once committed (ADR 026)
  const booking = await getBooking(userId, id, locale, today)
  if (!cancelled && booking.status !== 'cancelled') {
    const { trip, travellers } = booking
    const date = formatDate(trip.startDate, locale)
    const message = m.bookings_error_cancel_started({ trip: trip.title, date, count: travellers }, { locale })
    throw new ConflictError(message, 'trip_started')
  }
  return booking
}

const upcomingDepartures = (tx: Executor, today: string) =>
  tx.select({ id: departures.id }).from(departures).where(gte(departures.startDate, today))

/** Gives a cancelled booking's seats back to its departure; answers the departure's trip (for the cache tags). */
async function giveSeatsBack(tx: Executor, departureId: number, travellers: number): Promise<number> {
  const [run] = await tx
    .update(departures)
    .set({ seatsLeft: sql`${departures.seatsLeft} + ${travellers}` })
    .where(eq(departures.id, departureId))
    .returning({ tripId: departures.tripId })
  return run!.tripId
}

/**
 * Account deletion: every upcoming booking of the user is cancelled and its seats given back, inside the caller's
 * transaction (the account feature passes this in; features do not import each other). The caller calls `announce`
 * once that transaction has committed: a cache dropped earlier could be refilled with the old seats by a read
 * in between (ADR 026).
 */
export async function cancelAllBookingsOf(
  tx: Executor,
  userId: string,
  today = todayUtc(),
): Promise<{ cancelled: number; announce: () => void }> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        inArray(bookings.departureId, upcomingDepartures(tx, today)),
      ),
    )
    .returning({ departureId: bookings.departureId, travellers: bookings.travellers })
  const changed = ['trips'] // seats left
  for (const row of rows) changed.push(`trip:${await giveSeatsBack(tx, row.departureId, row.travellers)}`)
  const announce = () => {
    if (rows.length) invalidateCacheTags(changed)
  }
  return { cancelled: rows.length, announce }
}

/** The next confirmed, upcoming booking (profile overview). */
export async function nextBooking(userId: string, locale: Locale, today = todayUtc()): Promise<Booking | null> {
  const database = await db()
  const [row] = await reusedQuery(database, 'bookings.next', () =>
    database
      .select(columns)
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(trips, eq(trips.id, departures.tripId))
      .where(
        and(
          eq(bookings.userId, sql.placeholder('userId')),
          eq(bookings.status, 'confirmed'),
          gte(departures.startDate, sql.placeholder('today')),
        ),
      )
      .orderBy(departures.startDate, bookings.id)
      .limit(1),
  ).execute({ userId, today })
  return row ? toBooking(row, locale, today) : null
}
