import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelBookingHandler, listBookingsHandler, postBookingHandler } from '@/features/bookings/bookings.api.server'
import { cancelBooking, listBookings } from '@/features/bookings/bookings.server'
import { findTrip } from '@/features/trips/trips.server'
import { getTripHandler } from '@/features/trips/trips.api.server'
import { tripJsonLd } from '@/features/trips/trips.seo'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, lastMailTo, runQueuedJobs, signedUpUser } from '../support/auth-client'
import { bookedSeats, createTrip, rest, seatsLeft } from './support'
import { createLegacyTrip } from '../factories/trip'
import { db } from '@/server/db/index.server'
import { openApiDocument } from '@/routes/api/-openapi-document'
import { validatorFor } from '../support/openapi'
import { m } from '@/paraglide/messages'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'

let database: Database
let owner: TestClient
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-bookings-'))
  database = await createTestDatabase()
  owner = new TestClient()
  await signedUpUser(owner)
})
afterAll(() => database.close())

const book = (client: TestClient | null, body: unknown, headers: Record<string, string> = {}) =>
  rest(postBookingHandler, client, 'POST', '/api/v1/me/bookings', body, headers)
const cancel = (client: TestClient | null, id: number | string) =>
  rest((r) => cancelBookingHandler(r, { id: String(id) }), client, 'DELETE', `/api/v1/me/bookings/${id}`)
const list = (client: TestClient | null) => rest(listBookingsHandler, client, 'GET', '/api/v1/me/bookings')

describe(`bookings on ${testEngine}`, () => {
  it('books at once (201, confirmed), takes the seats, lists it, and cancelling gives them back', async () => {
    const trip = await createTrip({ seats: 6 })
    const created = await book(owner, { tripId: trip.id, travellers: 2 })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('private, no-store')
    expect(created.body.booking).toMatchObject({
      tripId: trip.id,
      travellers: 2,
      status: 'confirmed',
      cancellable: true,
      group: 'upcoming',
    })
    expect(await seatsLeft(trip.id)).toBe(4)

    const mine = await list(owner)
    expect(mine.status).toBe(200)
    expect(mine.body.items.map((b: { id: number }) => b.id)).toContain(created.body.booking.id)

    const cancelled = await cancel(owner, created.body.booking.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', group: 'cancelled', cancellable: false })
    expect(await seatsLeft(trip.id)).toBe(6)
    // A retried DELETE is safe: same answer, seats not given back twice.
    const again = await cancel(owner, created.body.booking.id)
    expect(again.status).toBe(200)
    expect(await seatsLeft(trip.id)).toBe(6)
  })

  it('mails the confirmation in the language of the request', async () => {
    const trip = await createTrip({ seats: 5 })
    const spanish = new TestClient(undefined, 'es')
    const { email } = await signedUpUser(spanish)
    const created = await book(spanish, { tripId: trip.id, travellers: 3 })
    expect(created.status).toBe(201)
    // Queued with the booking (ADR 053); a worker would send it within a second or two.
    await runQueuedJobs()
    const mail = lastMailTo(email)
    expect(mail?.subject).toBe(`Reserva confirmada: ${trip.title.es}`)
    expect(mail?.text).toContain(`n.º ${created.body.booking.id}`)
    expect(mail?.text).toContain('3 viajeros')
    expect(mail?.link).toMatch(/\/es\/profile\/trips$/)
  })

  it('answers 409 sold_out when fewer seats are left, 404 for an unknown trip, 409 trip_started for a past one', async () => {
    const trip = await createTrip({ seats: 2 })
    const tooMany = await book(owner, { tripId: trip.id, travellers: 3 })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.error.code).toBe('sold_out')
    expect(tooMany.body.error.message).toContain('2')
    expect(await seatsLeft(trip.id)).toBe(2)

    const unknown = await book(owner, { tripId: 999_999, travellers: 1 })
    expect(unknown.status).toBe(404)

    const past = await createTrip({ seats: 5, startInDays: -3 })
    const late = await book(owner, { tripId: past.id, travellers: 1 })
    expect(late.status).toBe(409)
    expect(late.body.error.code).toBe('trip_started')
  })

  it.each(['en', 'es', 'ru', 'uk'] as const)(
    '%s: a trip with no seat left is sold out; with some left, the answer says how many',
    async (locale) => {
      const trip = await createTrip({ seats: 3 })
      const language = { 'accept-language': locale }
      const some = await book(owner, { tripId: trip.id, travellers: 5 }, language)
      expect(some.status).toBe(409)
      expect(some.body.error).toEqual({
        code: 'sold_out',
        message: m.bookings_error_sold_out({ count: 3 }, { locale }),
      })
      expect((await book(owner, { tripId: trip.id, travellers: 3 }, language)).status).toBe(201)
      const none = await book(owner, { tripId: trip.id, travellers: 3 }, language)
      expect(none.status).toBe(409)
      expect(none.body.error).toEqual({ code: 'sold_out', message: m.bookings_error_trip_sold_out({}, { locale }) })
      expect(none.body.error.message).not.toMatch(/\b0\b/)
      expect(await seatsLeft(trip.id)).toBe(0)
    },
  )

  it('refuses bad input with localized field messages, malformed JSON, anonymous and cross-site calls', async () => {
    const trip = await createTrip()
    const bad = await book(owner, { tripId: 'x', travellers: 0 })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['travellers', 'tripId'])
    const tooBig = await book(owner, { tripId: trip.id, travellers: 11 })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.error.fields.travellers).toBeTruthy()
    const garbage = await book(owner, '{not json')
    expect(garbage.status).toBe(400)
    expect(garbage.body.error.code).toBe('invalid_json')
    const anonymous = await book(null, { tripId: trip.id, travellers: 1 })
    expect(anonymous.status).toBe(401)
    const crossSite = await book(owner, { tripId: trip.id, travellers: 1 }, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.error.code).toBe('forbidden_origin')
    const crossDelete = await rest(
      (r) => cancelBookingHandler(r, { id: '1' }),
      owner,
      'DELETE',
      '/api/v1/me/bookings/1',
      undefined,
      { origin: 'https://evil.example' },
    )
    expect(crossDelete.status).toBe(403)
    expect(await seatsLeft(trip.id)).toBe(10)
    // A booking's id in the URL is decimal digits: other spellings of the same number cancel nothing.
    const kept = (await book(owner, { tripId: trip.id, travellers: 1 })).body.booking
    for (const id of [`0x${kept.id.toString(16)}`, `${kept.id}e0`, ` ${kept.id}`, `${kept.id}.0`, '0', 'abc']) {
      const refused = await cancel(owner, id)
      expect(refused.status, id).toBe(400)
      expect(refused.body.error.fields.id, id).toBeTruthy()
    }
    expect(await seatsLeft(trip.id)).toBe(9)
    expect((await cancel(owner, String(kept.id))).status).toBe(200)
  })

  it('Idempotency-Key: the same key gives the same booking once, even concurrently; another body is 409', async () => {
    const trip = await createTrip({ seats: 10 })
    const key = 'retry-key-0001'
    const first = await book(owner, { tripId: trip.id, travellers: 2 }, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    const replay = await book(owner, { tripId: trip.id, travellers: 2 }, { 'idempotency-key': key })
    expect(replay.status).toBe(200)
    expect(replay.body.booking.id).toBe(first.body.booking.id)
    expect(await seatsLeft(trip.id)).toBe(8)

    const burstKey = 'retry-key-0002'
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        book(owner, { tripId: trip.id, travellers: 1 }, { 'idempotency-key': burstKey }),
      ),
    )
    const ids = new Set(burst.map((r) => r.body.booking?.id))
    expect(burst.every((r) => r.status === 200 || r.status === 201)).toBe(true)
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1)
    expect(ids.size).toBe(1)
    expect(await seatsLeft(trip.id)).toBe(7)

    const reused = await book(owner, { tripId: trip.id, travellers: 3 }, { 'idempotency-key': key })
    expect(reused.status).toBe(409)
    expect(reused.body.error.code).toBe('idempotency_key_reused')

    // Keys belong to their user: someone else's identical key is their own booking.
    const other = new TestClient()
    await signedUpUser(other)
    const theirs = await book(other, { tripId: trip.id, travellers: 2 }, { 'idempotency-key': key })
    expect(theirs.status).toBe(201)
    expect(theirs.body.booking.id).not.toBe(first.body.booking.id)

    const badKey = await book(owner, { tripId: trip.id, travellers: 1 }, { 'idempotency-key': 'short' })
    expect(badKey.status).toBe(400)
  })

  it('Idempotency-Key: concurrent retries for the last seats all answer the one booking, never sold_out', async () => {
    for (const round of [1, 2, 3]) {
      const trip = await createTrip({ seats: 2 })
      const key = `last-seat-key-${round}`
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => book(owner, { tripId: trip.id, travellers: 2 }, { 'idempotency-key': key })),
      )
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
      expect(new Set(replies.map((r) => r.body.booking.id)).size).toBe(1)
      expect(await seatsLeft(trip.id)).toBe(0)
      expect(await bookedSeats(trip.id)).toBe(2)
    }
  })

  it('a trip whose stored currency the database no longer accepts is refused with 409 trip_not_bookable', async () => {
    // A legacy row (migration 0013's NOT VALID check): any update of it, such as taking seats, fails the check.
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const end = new Date(Date.now() + 34 * 86_400_000).toISOString().slice(0, 10)
    const legacy = await createLegacyTrip(await db(), {
      currency: 'EURO',
      seatsTotal: 6,
      seatsLeft: 6,
      startDate: start,
      endDate: end,
    })
    for (const locale of ['en', 'es', 'ru', 'uk'] as const) {
      const client = locale === 'en' ? owner : new TestClient(undefined, locale)
      if (locale !== 'en') await signedUpUser(client)
      const refused = await book(client, { tripId: legacy.id, travellers: 2 })
      expect(refused.status, locale).toBe(409)
      expect(refused.body.error).toEqual({
        code: 'trip_not_bookable',
        message: m.bookings_error_trip_not_bookable({}, { locale }),
      })
    }
    // Nothing taken, nothing booked; the trip itself is still there as it was.
    expect(await seatsLeft(legacy.id)).toBe(6)
    expect(await bookedSeats(legacy.id)).toBe(0)
    // With an Idempotency-Key too (the refusal first looks for an earlier booking under that key).
    const keyed = await book(owner, { tripId: legacy.id, travellers: 1 }, { 'idempotency-key': 'legacy-currency-01' })
    expect(keyed.status).toBe(409)
    expect(keyed.body.error.code).toBe('trip_not_bookable')
    // The answer is one the OpenAPI document gives for a 409.
    const document = openApiDocument() as unknown as {
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>
    }
    const conflict = document.paths['/api/v1/me/bookings']!.post.responses['409']!
    expect(validatorFor(document, conflict.content['application/json']!.schema).safeParse(keyed.body).success).toBe(
      true,
    )
  })

  it('error answers are the ones the OpenAPI document gives for their status', async () => {
    const trip = await createTrip({ seats: 1 })
    const past = await createTrip({ seats: 5, startInDays: -3 })
    await book(owner, { tripId: trip.id, travellers: 1 }, { 'idempotency-key': 'documented-0001' })
    const answers = [
      await book(owner, { tripId: trip.id, travellers: 1 }),
      await book(owner, { tripId: past.id, travellers: 1 }),
      await book(owner, { tripId: trip.id, travellers: 2 }, { 'idempotency-key': 'documented-0001' }),
      await book(owner, { tripId: 999_999, travellers: 1 }),
      await book(owner, '{not json'),
      await book(owner, { tripId: trip.id, travellers: 1 }, { 'idempotency-key': 'short' }),
      await book(null, { tripId: trip.id, travellers: 1 }),
      await book(owner, { tripId: trip.id, travellers: 1 }, { origin: 'https://evil.example' }),
    ]
    expect(answers.map((a) => a.body.error.code)).toEqual([
      'sold_out',
      'trip_started',
      'idempotency_key_reused',
      'not_found',
      'invalid_json',
      'invalid_input',
      'unauthorized',
      'forbidden_origin',
    ])
    type Operation = { responses: Record<string, { content: Record<string, { schema: unknown }> }> }
    const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> }
    const documented = (method: 'post' | 'delete', path: string, status: number) => {
      const response = document.paths[path]![method]!.responses[String(status)]!
      return validatorFor(document, response.content['application/json']!.schema)
    }
    for (const answer of answers) {
      const result = documented('post', '/api/v1/me/bookings', answer.status).safeParse(answer.body)
      expect(result.success, JSON.stringify(answer.body)).toBe(true)
    }
    // DELETE of a started trip's booking (the service's answer, as the handler sends it).
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const created = await book(owner, { tripId: (await createTrip({ seats: 2 })).id, travellers: 1 })
    const error = await cancelBooking(await userIdOf(owner), created.body.booking.id, 'en', later).catch((e) => e)
    const body = { error: { code: error.code, message: error.message } }
    expect(documented('delete', '/api/v1/me/bookings/{id}', error.status).safeParse(body).success).toBe(true)
  })

  it('200 concurrent requests for a 10-seat trip book exactly 10 seats (the database decides)', async () => {
    const trip = await createTrip({ seats: 10 })
    const clients = [owner]
    for (let i = 0; i < 3; i++) {
      const client = new TestClient()
      await signedUpUser(client)
      clients.push(client)
    }
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(clients[i % clients.length]!, { tripId: trip.id, travellers: 1 })),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(190)
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.error.code === 'sold_out')).toBe(true)
    expect(await seatsLeft(trip.id)).toBe(0)
    expect(await bookedSeats(trip.id)).toBe(10)
  })

  it('seats left from bookings show in the JSON API and the JSON-LD availability', async () => {
    const trip = await createTrip({ seats: 4 })
    await book(owner, { tripId: trip.id, travellers: 3 })
    const api = await getTripHandler(new Request(`http://localhost/api/v1/trips/${trip.id}`), { id: String(trip.id) })
    const body = (await api.json()) as { data: { seatsLeft: number } }
    expect(body.data.seatsLeft).toBe(1)
    const limited = await findTrip('en', trip.id)
    expect(tripJsonLd(limited!, 'en')[0]).toMatchObject({
      offers: [{ availability: 'https://schema.org/LimitedAvailability', inventoryLevel: { value: 1 } }],
    })
    await book(owner, { tripId: trip.id, travellers: 1 })
    const soldOut = await findTrip('en', trip.id)
    expect(tripJsonLd(soldOut!, 'en')[0]).toMatchObject({ offers: [{ availability: 'https://schema.org/SoldOut' }] })
  })

  it('a started trip can no longer be cancelled', async () => {
    const trip = await createTrip({ seats: 3, startInDays: 10 })
    const created = await book(owner, { tripId: trip.id, travellers: 1 })
    // Eleven days later the trip has started: the booking is "past" and stays.
    const later = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10)
    const userId = await userIdOf(owner)
    await expect(cancelBooking(userId, created.body.booking.id, 'en', later)).rejects.toMatchObject({
      status: 409,
      code: 'trip_started',
    })
    const mine = await listBookings(userId, 'en', later)
    expect(mine.find((b) => b.id === created.body.booking.id)).toMatchObject({ group: 'past', cancellable: false })
    expect(await seatsLeft(trip.id)).toBe(2)
  })

  it('a refused cancellation says what happened and what the member can do, in their language and plural', async () => {
    const trip = await createTrip({ seats: 20, startInDays: 10 })
    const later = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10)
    const userId = await userIdOf(owner)
    const refusal = async (travellers: number, locale: Locale) => {
      const created = await book(owner, { tripId: trip.id, travellers })
      const error = await cancelBooking(userId, created.body.booking.id, locale, later).catch((e: Error) => e)
      expect(error).toMatchObject({ status: 409, code: 'trip_started' })
      return { text: (error as Error).message, title: trip.title[locale], date: formatDate(trip.startDate, locale) }
    }
    const en = await refusal(2, 'en')
    expect(en.text).toBe(
      `${en.title} started on ${en.date}, so this booking can no longer be cancelled: cancelling is free only until ` +
        'the trip starts. Your 2 seats stay booked. If you cannot travel, write to us at hello@waypoints.example.',
    )
    const ru = await refusal(5, 'ru')
    expect(ru.text).toBe(
      `Поездка «${ru.title}» началась ${ru.date}, поэтому это бронирование уже нельзя отменить: бесплатная отмена ` +
        'возможна только до начала поездки. Ваши 5 мест остаются забронированными. Если вы не можете поехать, ' +
        'напишите нам на hello@waypoints.example.',
    )
    expect((await refusal(1, 'uk')).text).toContain('Ваше 1 місце залишається заброньованим.')
    expect((await refusal(1, 'es')).text).toContain('Tu 1 plaza sigue reservada. Si no puedes viajar, escríbenos')
    expect((await refusal(1, 'ru')).text).toContain('Ваше 1 место остаётся забронированным.')
  })
})

async function userIdOf(client: TestClient): Promise<string> {
  const { requireUser } = await import('@/features/auth/require-user.server')
  const headers = new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') })
  return (await requireUser(new Request('http://localhost/', { headers }))).id
}
