// Saved trips (ADR 058): each member reads and changes only their own list; saving is idempotent; a saved trip's
// departure that fills up or is cancelled shows a notice on the list and is mailed once, only to savers who opted in.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postBookingHandler } from '@/features/bookings/bookings.api.server'
import * as saved from '@/features/trips/saved-trips.api.server'
import { mailSavedTripAlerts } from '@/features/trips/saved-trip-alerts.server'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { userPreferences } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../support/db'
import { createTrip } from '../factories/trip'
import { rest } from '../profile/support'
import { mailsTo, runQueuedJobs, type TestClient } from '../support/auth-client'
import { account, isoDay, staffApi } from '../departures/support'

let database: Database
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-saved-'))
  database = await createTestDatabase()
})
afterAll(() => database.close())

const api = {
  list: (c: TestClient | null) => rest(saved.listSavedTripsHandler, c, 'GET', '/api/v1/me/saved-trips'),
  ids: (c: TestClient | null) => rest(saved.savedTripIdsHandler, c, 'GET', '/api/v1/me/saved-trips/ids'),
  save: (c: TestClient | null, id: number | string) =>
    rest((r) => saved.saveTripHandler(r, { tripId: String(id) }), c, 'PUT', `/api/v1/me/saved-trips/${id}`),
  remove: (c: TestClient | null, id: number | string) =>
    rest((r) => saved.unsaveTripHandler(r, { tripId: String(id) }), c, 'DELETE', `/api/v1/me/saved-trips/${id}`),
}

const optIn = (userId: string) =>
  database.db.update(userPreferences).set({ savedTripAlerts: true }).where(eq(userPreferences.userId, userId))

describe(`saved trips on ${testEngine}`, () => {
  it('saves idempotently, lists only the own trips, and removes', async () => {
    const trip = await createTrip(database.db, { startDate: isoDay(30), endDate: isoDay(34) })
    const other = await createTrip(database.db, { startDate: isoDay(40), endDate: isoDay(44) })
    const [a, b] = await Promise.all([account(), account()])

    expect((await api.list(null)).status).toBe(401)
    expect((await api.save(null, trip.id)).status).toBe(401)

    expect((await api.save(a.client, trip.id)).status).toBe(201)
    const again = await api.save(a.client, trip.id)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ tripId: trip.id, saved: true })
    expect((await api.save(b.client, other.id)).status).toBe(201)

    expect((await api.ids(a.client)).body).toEqual({ ids: [trip.id] })
    const list = await api.list(a.client)
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toContain('no-store')
    expect(list.body.items.map((i: { trip: { id: number } }) => i.trip.id)).toEqual([trip.id])
    expect(list.body.items[0].notices).toEqual([])
    expect((await api.list(b.client)).body.items.map((i: { trip: { id: number } }) => i.trip.id)).toEqual([other.id])

    // B removing A's trip changes nothing on A's list.
    expect((await api.remove(b.client, trip.id)).body).toEqual({ tripId: trip.id, saved: false, removed: false })
    expect((await api.ids(a.client)).body.ids).toEqual([trip.id])
    expect((await api.remove(a.client, trip.id)).body.removed).toBe(true)
    expect((await api.ids(a.client)).body.ids).toEqual([])

    expect((await api.save(a.client, 999_999)).status).toBe(404)
    expect((await api.save(a.client, 'abc')).status).toBe(400)
  })

  it('notices a departure that fills up or is cancelled, and mails it once, only to savers who opted in', async () => {
    const trip = await createTrip(database.db, {
      title: { en: 'Salt flats', es: 'Salinas', ru: 'Солончаки', uk: 'Солончаки' },
      departures: [
        { startDate: isoDay(20), endDate: isoDay(25), seatsTotal: 2, seatsLeft: 2 },
        { startDate: isoDay(50), endDate: isoDay(55), seatsTotal: 8, seatsLeft: 8 },
      ],
    })
    const [first, second] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]]
    const [opted, quiet, booker, admin] = await Promise.all([
      account({ locale: 'uk' }),
      account(),
      account(),
      account({ role: 'admin' }),
    ])
    await optIn(opted.id)
    for (const saver of [opted, quiet]) expect((await api.save(saver.client, trip.id)).status).toBe(201)

    // A booking takes the last seats; staff cancel the other departure.
    const booked = await rest(postBookingHandler, booker.client, 'POST', '/api/v1/me/bookings', {
      departureId: first.id,
      travellers: 2,
    })
    expect(booked.status).toBe(201)
    expect((await staffApi.cancel(admin.client, second.id)).status).toBe(200)

    const notices = (await api.list(opted.client)).body.items[0].notices
    expect(notices.map((n: { departureId: number; kind: string }) => [n.departureId, n.kind])).toEqual([
      [first.id, 'full'],
      [second.id, 'cancelled'],
    ])

    expect(await mailSavedTripAlerts()).toBe(2)
    await runQueuedJobs()
    const subjects = mailsTo(opted.email).map((mail) => mail.subject)
    expect(subjects).toContain(m.saved_mail_full_subject({ trip: 'Солончаки' }, { locale: 'uk' }))
    expect(subjects).toContain(m.saved_mail_cancelled_subject({ trip: 'Солончаки' }, { locale: 'uk' }))
    expect(mailsTo(quiet.email).filter((mail) => mail.subject.includes('Salt flats'))).toEqual([])

    // A second run (a retry, the next minute) finds nothing waiting: no mail twice.
    const before = mailsTo(opted.email).length
    expect(await mailSavedTripAlerts()).toBe(0)
    await runQueuedJobs()
    expect(mailsTo(opted.email)).toHaveLength(before)
  })

  it('leaves no alert for a departure nobody saved', async () => {
    const trip = await createTrip(database.db, {
      startDate: isoDay(30),
      endDate: isoDay(34),
      seatsTotal: 1,
      seatsLeft: 1,
    })
    const booker = await account()
    const booked = await rest(postBookingHandler, booker.client, 'POST', '/api/v1/me/bookings', {
      tripId: trip.id,
      travellers: 1,
    })
    expect(booked.status).toBe(201)
    expect(await mailSavedTripAlerts()).toBe(0)
  })
})
