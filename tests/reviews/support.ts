// Shared set-up of the review tests (ADR 057): a trip with a departure, a traveller's booking of it, and moving the
// departure into the past (the server's today stays the real one: a departure that ended is one whose dates passed).
import { eq, sql } from 'drizzle-orm'
import { db } from '@/server/db/index.server'
import { departures, user, userPreferences } from '@/server/db/schema'
import { TestClient, signedUpUser } from '../support/auth-client'
import { createTrip } from '../factories/trip'
import { grantStaff } from '../factories/user'

export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** A confirmed, signed-in account; `role` makes it staff (two-factor on), `locale` saves its language. */
export async function account(options: { role?: 'editor' | 'admin'; locale?: string } = {}) {
  const client = new TestClient(undefined, options.locale ?? 'en')
  const { email, password, user: made } = await signedUpUser(client)
  const database = await db()
  if (options.role) await grantStaff(database, made.id, options.role)
  if (options.locale)
    await database
      .insert(userPreferences)
      .values({ userId: made.id, locale: options.locale })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { locale: options.locale } })
  const [row] = await database.select({ name: user.name }).from(user).where(eq(user.id, made.id))
  return { client, email, password, id: made.id as string, name: row!.name }
}
export type Account = Awaited<ReturnType<typeof account>>

/** A published trip with one departure 30 days ahead (bookable now). */
export async function tripWithDeparture() {
  const trip = await createTrip(await db(), {
    startDate: isoDay(30),
    endDate: isoDay(34),
    seatsTotal: 20,
    seatsLeft: 20,
  })
  return { tripId: trip.id, departureId: trip.departureId }
}

/** Books the departure as `who` over REST; answers the booking id. */
export async function book(who: Account, departureId: number): Promise<number> {
  const reply = await who.client.call('POST /api/v1/me/bookings', { departureId, travellers: 1 })
  if (reply.status !== 201) throw new Error(`booking failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return (reply.body as { booking: { id: number } }).booking.id
}

/** The departure's days move into the past: it ended `daysAgo` days ago. */
export async function endDeparture(departureId: number, daysAgo = 2) {
  await (
    await db()
  )
    .update(departures)
    .set({ startDate: isoDay(-daysAgo - 4), endDate: isoDay(-daysAgo) })
    .where(eq(departures.id, departureId))
}

/** The departure is under way: it started yesterday and ends tomorrow. */
export async function departureUnderWay(departureId: number) {
  await (
    await db()
  )
    .update(departures)
    .set({ startDate: isoDay(-1), endDate: isoDay(1) })
    .where(eq(departures.id, departureId))
}

export const reviewBody = (words = 'A wonderful week on the coast, every day was different.') => words

export async function countRows(table: 'reviews' | 'review_invitations') {
  const result = (await (await db()).execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: Array<{ n: number }>
  }
  return Number(result.rows[0]?.n)
}
