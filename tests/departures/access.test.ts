// The back office's departures (ADR 045) as anonymous / a member / an editor / an admin: 401 / 404 / 404 / 2xx for
// every staff endpoint and server function (the back office does not reveal itself to anyone without the role).
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedIn } from '@/features/auth/auth.middleware'
import type { Database } from '@/server/db/client.server'
import type { TestClient } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { createTrip } from '../factories/trip'
import { cookieHeaders, rest } from '../profile/support'
import { postBookingHandler } from '@/features/bookings/bookings.api.server'
import { account, isoDay, staffApi } from './support'

let database: Database
let member: TestClient
let editor: TestClient
let admin: TestClient
let tripId: number
let departureId: number
let bookingId: number

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-departures-access-'))
  database = await createTestDatabase()
  member = (await account()).client
  editor = (await account({ role: 'editor' })).client
  admin = (await account({ role: 'admin' })).client
  const trip = await createTrip(database.db, {
    startDate: isoDay(40),
    endDate: isoDay(45),
    seatsTotal: 10,
    seatsLeft: 10,
  })
  tripId = trip.id
  departureId = trip.departureId
  const booked = await rest(postBookingHandler, member, 'POST', '/api/v1/me/bookings', { departureId, travellers: 1 })
  bookingId = booked.body.booking.id
})
afterAll(() => database.close())

const fields = { startDate: isoDay(60), endDate: isoDay(66), priceMinor: 120000, currency: 'EUR', seatsTotal: 12 }

describe(`staff departures REST access on ${testEngine}`, () => {
  // Each call as a given client; the admin's answer last, since some change state.
  const calls: Array<[string, (c: TestClient | null) => ReturnType<typeof staffApi.list>, number]> = [
    ['GET /api/v1/admin/departures', (c) => staffApi.list(c, tripId), 200],
    ['POST /api/v1/admin/departures', (c) => staffApi.create(c, { tripId, ...fields }), 201],
    ['PATCH /api/v1/admin/departures/{id}', (c) => staffApi.update(c, departureId, { ...fields, seatsTotal: 11 }), 200],
    ['GET /api/v1/admin/departures/{id}/manifest', (c) => staffApi.manifest(c, departureId), 200],
    ['GET /api/v1/admin/departures/{id}/manifest.csv', (c) => staffApi.csv(c, departureId), 200],
    [
      'POST /api/v1/admin/departures/{id}/bookings/{bookingId}/cancel',
      (c) => staffApi.cancelBooking(c, departureId, bookingId, { reason: 'The guide is ill' }),
      200,
    ],
    ['POST /api/v1/admin/departures/{id}/cancel', (c) => staffApi.cancel(c, departureId), 200],
  ]
  it.each(calls)('%s: anonymous 401, member 404, editor 404, admin %i', async (_, call, ok) => {
    expect((await call(null)).status).toBe(401)
    expect((await call(member)).status).toBe(404)
    expect((await call(editor)).status).toBe(404)
    const answer = await call(admin)
    expect(answer.status).toBe(ok)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a cross-site write is refused even for an admin', async () => {
    const answer = await rest(
      (r) => import('@/features/departures/departures.api.server').then((api) => api.createDepartureHandler(r)),
      admin,
      'POST',
      '/api/v1/admin/departures',
      { tripId, ...fields },
      { origin: 'https://evil.example' },
    )
    expect(answer.status).toBe(403)
  })
})

describe(`staff departures server functions on ${testEngine}`, () => {
  const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
    Symbol.for('tanstack-start:event-storage')
  ]!
  const statusOf = async (run: () => Promise<unknown>) => {
    try {
      await run()
      return 200
    } catch (error) {
      return (error as { status?: number }).status ?? 500
    }
  }
  const guard = (client: TestClient | null) =>
    eventStorage.run(
      { request: new Request('http://localhost/_serverFn/x', { headers: client ? cookieHeaders(client) : {} }) },
      () =>
        (
          signedIn({ role: 'admin' }).options.server as unknown as (ctx: {
            next: (n: { context: unknown }) => unknown
            context: unknown
          }) => Promise<unknown>
        )({ next: (n) => n, context: {} }),
    )

  it('the admin guard: anonymous 401, member 404, editor 404, admin through', async () => {
    expect(await statusOf(() => guard(null))).toBe(401)
    expect(await statusOf(() => guard(member))).toBe(404)
    expect(await statusOf(() => guard(editor))).toBe(404)
    expect(await statusOf(() => guard(admin))).toBe(200)
  })

  it('every departures server function goes through the admin guard', () => {
    const source = readFileSync(path.resolve('src/features/departures/departures.functions.ts'), 'utf8')
    const fns = source.split('export const ').slice(1)
    expect(fns.length).toBe(6)
    for (const fn of fns)
      expect(fn, fn.slice(0, 30)).toMatch(
        /\.middleware\(\[signedIn\(\{ role: 'admin' \}\)(, pageErrorsMiddleware)?\]\)/,
      )
  })
})
