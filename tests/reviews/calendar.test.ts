// The booking's calendar event (ADR 057): the confirmation mail carries an .ics file and My trips offers the same
// file; a calendar program's parser (Mozilla's ical.js) reads one all-day event over the departure's days, its
// summary in the member's language, the trip's address and a stable UID; the text has CRLF lines folded at 75 octets.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { TestClient, mailsTo } from '../support/auth-client'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { account, book, isoDay, tripWithDeparture } from './support'

stubTempDataDir('waypoints-calendar-')

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const compact = (day: string) => day.replaceAll('-', '')

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

function expectWellFormed(text: string) {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  // Every line ends in CRLF (no bare LF), and no line is longer than 75 octets (RFC 5545 §3.1).
  expect(text.replaceAll('\r\n', '')).not.toContain('\n')
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
}

describe(`the booking calendar event on ${testEngine}`, () => {
  it('the confirmation mail carries the .ics: one all-day event, in the member’s language, folded and CRLF', async () => {
    const { tripId, departureId } = await tripWithDeparture()
    const traveller = await account({ locale: 'uk' })
    const bookingId = await book(traveller, departureId)
    const mail = mailsTo(traveller.email).find((sent) => sent.attachments?.length)!
    expect(mail).toBeDefined()
    const [file] = mail.attachments!
    expect(file).toMatchObject({
      filename: `waypoints-booking-${bookingId}.ics`,
      contentType: expect.stringMatching(/^text\/calendar/),
    })
    expectWellFormed(file!.content)

    const { calendar, vevent, event } = parseEvent(file!.content)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Waypoints')
    expect(event.uid).toMatch(new RegExp(`^booking-${bookingId}@`))
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy()
    // All-day: DATE values, the end exclusive (the day after the last day).
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe(isoDay(30))
    expect(event.endDate.isDate).toBe(true)
    expect(event.endDate.toString()).toBe(isoDay(35))
    expect(file!.content).toContain(`DTSTART;VALUE=DATE:${compact(isoDay(30))}`)
    const title = (await new TestClient(undefined, 'uk').call(`GET /api/v1/trips/${tripId}`)).body.data.title as string
    expect(event.summary).toBe(m.calendar_event_summary({ trip: title }, { locale: 'uk' }))
    expect(event.summary).not.toBe(m.calendar_event_summary({ trip: title }, { locale: 'en' }))
    expect(vevent.getFirstPropertyValue('url')).toMatch(new RegExp(`/uk/trips/${tripId}/?$`))
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('My trips’ download: the same event for the owner, 404 for another member, 401 anonymous', async () => {
    const { departureId } = await tripWithDeparture()
    const traveller = await account()
    const other = await account()
    const bookingId = await book(traveller, departureId)
    const path = `GET /api/v1/me/bookings/${bookingId}/calendar.ics` as const
    expect((await new TestClient().call(path)).status).toBe(401)
    const foreign = await other.client.call(path)
    expect(foreign.status).toBe(404)
    const own = await traveller.client.call(path)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="waypoints-booking-${bookingId}.ics"`)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    const text = own.body as string
    expectWellFormed(text)
    const { event } = parseEvent(text)
    expect(event.uid).toMatch(new RegExp(`^booking-${bookingId}@`))
    expect(event.startDate.toString()).toBe(isoDay(30))

    // Cancelled, the same UID says so: a calendar that imported it drops the event.
    await traveller.client.call(`DELETE /api/v1/me/bookings/${bookingId}`)
    const cancelled = parseEvent((await traveller.client.call(path)).body as string)
    expect(cancelled.event.uid).toBe(event.uid)
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })
})
