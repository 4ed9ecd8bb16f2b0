import { z } from 'zod'
import type { DepartureView } from '@/lib/departure'
import type { ImageView } from '@/lib/images'
import { locales } from '@/lib/i18n/locales'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { cursorSchema, limitSchema, type Page } from '@/lib/pagination'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'

/** A trip id in a URL: a positive integer of at most nine digits without leading zeros; else a 404 (the API: 400). */
export const tripIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, { error: fieldMessage((locale) => m.trips_field_id_invalid({}, { locale })) })
  .transform(Number)

const destinationInvalid = fieldMessage((locale) => m.trips_field_destination_invalid({}, { locale }))
export const destinationSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: destinationInvalid })
  .transform((v) => v.toUpperCase())

/** Months the trip calendar can hold: YYYY-MM within 1900–2999 (year 0000 is outside the database's date range). */
const monthInvalid = fieldMessage((locale) => m.trips_field_month_invalid({}, { locale }))
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: monthInvalid })
  .refine(
    withJsonSchema(
      (value: string) => {
        const year = Number(value.slice(0, 4))
        return year >= 1900 && year <= 2999
      },
      { allOf: [{ pattern: '^(?:19|2[0-9])' }] },
    ),
    { error: monthInvalid },
  )

export const TRIPS_PAGE_SIZE = 9

export const tripListFiltersSchema = z.object({
  destination: destinationSchema.optional(),
  month: monthSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema(TRIPS_PAGE_SIZE),
})

export const tripListInputSchema = tripListFiltersSchema.extend({ locale: z.enum(locales) })
export type TripListInput = z.input<typeof tripListInputSchema>

export const tripInputSchema = z.object({ locale: z.enum(locales), id: z.number().int().positive().max(999_999_999) })

/** Search params of the trips page; a bad value is dropped rather than failing the page. */
export const tripsSearchSchema = z.object({
  destination: destinationSchema.optional().catch(undefined),
  month: monthSchema.optional().catch(undefined),
  cursor: cursorSchema.optional().catch(undefined),
})

export interface TripCard {
  id: number
  title: string
  summary: string
  country: string
  place: string
  /**
   * The shown departure's facts (ADR 045: the next departure, full or not, else the latest past one; cancelled ones
   * never); null for a trip with no departure.
   */
  startDate: string | null
  endDate: string | null
  priceMinor: number | null
  currency: string | null
  seatsTotal: number | null
  seatsLeft: number | null
  cover: ImageView
}

export interface TripDetail extends TripCard {
  descriptionHtml: string
  gallery: ImageView[]
  itinerary: Array<{ from: number; to: number; title: string; text: string }>
  /** The route's stops in travel order (ADR 062); empty for a trip without a map. */
  route: Array<{ lon: number; lat: number; name: string }>
  updatedAt: string
  /** Upcoming departures, soonest first, cancelled ones included (shown as such). */
  departures: DepartureView[]
}

export type TripList = Page<TripCard>

export interface Destination {
  country: string
  place: string
  trips: number
}
