import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { privateHeaders, privateJson } from '@/server/http/private.server'
import { parseInput } from '@/server/http/validation.server'
import { bookingInputSchema, bookingPathIdSchema, idempotencyKeySchema } from './bookings.schemas'
import { bookingCalendar, CALENDAR_TYPE, calendarFileName } from './booking-calendar.server'
import { cancelBooking, createBooking, getBooking, listBookings } from './bookings.server'

// REST half of the bookings (docs/api.md): the same service as the UI's server functions, behind the signed-in edge
// (ADR 021).

const keyHeader = z.object({ 'Idempotency-Key': idempotencyKeySchema })

/** POST /api/v1/me/bookings → 201 { booking } (200 when an Idempotency-Key repeats). */
export const postBookingHandler = signedInEndpoint(
  { body: bookingInputSchema },
  async ({ request, locale, user, body }) => {
    const rawKey = request.headers.get('idempotency-key')
    const idempotencyKey =
      rawKey === null ? undefined : parseInput(keyHeader, { 'Idempotency-Key': rawKey }, locale)['Idempotency-Key']
    const { booking, created } = await createBooking(user, body, { locale, idempotencyKey })
    return privateJson({ booking }, created ? 201 : 200, locale)
  },
)

/** GET /api/v1/me/bookings → 200 { items } (own bookings only). */
export const listBookingsHandler = signedInEndpoint({}, async ({ locale, user }) =>
  privateJson({ items: await listBookings(user.id, locale) }, 200, locale),
)

/** DELETE /api/v1/me/bookings/{id} → 200 { booking } (cancelled); someone else's id → 404. */
export const cancelBookingHandler = signedInEndpoint(
  { params: z.object({ id: bookingPathIdSchema }) },
  async ({ locale, user, params }) =>
    privateJson({ booking: await cancelBooking(user.id, params.id, locale) }, 200, locale),
)

/** GET /api/v1/me/bookings/{id}/calendar.ics → 200 text/calendar (own booking only; someone else's id → 404). */
export const bookingCalendarHandler = signedInEndpoint(
  { params: z.object({ id: bookingPathIdSchema }) },
  async ({ locale, user, params }) => {
    const booking = await getBooking(user.id, params.id, locale)
    return new Response(bookingCalendar(booking, locale), {
      headers: {
        'content-type': CALENDAR_TYPE,
        'content-disposition': `attachment; filename="${calendarFileName(booking)}"`,
        'content-language': locale,
        ...privateHeaders,
      },
    })
  },
)
