import { and, desc, eq, sql } from 'drizzle-orm'
import { ConflictError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { isPublished } from '@/server/db/named-statements.server'
import { departures, trips } from '@/server/db/schema'
import type { BookingInput } from './bookings.schemas'
import type { Executor } from './bookings.server'

// Which departure a booking is for, and why one cannot be booked (ADR 045): the booking service's questions about
// departures, apart from the seats it takes and gives back.

/**
 * The departure a booking names: `departureId` as given (with `tripId`, it must be that trip's), or for `tripId` alone
 * the trip's next open departure that has a seat, else its next open one (which then answers sold out), else its
 * latest (which answers why it cannot be booked). NotFoundError when there is none.
 */
export async function departureOf(
  database: Executor,
  input: BookingInput,
  today: string,
  locale: Locale,
): Promise<number> {
  const notFound = () => new NotFoundError(m.bookings_error_trip_not_found({}, { locale }))
  if (input.departureId !== undefined) {
    if (input.tripId === undefined) return input.departureId
    const [row] = await database
      .select({ id: departures.id })
      .from(departures)
      .where(and(eq(departures.id, input.departureId), eq(departures.tripId, input.tripId)))
    if (!row) throw notFound()
    return row.id
  }
  const [row] = await database
    .select({ id: departures.id })
    .from(departures)
    .where(eq(departures.tripId, input.tripId!))
    .orderBy(
      sql`${departures.status} = 'cancelled'`,
      sql`${departures.startDate} < ${today}`,
      sql`${departures.seatsLeft} = 0`,
      sql`case when ${departures.startDate} >= ${today} then ${departures.startDate} end`,
      desc(departures.startDate),
      departures.id,
    )
    .limit(1)
  if (row) return row.id
  const [trip] = await database
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, input.tripId!), isPublished(trips.status)))
  if (!trip) throw notFound()
  throw new ConflictError(m.departures_error_none({}, { locale }), 'no_departure')
}

/** After the conditional UPDATE matched nothing: which typed error explains it. */
export async function whyNotBookable(tx: Pick<Db, 'select'>, departureId: number, today: string, locale: Locale) {
  const [run] = await tx
    .select({ startDate: departures.startDate, seatsLeft: departures.seatsLeft, status: departures.status })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(and(eq(departures.id, departureId), isPublished(trips.status)))
  if (!run) return new NotFoundError(m.bookings_error_trip_not_found({}, { locale }))
  if (run.status === 'cancelled') {
    return new ConflictError(m.departures_error_cancelled({}, { locale }), 'departure_cancelled')
  }
  if (run.startDate < today) return new ConflictError(m.bookings_error_trip_started({}, { locale }), 'trip_started')
  // No seat left at all: the departure is sold out, whatever was asked; else say how many are left.
  const message =
    run.seatsLeft <= 0
      ? m.bookings_error_trip_sold_out({}, { locale })
      : m.bookings_error_sold_out({ count: run.seatsLeft }, { locale })
  return new ConflictError(message, 'sold_out')
}
