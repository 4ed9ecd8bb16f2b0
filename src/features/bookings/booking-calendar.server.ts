import ical, { ICalEventStatus } from 'ical-generator'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { env } from '@/server/env.server'
import type { Booking } from './bookings.schemas'

// A booking as an iCalendar file (RFC 5545; ADR 057): one all-day VEVENT over the departure's days, attached to the
// confirmation mail and offered on My trips. ical-generator writes CRLF lines folded at 75 octets and escapes text.

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

export const calendarFileName = (booking: Pick<Booking, 'id'>) => `waypoints-booking-${booking.id}.ics`

/** The day after `day` (YYYY-MM-DD): DTEND of an all-day event is exclusive. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/** The .ics text of a booking, in the member's language. */
export function bookingCalendar(booking: Booking, locale: Locale): string {
  const origin = env().baseURL
  const host = new URL(origin).hostname
  const calendar = ical({
    prodId: { company: 'Waypoints', product: 'Bookings', language: locale.toUpperCase() },
    name: 'Waypoints',
  })
  calendar.createEvent({
    // Stable across downloads and the mail, so a calendar updates the event rather than adding a second one.
    id: `booking-${booking.id}@${host}`,
    stamp: new Date(booking.cancelledAt ?? booking.createdAt),
    start: new Date(`${booking.trip.startDate}T00:00:00Z`),
    end: nextDay(booking.trip.endDate),
    allDay: true,
    summary: m.calendar_event_summary({ trip: booking.trip.title }, { locale }),
    description: m.calendar_event_description(
      { trip: booking.trip.title, id: booking.id, count: booking.travellers },
      { locale },
    ),
    location: `${booking.trip.place}, ${booking.trip.country}`,
    url: `${origin}${withTrailingSlash(`/${locale}/trips/${booking.trip.id}`)}`,
    status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}
