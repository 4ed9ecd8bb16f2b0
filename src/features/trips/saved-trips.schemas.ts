import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'
import type { TripCard } from './trips.schemas'

// Saved trips (ADR 058): a member's own list of trips to come back to.

const tripIdInvalid = fieldMessage((locale) => m.trips_field_id_invalid({}, { locale }))

/** A trip id in the server functions' input. */
export const savedTripIdSchema = z.number({ error: tripIdInvalid }).int().min(1).max(2_147_483_647)

/** `{tripId}` in /api/v1/me/saved-trips/{tripId}. */
export const savedTripPathSchema = z.object({
  tripId: z
    .string({ error: tripIdInvalid })
    .regex(/^[1-9][0-9]{0,8}$/, { error: tripIdInvalid })
    .transform(Number),
})

export const savedTripFnInput = z.object({ tripId: savedTripIdSchema, locale: z.enum(locales) })
export const savedTripsFnInput = z.object({ locale: z.enum(locales) })

/** A departure of a saved trip that filled up or was cancelled: a notice on the list. */
export interface SavedTripNotice {
  departureId: number
  kind: 'full' | 'cancelled'
  startDate: string
  endDate: string
}

export interface SavedTrip {
  trip: TripCard
  savedAt: string
  notices: SavedTripNotice[]
}
