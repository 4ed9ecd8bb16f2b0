import { and, asc, count, eq, gte, sql } from 'drizzle-orm'
import { todayUtc } from '@/lib/clock'
import { departureState } from '@/lib/departure'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { recordStaffAction } from '@/server/audit/audit.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { bookings, departures, trips } from '@/server/db/schema'
import type { DepartureInput, StaffDeparture, TripDepartures } from './departures.schemas'
import { mailTravellers, type Cancelled } from './departures.mail.server'

// Staff work on departures (ADR 045). Seats stay race-safe as ADR 011 made them: every change of a departure's seats
// is one conditional UPDATE of its row, so a booking and a staff edit serialise on the row lock and the checks
// (`departures_seats_valid`, "not below what is booked") hold whatever the order.

/** The staff member acting (written to the audit log). */
export interface Actor {
  id: string
}

type DepartureRow = typeof departures.$inferSelect

/** The run itself: dates, price, seats. */
const runOf = ({ startDate, endDate, priceMinor, currency, seatsTotal, seatsLeft }: DepartureRow) => ({
  startDate,
  endDate,
  priceMinor,
  currency,
  seatsTotal,
  seatsLeft,
})

const staffView = (d: DepartureRow, bookingCount: number): StaffDeparture => ({
  id: d.id,
  ...runOf(d),
  status: departureState(d),
  booked: d.seatsTotal - d.seatsLeft,
  bookings: bookingCount,
})

/** What the audit log keeps of a departure. */
const audited = (d: DepartureRow) => ({ tripId: d.tripId, ...runOf(d), status: d.status })

/** A departure change is a change of the trip's page: its `updated_at` (the sitemaps' lastmod) moves with it. */
const touchTrip = (tx: Pick<Db, 'update'>, tripId: number) =>
  tx
    .update(trips)
    .set({ updatedAt: sql`now()` })
    .where(eq(trips.id, tripId))

const notFound = (locale: Locale) => new NotFoundError(m.departures_error_not_found({}, { locale }))

/** Pages and lists that show the trip's dates, prices and seats drop them once the change committed (ADR 026). */
const announce = (tripId: number) => invalidateCacheTags([`trip:${tripId}`, 'trips'])

/** A trip (draft or published) and all its departures, soonest first, with their confirmed bookings counted. */
export async function tripDepartures(tripId: number, locale: Locale): Promise<TripDepartures> {
  const database = await db()
  const [trip] = await database
    .select({ id: trips.id, title: trips.title, status: trips.status })
    .from(trips)
    .where(eq(trips.id, tripId))
  if (!trip) throw new NotFoundError(m.bookings_error_trip_not_found({}, { locale }))
  const rows = await database
    .select({ departure: departures, bookings: count(bookings.id) })
    .from(departures)
    .leftJoin(bookings, and(eq(bookings.departureId, departures.id), eq(bookings.status, 'confirmed')))
    .where(eq(departures.tripId, tripId))
    .groupBy(departures.id)
    .orderBy(asc(departures.startDate), asc(departures.id))
  return {
    trip: { id: trip.id, title: trip.title[locale], status: trip.status },
    departures: rows.map((r) => staffView(r.departure, Number(r.bookings))),
  }
}

/** One departure as staff see it, with its trip; NotFoundError when there is none. */
export async function findDeparture(id: number, locale: Locale) {
  const database = await db()
  const [row] = await database
    .select({ departure: departures, title: trips.title })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(eq(departures.id, id))
  if (!row) throw notFound(locale)
  const [booked] = await database
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.departureId, id), eq(bookings.status, 'confirmed')))
  return {
    trip: { id: row.departure.tripId, title: row.title[locale] },
    departure: staffView(row.departure, Number(booked?.n ?? 0)),
  }
}

/** Adds a departure to a trip (draft or published); every seat is free. */
export async function addDeparture(
  actor: Actor,
  tripId: number,
  input: DepartureInput,
  locale: Locale,
): Promise<StaffDeparture> {
  const database = await db()
  const created = await database.transaction(async (tx) => {
    const [trip] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId))
    if (!trip) throw new NotFoundError(m.bookings_error_trip_not_found({}, { locale }))
    const [row] = await tx
      .insert(departures)
      .values({ tripId, ...input, seatsLeft: input.seatsTotal })
      .returning()
    await touchTrip(tx, tripId)
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: 'departure.create',
      subjectType: 'departure',
      subjectId: row!.id,
      after: audited(row!),
    })
    return row!
  })
  announce(tripId)
  return staffView(created, 0)
}

/**
 * Changes a departure's dates, price and seats. The new total may not go below the seats already booked: one
 * conditional UPDATE moves `seats_left` by the change of the total, under the row lock a concurrent booking also
 * takes, so no order of the two oversells (400 at `seatsTotal` saying how many are booked). A cancelled departure
 * does not change (409 `departure_cancelled`).
 */
export async function updateDeparture(
  actor: Actor,
  id: number,
  input: DepartureInput,
  locale: Locale,
): Promise<StaffDeparture> {
  const database = await db()
  const updated = await database.transaction(async (tx) => {
    const [before] = await tx.select().from(departures).where(eq(departures.id, id))
    if (!before) throw notFound(locale)
    const [row] = await tx
      .update(departures)
      .set({
        startDate: input.startDate,
        endDate: input.endDate,
        priceMinor: input.priceMinor,
        currency: input.currency,
        seatsLeft: sql`${departures.seatsLeft} + (${input.seatsTotal}::int - ${departures.seatsTotal})`,
        seatsTotal: input.seatsTotal,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(departures.id, id),
          eq(departures.status, 'open'),
          sql`${departures.seatsTotal} - ${departures.seatsLeft} <= ${input.seatsTotal}::int`,
        ),
      )
      .returning()
    if (!row) {
      const [now] = await tx.select().from(departures).where(eq(departures.id, id))
      if (!now) throw notFound(locale)
      if (now.status === 'cancelled') {
        throw new ConflictError(m.departures_error_is_cancelled({}, { locale }), 'departure_cancelled')
      }
      const booked = now.seatsTotal - now.seatsLeft
      throw new InvalidInputError({ seatsTotal: m.departures_error_seats_below_booked({ booked }, { locale }) })
    }
    await touchTrip(tx, row.tripId)
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: 'departure.update',
      subjectType: 'departure',
      subjectId: id,
      before: audited(before),
      after: audited(row),
    })
    const [n] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.departureId, id), eq(bookings.status, 'confirmed')))
    return staffView(row, Number(n?.n ?? 0))
  })
  const [trip] = await database.select({ tripId: departures.tripId }).from(departures).where(eq(departures.id, id))
  if (trip) announce(trip.tripId)
  return updated
}

/**
 * Cancels an upcoming departure: it stops taking bookings, every confirmed booking on it is cancelled in the same
 * transaction (seats back, so the counter stays whole), and each traveller's mail, in their language, is queued
 * in it too. Cancelling a cancelled departure answers it unchanged; a started one is 409 `trip_started`.
 */
export async function cancelDeparture(
  actor: Actor,
  id: number,
  locale: Locale,
  today = todayUtc(),
): Promise<StaffDeparture> {
  const database = await db()
  const result = await database.transaction(async (tx) => {
    const [before] = await tx.select().from(departures).where(eq(departures.id, id))
    if (!before) throw notFound(locale)
    if (before.status === 'cancelled') return { row: before, cancelled: [] as Cancelled[] }
    const [row] = await tx
      .update(departures)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, seatsLeft: departures.seatsTotal, updatedAt: sql`now()` })
      .where(and(eq(departures.id, id), eq(departures.status, 'open'), gte(departures.startDate, today)))
      .returning()
    if (!row) throw new ConflictError(m.bookings_error_trip_started({}, { locale }), 'trip_started')
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(bookings.departureId, id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id, userId: bookings.userId, travellers: bookings.travellers })
    await touchTrip(tx, row.tripId)
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: 'departure.cancel',
      subjectType: 'departure',
      subjectId: id,
      before: audited(before),
      after: { ...audited(row), bookingsCancelled: cancelled.map((b) => b.id) },
    })
    await mailTravellers(tx, cancelled, row, { kind: 'departure' })
    return { row, cancelled }
  })
  if (result.cancelled.length || result.row.status === 'cancelled') announce(result.row.tripId)
  return staffView(result.row, 0)
}

/**
 * Staff cancel one confirmed booking of a departure with a reason: the seats go back in the same transaction and
 * the traveller is mailed the reason in their language. A booking already cancelled answers unchanged.
 */
export async function cancelBookingOf(
  actor: Actor,
  departureId: number,
  bookingId: number,
  reason: string,
  locale: Locale,
) {
  const database = await db()
  const result = await database.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.departureId, departureId)))
    if (!before) throw new NotFoundError(m.departures_error_booking_not_found({}, { locale }))
    if (before.status === 'cancelled') return { booking: before, departure: null }
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelReason: reason })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
      .returning()
    if (!booking) return { booking: before, departure: null }
    const [departure] = await tx
      .update(departures)
      .set({ seatsLeft: sql`${departures.seatsLeft} + ${booking.travellers}` })
      .where(and(eq(departures.id, departureId), eq(departures.status, 'open')))
      .returning()
    await recordStaffAction(tx, {
      actorId: actor.id,
      action: 'booking.cancel',
      subjectType: 'booking',
      subjectId: bookingId,
      before: { status: before.status, departureId, travellers: before.travellers },
      after: { status: 'cancelled', reason },
    })
    if (departure) await mailTravellers(tx, [booking], departure, { kind: 'booking', reason })
    return { booking, departure: departure ?? null }
  })
  if (result.departure) announce(result.departure.tripId)
  return {
    id: result.booking.id,
    status: result.booking.status,
    cancelledAt: result.booking.cancelledAt?.toISOString() ?? null,
    cancelReason: result.booking.cancelReason,
  }
}
