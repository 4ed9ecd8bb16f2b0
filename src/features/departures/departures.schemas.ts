import { z } from 'zod'
import type { DepartureView } from '@/lib/departure'
import { locales } from '@/lib/i18n/locales'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// The back office's departures (ADR 045): staff add, edit and cancel a trip's dates; the manifest lists who travels.

const MAX_ID = 2_147_483_647
const id = z.number().int().min(1).max(MAX_ID)

/** An id in a URL: decimal digits only, then an id. */
const pathIdInvalid = fieldMessage((locale) => m.departures_error_not_found({}, { locale }))
export const pathIdSchema = z
  .string({ error: pathIdInvalid })
  .regex(/^[0-9]{1,10}$/, { error: pathIdInvalid })
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID))

const day = z
  .string({ error: fieldMessage((locale) => m.departures_field_date_invalid({}, { locale })) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldMessage((locale) => m.departures_field_date_invalid({}, { locale })) })
  .refine(
    withJsonSchema(
      (v: string) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      // A day the calendar has (zod's own pattern for ISO dates, leap years included).
      { format: 'date', pattern: z.regexes.date.source },
    ),
    {
      error: fieldMessage((locale) => m.departures_field_date_invalid({}, { locale })),
    },
  )

const currency = z
  .string({ error: fieldMessage((locale) => m.departures_field_currency_invalid({}, { locale })) })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: fieldMessage((locale) => m.departures_field_currency_invalid({}, { locale })) })

const seats = z
  .number({ error: fieldMessage((locale) => m.departures_field_seats_invalid({}, { locale })) })
  .int({ error: fieldMessage((locale) => m.departures_field_seats_invalid({}, { locale })) })
  .min(1, { error: fieldMessage((locale) => m.departures_field_seats_invalid({}, { locale })) })
  .max(500, { error: fieldMessage((locale) => m.departures_field_seats_invalid({}, { locale })) })

const priceMinor = z
  .number({ error: fieldMessage((locale) => m.departures_field_price_invalid({}, { locale })) })
  .int({ error: fieldMessage((locale) => m.departures_field_price_invalid({}, { locale })) })
  .min(0, { error: fieldMessage((locale) => m.departures_field_price_invalid({}, { locale })) })
  .max(100_000_000, { error: fieldMessage((locale) => m.departures_field_price_invalid({}, { locale })) })

const ordered = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate
const orderedError = {
  error: fieldMessage((locale) => m.departures_error_dates_order({}, { locale })),
  path: ['endDate'],
}

/** A departure's facts as staff write them (REST and the back office's form). */
export const departureFieldsSchema = z.strictObject({
  startDate: day,
  endDate: day,
  priceMinor,
  currency,
  seatsTotal: seats,
})
export const departureInputSchema = departureFieldsSchema.refine(ordered, orderedError)
export type DepartureInput = z.output<typeof departureInputSchema>

/** POST /api/v1/admin/departures: the trip and the new departure's facts. */
export const createDepartureSchema = departureFieldsSchema.extend({ tripId: id }).refine(ordered, orderedError)

export const listQuerySchema = z.strictObject({
  tripId: z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: fieldMessage((locale) => m.trips_field_id_invalid({}, { locale })) })
    .transform(Number)
    .pipe(id),
})

/** A staff cancellation of one booking: the reason goes to the traveller in the mail. */
export const cancelBookingSchema = z.strictObject({
  reason: z
    .string({ error: fieldMessage((locale) => m.departures_manifest_reason_invalid({}, { locale })) })
    .trim()
    .min(3, { error: fieldMessage((locale) => m.departures_manifest_reason_invalid({}, { locale })) })
    .max(500, { error: fieldMessage((locale) => m.departures_manifest_reason_invalid({}, { locale })) }),
})

const localeField = { locale: z.enum(locales) }
export const tripDeparturesFnInput = z.object({ tripId: id, ...localeField })
export const departureFnInput = z.object({ id, ...localeField })
export const createDepartureFnInput = departureFieldsSchema
  .extend({ tripId: id, ...localeField })
  .refine(ordered, orderedError)
export const updateDepartureFnInput = departureFieldsSchema.extend({ id, ...localeField }).refine(ordered, orderedError)
export const cancelBookingFnInput = cancelBookingSchema.extend({ departureId: id, bookingId: id, ...localeField })

/** A departure as staff see it: the public view plus what is booked. */
export interface StaffDeparture extends DepartureView {
  /** Seats taken by confirmed bookings (seatsTotal - seatsLeft). */
  booked: number
  bookings: number
}

export interface TripDepartures {
  trip: { id: number; title: string; status: 'draft' | 'published' }
  departures: StaffDeparture[]
}

export interface ManifestLine {
  bookingId: number
  name: string | null
  email: string | null
  travellers: number
  status: 'confirmed' | 'cancelled'
  bookedAt: string
  cancelledAt: string | null
  cancelReason: string | null
}

export interface Manifest {
  trip: { id: number; title: string }
  departure: StaffDeparture
  lines: ManifestLine[]
}
