// Seats per departure (ADR 011, 045): bookings and a staff edit of the seats, all at once, never oversell and leave
// seats_left equal to the total less what confirmed bookings hold; a body with only `tripId` (written before
// departures) books the trip's next open departure.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postBookingHandler } from '@/features/bookings/bookings.api.server'
import { createBooking } from '@/features/bookings/bookings.server'
import { updateDeparture } from '@/features/departures/departures.server'
import { getTripHandler } from '@/features/trips/trips.api.server'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { createTrip } from '../factories/trip'
import { rest, userOf } from '../profile/support'
import type { TestClient } from '../support/auth-client'
import { account, isoDay, staffApi } from './support'

let database: Database
let member: TestClient
let admin: TestClient
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-departures-capacity-'))
  database = await createTestDatabase()
  member = (await account()).client
  admin = (await account({ role: 'admin' })).client
})
afterAll(() => database.close())

const facts = async (departureId: number) => {
  const result = (await database.db.execute(sql`
    select d.seats_total, d.seats_left,
      (select coalesce(sum(travellers), 0)::int from bookings b where b.departure_id = d.id and b.status = 'confirmed') as booked
    from departures d where d.id = ${departureId}`)) as unknown as {
    rows: Array<{ seats_total: number; seats_left: number; booked: number }>
  }
  const row = result.rows[0]!
  return { total: Number(row.seats_total), left: Number(row.seats_left), booked: Number(row.booked) }
}

const book = (body: unknown) => rest(postBookingHandler, member, 'POST', '/api/v1/me/bookings', body)

describe(`capacity under concurrent bookings and seat edits on ${testEngine}`, () => {
  it('60 bookings racing edits of the total (down to 8, up to 30, down to 12) never oversell', async () => {
    const trip = await createTrip(database.db, { startDate: isoDay(30), seatsTotal: 20, seatsLeft: 20 })
    const booker = await userOf(member)
    const actor = await userOf(admin)
    const input = { startDate: isoDay(30), endDate: isoDay(36), priceMinor: 100000, currency: 'EUR' }
    const edit = (seatsTotal: number) =>
      updateDeparture(actor, trip.departureId, { ...input, seatsTotal }, 'en').then(
        () => 'edited',
        (e: { status?: number }) => `refused ${e.status}`,
      )
    const bookings = Array.from({ length: 60 }, (_, i) =>
      createBooking(booker, { departureId: trip.departureId, travellers: 1 + (i % 2) }, { locale: 'en' }).then(
        () => 'booked',
        (e: { status?: number; code?: string }) => `refused ${e.status} ${e.code}`,
      ),
    )
    const outcomes = await Promise.all([
      ...bookings.slice(0, 20),
      edit(8),
      ...bookings.slice(20, 40),
      edit(30),
      ...bookings.slice(40),
      edit(12),
    ])
    // Every refusal is a typed one: sold out for bookings, "below what is booked" (400) for an edit.
    for (const outcome of outcomes) expect(outcome).toMatch(/^(booked|edited|refused 409 sold_out|refused 400)$/)
    expect(outcomes.filter((o) => o === 'booked').length).toBeGreaterThan(0)
    const { total, left, booked } = await facts(trip.departureId)
    expect(left).toBeGreaterThanOrEqual(0)
    expect(booked).toBeLessThanOrEqual(total)
    expect(left).toBe(total - booked)
  })

  it('an edit may not take the total below what is booked; the departure keeps its seats then', async () => {
    const trip = await createTrip(database.db, { startDate: isoDay(30), seatsTotal: 10, seatsLeft: 10 })
    expect((await book({ departureId: trip.departureId, travellers: 6 })).status).toBe(201)
    const body = { startDate: isoDay(30), endDate: isoDay(36), priceMinor: 100000, currency: 'EUR' }
    const refused = await staffApi.update(admin, trip.departureId, { ...body, seatsTotal: 5 })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.seatsTotal).toContain('6')
    expect(await facts(trip.departureId)).toEqual({ total: 10, left: 4, booked: 6 })
    const fits = await staffApi.update(admin, trip.departureId, { ...body, seatsTotal: 6 })
    expect(fits.status).toBe(200)
    // The trip's page changed with it: its updated_at (the sitemaps' lastmod) moved.
    const [touched] = (
      (await database.db.execute(sql`select updated_at > ${trip.updatedAt.toISOString()}::timestamptz as moved
        from trips where id = ${trip.id}`)) as unknown as { rows: Array<{ moved: boolean }> }
    ).rows
    expect(touched?.moved).toBe(true)
    expect(fits.body.departure).toMatchObject({ seatsTotal: 6, seatsLeft: 0, status: 'full', booked: 6 })
    const grown = await staffApi.update(admin, trip.departureId, { ...body, seatsTotal: 9 })
    expect(grown.body.departure).toMatchObject({ seatsTotal: 9, seatsLeft: 3, status: 'open' })
  })
})

describe(`/api/v1 stays compatible with departures on ${testEngine}`, () => {
  it('a booking with only tripId books the next open departure with a seat', async () => {
    const trip = await createTrip(database.db, {
      departures: [
        { startDate: isoDay(-20), seatsTotal: 8, seatsLeft: 8 }, // past
        { startDate: isoDay(10), seatsTotal: 8, seatsLeft: 0 }, // full
        { startDate: isoDay(15), seatsTotal: 8, seatsLeft: 8, status: 'cancelled', cancelledAt: new Date() },
        { startDate: isoDay(40), seatsTotal: 8, seatsLeft: 5 }, // the later of two open ones
        { startDate: isoDay(25), seatsTotal: 8, seatsLeft: 3 }, // the next open one
      ],
    })
    const next = trip.departures[4]!
    const booked = await book({ tripId: trip.id, travellers: 2 })
    expect(booked.status).toBe(201)
    expect(booked.body.booking).toMatchObject({
      tripId: trip.id,
      departureId: next.id,
      trip: { startDate: next.startDate, endDate: next.endDate, priceMinor: next.priceMinor },
    })
    expect((await facts(next.id)).left).toBe(1)
    // departureId picks one; with tripId too, it must be that trip's.
    const later = trip.departures[3]!
    expect((await book({ departureId: later.id, travellers: 1 })).body.booking.departureId).toBe(later.id)
    expect((await book({ tripId: trip.id, departureId: later.id, travellers: 1 })).status).toBe(201)
    const other = await createTrip(database.db, { startDate: isoDay(50) })
    expect((await book({ tripId: other.id, departureId: later.id, travellers: 1 })).status).toBe(404)
    // The cancelled and the full one refuse with their reasons; neither tripId nor departureId is a 400 at tripId.
    const cancelled = await book({ departureId: trip.departures[2]!.id, travellers: 1 })
    expect([cancelled.status, cancelled.body.error.code]).toEqual([409, 'departure_cancelled'])
    const full = await book({ departureId: trip.departures[1]!.id, travellers: 1 })
    expect([full.status, full.body.error.code]).toEqual([409, 'sold_out'])
    const neither = await book({ travellers: 1 })
    expect(neither.status).toBe(400)
    expect(Object.keys(neither.body.error.fields)).toEqual(['tripId'])
  })

  it('a trip without any departure reads and refuses a booking cleanly', async () => {
    const trip = await createTrip(database.db, { departures: [] })
    const answer = await rest(
      (r) => getTripHandler(r, { id: String(trip.id) }),
      null,
      'GET',
      `/api/v1/trips/${trip.id}`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ startDate: null, priceMinor: null, seatsLeft: null, departures: [] })
    const refused = await book({ tripId: trip.id, travellers: 1 })
    expect([refused.status, refused.body.error.code]).toEqual([409, 'no_departure'])
  })

  it('a trip answer keeps the next departure’s fields and adds every upcoming departure', async () => {
    const trip = await createTrip(database.db, {
      departures: [
        { startDate: isoDay(70), priceMinor: 200000, seatsTotal: 10, seatsLeft: 10 },
        { startDate: isoDay(35), priceMinor: 180000, seatsTotal: 10, seatsLeft: 4 },
      ],
    })
    const answer = await rest(
      (r) => getTripHandler(r, { id: String(trip.id) }),
      null,
      'GET',
      `/api/v1/trips/${trip.id}`,
    )
    expect(answer.body.data).toMatchObject({
      startDate: isoDay(35),
      priceMinor: 180000,
      seatsTotal: 10,
      seatsLeft: 4,
      departures: [
        { startDate: isoDay(35), status: 'open', seatsLeft: 4 },
        { startDate: isoDay(70), status: 'open', seatsLeft: 10 },
      ],
    })
  })
})
