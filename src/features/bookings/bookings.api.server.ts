import { requireUser } from '@/features/auth/require-user.server'
import type { Locale } from '@/lib/i18n/locales'
import { addVary, errorResponse, readJson, requestLocale } from '@/server/http/api.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateJson } from '@/server/http/private.server'
import { parseInput as parse } from '@/server/http/validation.server'
import { z } from 'zod'
import { bookingInputSchema, bookingPathIdSchema, idempotencyKeySchema } from './bookings.schemas'
import { cancelBooking, createBooking, listBookings } from './bookings.server'

// REST half of the bookings (docs/api.md): the same service as the UI's server functions.

/** Runs a signed-in handler: 401 anonymous, typed errors → JSON error body, answers never cached. */
async function signedIn(request: Request, run: (locale: Locale) => Promise<Response>): Promise<Response> {
  const locale = requestLocale(request)
  try {
    return await run(locale)
  } catch (error) {
    const response = errorResponse(error, locale)
    addVary(response.headers, 'Cookie')
    return response
  }
}

/** POST /api/v1/me/bookings → 201 { booking } (200 when an Idempotency-Key repeats). */
export const postBookingHandler = (request: Request) =>
  signedIn(request, async (locale) => {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const rawKey = request.headers.get('idempotency-key')
    const idempotencyKey =
      rawKey === null
        ? undefined
        : parse(z.object({ 'Idempotency-Key': idempotencyKeySchema }), { 'Idempotency-Key': rawKey }, locale)[
            'Idempotency-Key'
          ]
    const body = await readJson(request, locale)
    if (!body.ok) return body.response
    const input = parse(bookingInputSchema, body.data, locale)
    const { booking, created } = await createBooking(user, input, { locale, idempotencyKey })
    return privateJson({ booking }, created ? 201 : 200, locale)
  })

/** GET /api/v1/me/bookings → 200 { items } (own bookings only). */
export const listBookingsHandler = (request: Request) =>
  signedIn(request, async (locale) => {
    const user = await requireUser(request)
    return privateJson({ items: await listBookings(user.id, locale) }, 200, locale)
  })

/** DELETE /api/v1/me/bookings/{id} → 200 { booking } (cancelled); someone else's id → 404. */
export const cancelBookingHandler = (request: Request, params: { id: string }) =>
  signedIn(request, async (locale) => {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const id = parse(z.object({ id: bookingPathIdSchema }), params, locale).id
    return privateJson({ booking: await cancelBooking(user.id, id, locale) }, 200, locale)
  })
