import { z } from 'zod'
import type { ImageView } from '@/lib/images'
import { locales } from '@/lib/i18n/locales'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'

/** Most travellers one booking may carry (a group larger than this books twice or writes to us). */
export const MAX_TRAVELLERS = 10

/** The largest id a row can have (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647

const tripId = z
  .number({ error: fieldMessage((locale) => m.trips_field_id_invalid({}, { locale })) })
  .int()
  .min(1)
  .max(MAX_ID)

const departureId = z
  .number({ error: fieldMessage((locale) => m.departures_field_id_invalid({}, { locale })) })
  .int()
  .min(1)
  .max(MAX_ID)

/**
 * POST /api/v1/me/bookings body, and the book dialog's values; unknown keys are refused like every body's. A body
 * with only `tripId` (written before departures, ADR 045) books that trip's next open departure.
 */
export const bookingFields = z.strictObject({
  tripId: tripId.optional(),
  departureId: departureId.optional(),
  travellers: z.number().int().min(1).max(MAX_TRAVELLERS),
})
const namesDeparture = (v: { tripId?: unknown; departureId?: unknown }) =>
  v.tripId !== undefined || v.departureId !== undefined
// Said at `tripId` as before departures (a body naming neither reads as the required field missing), also when other
// fields fail: a client sees every missing field at once.
const namesDepartureError = {
  error: fieldMessage((locale) => m.validation_required({}, { locale })),
  path: ['tripId'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}
export const bookingInputSchema = bookingFields.refine(namesDeparture, namesDepartureError)
export type BookingInput = z.infer<typeof bookingInputSchema>

/** `Idempotency-Key`: printable ASCII, like the IETF draft and the payment APIs that use it. */
export const idempotencyKeySchema = z
  .string({ error: fieldMessage((locale) => m.bookings_field_idempotency_key_invalid({}, { locale })) })
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/)

export const bookingIdSchema = z.number().int().min(1).max(MAX_ID)

/** A booking id in the URL: decimal digits only ("0x1", "1e0" and " 1" name no booking), then a booking id. */
const bookingIdInvalid = fieldMessage((locale) => m.bookings_field_id_invalid({}, { locale }))
export const bookingPathIdSchema = z
  .string({ error: bookingIdInvalid })
  .regex(/^[0-9]+$/)
  .transform(Number)
  .pipe(z.number({ error: bookingIdInvalid }).int().min(1).max(MAX_ID))

export const createBookingFnInput = bookingFields
  .extend({ locale: z.enum(locales), idempotencyKey: idempotencyKeySchema })
  .refine(namesDeparture, namesDepartureError)
export const bookingFnInput = z.object({ id: bookingIdSchema, locale: z.enum(locales) })
export const myBookingsFnInput = z.object({ locale: z.enum(locales) })

export type BookingStatus = 'confirmed' | 'cancelled'

/** A booking as its owner sees it (REST and UI). */
export interface Booking {
  id: number
  tripId: number
  /** The departure booked (ADR 045); `trip` carries its dates and price. */
  departureId: number
  travellers: number
  status: BookingStatus
  createdAt: string
  cancelledAt: string | null
  /** Why staff cancelled it; null when the traveller cancelled or it stands. */
  cancelReason: string | null
  /** Confirmed and the trip has not started: the owner may still cancel. */
  cancellable: boolean
  /** upcoming / past / cancelled: the tab it belongs to on "My trips". */
  group: 'upcoming' | 'past' | 'cancelled'
  trip: {
    id: number
    title: string
    place: string
    country: string
    startDate: string
    endDate: string
    priceMinor: number
    currency: string
    cover: ImageView
  }
}
