import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm'
import { todayUtc } from '@/lib/clock'
import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { db } from '@/server/db/index.server'
import { isPublished } from '@/server/db/named-statements.server'
import { departures, savedTrips, trips } from '@/server/db/schema'
import type { SavedTrip, SavedTripNotice } from './saved-trips.schemas'
import { tripCardsByIds } from './trips.server'

// Saved trips (ADR 058): each member reads and changes only their own list. Saving twice or removing what is not
// saved changes nothing (idempotent, as PUT and DELETE are).

/** The ids of the trips `userId` saved: what the save buttons show after hydration. */
export async function savedTripIds(userId: string): Promise<number[]> {
  const rows = await (
    await db()
  )
    .select({ tripId: savedTrips.tripId })
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(asc(savedTrips.tripId))
  return rows.map((r) => r.tripId)
}

/** Saves a published trip (404 for another id); `created` is false when it was saved already. */
export async function saveTrip(userId: string, tripId: number, locale: Locale): Promise<{ created: boolean }> {
  const database = await db()
  const [trip] = await database
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), isPublished(trips.status)))
  if (!trip) throw new NotFoundError(m.bookings_error_trip_not_found({}, { locale }))
  const inserted = await database
    .insert(savedTrips)
    .values({ userId, tripId })
    .onConflictDoNothing()
    .returning({ tripId: savedTrips.tripId })
  return { created: inserted.length > 0 }
}

/** Removes a trip from the member's list; answers whether it was there. */
export async function unsaveTrip(userId: string, tripId: number): Promise<{ removed: boolean }> {
  const removed = await (
    await db()
  )
    .delete(savedTrips)
    .where(and(eq(savedTrips.userId, userId), eq(savedTrips.tripId, tripId)))
    .returning({ tripId: savedTrips.tripId })
  return { removed: removed.length > 0 }
}

/**
 * The member's saved trips, newest saved first, each with a notice per upcoming departure that is full or cancelled
 * (as it stands now: a departure that gets seats back loses its notice). Unpublished trips are left out.
 */
export async function listSavedTrips(userId: string, locale: Locale, today = todayUtc()): Promise<SavedTrip[]> {
  const database = await db()
  const saved = await database
    .select({ tripId: savedTrips.tripId, createdAt: savedTrips.createdAt })
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(desc(savedTrips.createdAt), desc(savedTrips.tripId))
  if (saved.length === 0) return []
  const ids = saved.map((s) => s.tripId)
  const [cards, affected] = await Promise.all([
    tripCardsByIds(ids, locale, today),
    database
      .select({
        id: departures.id,
        tripId: departures.tripId,
        status: departures.status,
        startDate: departures.startDate,
        endDate: departures.endDate,
      })
      .from(departures)
      .where(
        and(
          inArray(departures.tripId, ids),
          gte(departures.startDate, today),
          or(eq(departures.status, 'cancelled'), and(eq(departures.status, 'open'), eq(departures.seatsLeft, 0))),
        ),
      )
      .orderBy(asc(departures.startDate), asc(departures.id)),
  ])
  const byId = new Map(cards.map((c) => [c.id, c]))
  const notices = new Map<number, SavedTripNotice[]>()
  for (const d of affected) {
    const list = notices.get(d.tripId) ?? []
    list.push({
      departureId: d.id,
      kind: d.status === 'cancelled' ? 'cancelled' : 'full',
      startDate: d.startDate,
      endDate: d.endDate,
    })
    notices.set(d.tripId, list)
  }
  return saved.flatMap((s) => {
    const trip = byId.get(s.tripId)
    return trip ? [{ trip, savedAt: s.createdAt.toISOString(), notices: notices.get(s.tripId) ?? [] }] : []
  })
}
