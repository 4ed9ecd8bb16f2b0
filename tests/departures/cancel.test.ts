// Staff cancellations (ADR 045): cancelling a departure cancels its bookings (seats back) and mails every traveller
// once, in their own language; cancelling one booking mails its traveller the reason. The manifest (JSON and CSV)
// lists who travels; every change is in the audit log.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postBookingHandler } from '@/features/bookings/bookings.api.server'
import { formatDateRange } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { createTrip } from '../factories/trip'
import { rest } from '../profile/support'
import { mailsTo, type TestClient } from '../support/auth-client'
import { account, isoDay, staffApi } from './support'

let database: Database
let admin: TestClient
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-departures-cancel-'))
  database = await createTestDatabase()
  admin = (await account({ role: 'admin' })).client
})
afterAll(() => database.close())

const book = (client: TestClient, body: unknown) =>
  rest(postBookingHandler, client, 'POST', '/api/v1/me/bookings', body)

/** The mails to `email` whose subject is `subject`, once the after-commit sending is done. */
async function mailsWith(email: string, subject: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(email).filter((mail) => mail.subject === subject)
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return mailsTo(email).filter((mail) => mail.subject === subject)
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows

describe(`cancelling a departure on ${testEngine}`, () => {
  it('cancels every booking, gives the seats back and mails each traveller once, in their language', async () => {
    const trip = await createTrip(database.db, {
      title: { en: 'Fjords by boat', es: 'Fiordos en barco', ru: 'Фьорды на лодке', uk: 'Фіорди човном' },
      departures: [
        { startDate: isoDay(20), endDate: isoDay(26), seatsTotal: 12, seatsLeft: 12 },
        { startDate: isoDay(50), endDate: isoDay(56), seatsTotal: 12, seatsLeft: 12 },
      ],
    })
    const [first, second] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]]
    const travellers = await Promise.all((['uk', 'es', 'ru'] as const).map((locale) => account({ locale })))
    for (const [i, t] of travellers.entries()) {
      expect((await book(t.client, { departureId: second.id, travellers: 1 + i })).status).toBe(201)
    }
    // A booking on the other departure stays as it is.
    expect((await book(travellers[0]!.client, { departureId: first.id, travellers: 1 })).status).toBe(201)

    const cancelled = await staffApi.cancel(admin, second.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.departure).toMatchObject({ status: 'cancelled', seatsLeft: 12, booked: 0 })
    const states = await rows<{ departure_id: number; status: string }>(sql`
      select b.departure_id, b.status from bookings b join departures d on d.id = b.departure_id
      where d.trip_id = ${trip.id} order by b.id`)
    expect(states.filter((s) => s.departure_id === second.id).map((s) => s.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ])
    expect(states.filter((s) => s.departure_id === first.id).map((s) => s.status)).toEqual(['confirmed'])

    for (const t of travellers) {
      const locale = t.client.locale as Locale
      const title = { uk: 'Фіорди човном', es: 'Fiordos en barco', ru: 'Фьорды на лодке', en: 'Fjords by boat' }[locale]
      const dates = formatDateRange(second.startDate, second.endDate, locale)
      const subject = m.departures_mail_departure_subject({ trip: title, dates }, { locale })
      const mails = await mailsWith(t.email, subject)
      expect(mails, `${locale} mail`).toHaveLength(1)
      expect(mails[0]!.text).toContain(title)
      expect(mails[0]!.link).toContain(`/${locale}/profile/trips`)
    }
    // Cancelling again answers unchanged and mails nobody twice.
    expect((await staffApi.cancel(admin, second.id)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const t of travellers) {
      const locale = t.client.locale as Locale
      expect(
        mailsTo(t.email).filter((mail) =>
          mail.subject.includes(formatDateRange(second.startDate, second.endDate, locale)),
        ),
      ).toHaveLength(1)
    }
    // A cancelled departure takes no booking and does not change.
    const late = await book(travellers[1]!.client, { departureId: second.id, travellers: 1 })
    expect([late.status, late.body.error.code]).toEqual([409, 'departure_cancelled'])
    const edit = await staffApi.update(admin, second.id, {
      startDate: isoDay(50),
      endDate: isoDay(56),
      priceMinor: 1,
      currency: 'EUR',
      seatsTotal: 12,
    })
    expect([edit.status, edit.body.error.code]).toEqual([409, 'departure_cancelled'])
    const audit = await rows<{ action: string; subject_id: string }>(
      sql`select action, subject_id from audit_log where subject_type = 'departure' and subject_id = ${String(second.id)}`,
    )
    expect(audit.map((a) => a.action)).toEqual(['departure.cancel'])
  })
})

describe(`cancelling one booking and the manifest on ${testEngine}`, () => {
  it('lists the travellers, cancels one booking with a reason that reaches the traveller, and writes CSV', async () => {
    const trip = await createTrip(database.db, { startDate: isoDay(30), seatsTotal: 10, seatsLeft: 10 })
    const ana = await account({ locale: 'es' })
    const bo = await account()
    const anaBooking = (await book(ana.client, { departureId: trip.departureId, travellers: 2 })).body.booking
    expect((await book(bo.client, { departureId: trip.departureId, travellers: 3 })).status).toBe(201)

    const manifest = await staffApi.manifest(admin, trip.departureId)
    expect(manifest.status).toBe(200)
    expect(manifest.body.departure).toMatchObject({ seatsLeft: 5, booked: 5, bookings: 2 })
    expect(manifest.body.lines).toEqual([
      expect.objectContaining({ bookingId: anaBooking.id, email: ana.email, travellers: 2, status: 'confirmed' }),
      expect.objectContaining({ email: bo.email, travellers: 3, status: 'confirmed' }),
    ])

    const reason = 'The hut closed, a "storm" ahead'
    const refused = await staffApi.cancelBooking(admin, trip.departureId, anaBooking.id, { reason: '' })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.error.fields)).toEqual(['reason'])
    const done = await staffApi.cancelBooking(admin, trip.departureId, anaBooking.id, { reason })
    expect(done.body.booking).toMatchObject({ status: 'cancelled', cancelReason: reason })
    expect((await staffApi.manifest(admin, trip.departureId)).body.departure).toMatchObject({ seatsLeft: 7, booked: 3 })
    const subject = m.departures_mail_booking_subject({ trip: trip.title.es }, { locale: 'es' })
    const [mail] = await mailsWith(ana.email, subject)
    expect(mail?.text).toContain(reason)
    // Another departure's booking id is not this departure's.
    const other = await createTrip(database.db, { startDate: isoDay(30) })
    expect((await staffApi.cancelBooking(admin, other.departureId, anaBooking.id, { reason })).status).toBe(404)

    const csv = await staffApi.csv(admin, trip.departureId)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="manifest-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('booking,name,email,travellers,status,booked_at,cancelled_at,cancel_reason')
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.startsWith(`${anaBooking.id},`))).toContain('"The hut closed, a ""storm"" ahead"')
  })
})
