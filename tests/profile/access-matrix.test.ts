// Every signed-in call of the profile area, as anonymous / another user / the owner: 401 / 404 / 200 exactly.
import { readFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { deleteMeHandler } from '@/features/auth/account.api.server'
import * as account from '@/features/auth/account.server'
import { signedIn } from '@/features/auth/auth.middleware'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { cancelBookingHandler, listBookingsHandler, postBookingHandler } from '@/features/bookings/bookings.api.server'
import * as bookings from '@/features/bookings/bookings.server'
import { handleGetPreferences, handlePutPreferences } from '@/features/preferences/preferences.server'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { cookieHeaders, createTrip, rest, userOf } from './support'

let database: Database
let owner: TestClient
let other: TestClient
let ownerBookingId: number
let tripId: number

const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
    return 200
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-matrix-'))
  database = await createTestDatabase()
  owner = new TestClient()
  other = new TestClient()
  await signedUpUser(owner)
  await signedUpUser(other)
  tripId = (await createTrip({ seats: 8 })).id
  const created = await rest(postBookingHandler, owner, 'POST', '/api/v1/me/bookings', { tripId, travellers: 1 })
  ownerBookingId = created.body.booking.id
})
afterAll(() => database.close())

describe(`profile REST access on ${testEngine}`, () => {
  it('GET /api/v1/me/bookings: 401 / only their own / own', async () => {
    const anonymous = await rest(listBookingsHandler, null, 'GET', '/api/v1/me/bookings')
    expect(anonymous.status).toBe(401)
    // The error is localized from Accept-Language like the list's trip titles: both say so.
    expect(anonymous.headers.get('content-language')).toBe('en')
    expect(anonymous.headers.get('vary')).toBe('Accept-Language, Cookie')
    const theirs = await rest(listBookingsHandler, other, 'GET', '/api/v1/me/bookings')
    expect(theirs.status).toBe(200)
    expect(theirs.body.items).toEqual([])
    const mine = await rest(listBookingsHandler, owner, 'GET', '/api/v1/me/bookings')
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((b: { id: number }) => b.id)).toEqual([ownerBookingId])
    expect(mine.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(mine.headers.get('content-language')).toBe(owner.locale)
  })

  it('POST /api/v1/me/bookings: 401 anonymous; signed-in users book for themselves', async () => {
    const body = { tripId, travellers: 1 }
    expect((await rest(postBookingHandler, null, 'POST', '/api/v1/me/bookings', body)).status).toBe(401)
    expect((await rest(postBookingHandler, other, 'POST', '/api/v1/me/bookings', body)).status).toBe(201)
  })

  it('DELETE /api/v1/me/bookings/{id}: 401 / 404 / 200', async () => {
    const call = (client: TestClient | null) =>
      rest(
        (r) => cancelBookingHandler(r, { id: String(ownerBookingId) }),
        client,
        'DELETE',
        `/api/v1/me/bookings/${ownerBookingId}`,
      )
    expect((await call(null)).status).toBe(401)
    const foreign = await call(other)
    expect(foreign.status).toBe(404)
    expect(foreign.body.error.code).toBe('not_found')
    const mine = await call(owner)
    expect(mine.status).toBe(200)
    expect(mine.body.booking.status).toBe('cancelled')
  })

  it('GET and PUT /api/v1/user/preferences: 401 / their own / own', async () => {
    expect((await rest(handleGetPreferences, null, 'GET', '/api/v1/user/preferences')).status).toBe(401)
    expect((await rest(handlePutPreferences, null, 'PUT', '/api/v1/user/preferences', { theme: 'dark' })).status).toBe(
      401,
    )
    const set = await rest(handlePutPreferences, owner, 'PUT', '/api/v1/user/preferences', { theme: 'dark' })
    expect(set.status).toBe(200)
    const theirs = await rest(handleGetPreferences, other, 'GET', '/api/v1/user/preferences')
    expect(theirs.status).toBe(200)
    expect(theirs.body.preferences.theme).toBe('system')
    const mine = await rest(handleGetPreferences, owner, 'GET', '/api/v1/user/preferences')
    expect(mine.body.preferences.theme).toBe('dark')
  })

  it('a staff-only handler (role): 401 anonymous, 404 "does not exist" for a member without the role', async () => {
    const backOffice = signedInEndpoint({ role: 'editor' }, async () => Response.json({ secret: true }))
    expect((await rest(backOffice, null, 'GET', '/api/v1/back-office')).status).toBe(401)
    const member = await rest(backOffice, owner, 'GET', '/api/v1/back-office')
    expect(member.status).toBe(404)
    expect(member.body.error.code).toBe('not_found')
  })

  it('DELETE /api/v1/me: 401 anonymous, 403 cross-site', async () => {
    const noop = async () => undefined
    expect(
      (await rest((r) => deleteMeHandler(r, noop), null, 'DELETE', '/api/v1/me', { confirmation: 'x' })).status,
    ).toBe(401)
    const crossSite = await rest(
      (r) => deleteMeHandler(r, noop),
      owner,
      'DELETE',
      '/api/v1/me',
      { confirmation: 'x' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(crossSite.status).toBe(403)
  })
})

describe(`profile server functions on ${testEngine}`, () => {
  // The Start runtime keeps the request in this storage; the middleware reads it with getRequest().
  const eventStorage = (globalThis as Record<symbol, { run<T>(store: unknown, fn: () => T): T }>)[
    Symbol.for('tanstack-start:event-storage')
  ]!
  const runMiddleware = (client: TestClient | null, middleware = signedIn()) =>
    eventStorage.run(
      { request: new Request('http://localhost/_serverFn/x', { headers: client ? cookieHeaders(client) : {} }) },
      () =>
        (
          middleware.options.server as unknown as (ctx: {
            next: (n: { context: unknown }) => unknown
            context: unknown
          }) => Promise<{ context: { user: { id: string } } }>
        )({ next: (n) => n, context: {} }),
    )

  it('signedIn(): anonymous → 401, signed in → the caller as context.user', async () => {
    expect(await statusOf(() => runMiddleware(null))).toBe(401)
    const result = await runMiddleware(owner)
    expect(result.context.user.id).toBe((await userOf(owner)).id)
  })

  it('signedIn({ role }): a member without the staff role gets 404, anonymous 401', async () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(await statusOf(() => runMiddleware(null, signedIn({ role })))).toBe(401)
      expect(await statusOf(() => runMiddleware(owner, signedIn({ role })))).toBe(404)
    }
  })

  it('every profile server function goes through the signed-in guard, signedIn() (public reads excepted)', () => {
    const files = [
      'src/features/bookings/bookings.functions.ts',
      'src/features/preferences/preferences.functions.ts',
      'src/features/auth/account.functions.ts',
    ]
    const publicFns = ['getExchangeRatesFn']
    for (const file of files) {
      const source = readFileSync(path.resolve(file), 'utf8')
      const fns = source.split('export const ').slice(1)
      expect(fns.length).toBeGreaterThan(0)
      for (const fn of fns) {
        const name = fn.slice(0, fn.indexOf(' '))
        if (publicFns.includes(name) || !fn.includes('createServerFn')) continue
        expect(fn, `${file}: ${name}`).toContain('.middleware([signedIn()])')
      }
    }
  })

  it('the services behind them: another user gets 404, the owner 200', async () => {
    const ownerUser = await userOf(owner)
    const otherUser = await userOf(other)
    const booked = await bookings.createBooking(ownerUser, { tripId, travellers: 1 }, { locale: 'en' })
    const id = booked.booking.id
    expect(await statusOf(() => bookings.getBooking(otherUser.id, id, 'en'))).toBe(404)
    expect(await statusOf(() => bookings.cancelBooking(otherUser.id, id, 'en'))).toBe(404)
    expect((await bookings.listBookings(otherUser.id, 'en')).some((b) => b.id === id)).toBe(false)
    expect(await statusOf(() => bookings.cancelBooking(ownerUser.id, id, 'en'))).toBe(200)

    const ownerSessions = await account.listSessions(cookieHeaders(owner), ownerUser.id)
    expect(ownerSessions.length).toBeGreaterThan(0)
    expect(await account.listSessions(cookieHeaders(other), otherUser.id)).not.toContainEqual(
      expect.objectContaining({ id: ownerSessions[0]!.id }),
    )
    expect(await statusOf(() => account.revokeSession(otherUser.id, ownerSessions[0]!.id, 'en'))).toBe(404)
    expect((await account.listSessions(cookieHeaders(owner), ownerUser.id)).length).toBe(ownerSessions.length)
  })
})

describe(`review access (ADR 057) on ${testEngine}`, () => {
  // Only a verified traveller reviews: anonymous 401, a member who did not travel 403, the traveller before the
  // departure's end 409, after it 201, a second review of the booking 409; editing and deleting: the writer only.
  it('POST /api/v1/me/reviews, PATCH and DELETE /api/v1/me/reviews/{id}', async () => {
    const traveller = new TestClient()
    const stranger = new TestClient()
    await signedUpUser(traveller)
    await signedUpUser(stranger)
    const trip = await createTrip({ seats: 4 })
    const booked = await traveller.call('POST /api/v1/me/bookings', { tripId: trip.id, travellers: 1 })
    const bookingId = booked.body.booking.id as number
    const review = { bookingId, rating: 4, body: 'Everything was as described, and the guide was great.' }
    const post = (client: TestClient | null) => (client ?? new TestClient()).call('POST /api/v1/me/reviews', review)

    expect((await post(null)).status).toBe(401)
    expect((await post(stranger)).status).toBe(403)
    const before = await post(traveller)
    expect([before.status, before.body.error.code]).toEqual([409, 'trip_not_ended'])
    await database.db.execute(
      sql`update departures set start_date = current_date - 9, end_date = current_date - 2 where trip_id = ${trip.id}`,
    )
    expect((await post(stranger)).status).toBe(403)
    const made = await post(traveller)
    expect(made.status).toBe(201)
    const second = await post(traveller)
    expect([second.status, second.body.error.code]).toEqual([409, 'already_reviewed'])

    const id = made.body.review.id as number
    const change = { rating: 3, body: 'Everything was as described, the guide was good.' }
    expect((await new TestClient().call(`PATCH /api/v1/me/reviews/${id}`, change)).status).toBe(401)
    expect((await stranger.call(`PATCH /api/v1/me/reviews/${id}`, change)).status).toBe(404)
    expect((await stranger.call(`DELETE /api/v1/me/reviews/${id}`)).status).toBe(404)
    expect((await traveller.call(`PATCH /api/v1/me/reviews/${id}`, change)).status).toBe(200)
    expect((await traveller.call(`DELETE /api/v1/me/reviews/${id}`)).status).toBe(204)
    // The editors' queue of reviews is the back office's: 401 anonymous, 404 for a member.
    expect((await new TestClient().call('GET /api/v1/admin/moderation/reviews')).status).toBe(401)
    expect((await traveller.call('GET /api/v1/admin/moderation/reviews')).status).toBe(404)
  })
})
