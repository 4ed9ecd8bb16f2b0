import { z } from 'zod'
import { integerParam } from '@/lib/integer-param'
import { locales, type Locale } from '@/lib/i18n/locales'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// The back office's trips (ADR 046). Client-safe: zod schemas and the shapes both sides see. Dates, prices and seats
// are not here: they belong to departures.

export const tripStatuses = ['draft', 'published'] as const
export type TripStatus = (typeof tripStatuses)[number]

export const TRIP_TEXT_MAX = { title: 200, summary: 500, description: 20_000, place: 120, dayTitle: 200, dayText: 4000 }
export const ITINERARY_MAX = 60
export const GALLERY_MAX = 12
export const ADMIN_TRIPS_PAGE_SIZE = 20

/** The texts a trip has in every language; an empty one is a missing translation. */
export const tripTextFields = ['title', 'summary', 'description', 'place'] as const
export type TripTextField = (typeof tripTextFields)[number]

export type TextByLocale = Record<Locale, string>

export interface AdminItineraryDay {
  from: number
  to: number
  title: TextByLocale
  text: TextByLocale
}

/** An image of a trip: `key` names it in a save (the upload's id, or the path of a seed illustration). */
export interface AdminImage {
  key: string
  src: string
  width: number
  height: number
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcset: string }>
}

/** A trip as the editor sees it: every language, the status and the version its save is checked against. */
export interface AdminTrip {
  id: number
  status: TripStatus
  country: string
  title: TextByLocale
  summary: TextByLocale
  description: TextByLocale
  place: TextByLocale
  itinerary: AdminItineraryDay[]
  cover: AdminImage | null
  gallery: AdminImage[]
  createdAt: string
  /** The version: a save made against an older one is refused (409). */
  updatedAt: string
}

export interface AdminTripRow {
  id: number
  status: TripStatus
  country: string
  /** The title in the page's language, or '' when that translation is missing. */
  title: string
  /** The first title there is, for a row whose own language is missing. */
  anyTitle: string
  missing: Locale[]
  updatedAt: string
}

export interface AdminTripList {
  items: AdminTripRow[]
  total: number
  page: number
  pageSize: number
}

/** Where a translation is missing: per language, the fields (`title`, `itinerary.0.text`, ...) left empty. */
export function missingTranslations(trip: {
  title: TextByLocale
  summary: TextByLocale
  description: TextByLocale
  place: TextByLocale
  itinerary: AdminItineraryDay[]
}): Record<Locale, string[]> {
  const out = Object.fromEntries(locales.map((l) => [l, [] as string[]])) as Record<Locale, string[]>
  for (const locale of locales) {
    for (const field of tripTextFields) if (!trip[field][locale]?.trim()) out[locale].push(field)
    trip.itinerary.forEach((day, i) => {
      if (!day.title[locale]?.trim()) out[locale].push(`itinerary.${i}.title`)
      if (!day.text[locale]?.trim()) out[locale].push(`itinerary.${i}.text`)
    })
  }
  return out
}

/** An upload id (`3f2a...`) or a seed illustration's path (`/images/trips/amalfi-1.svg`). */
const IMAGE_KEY = /^\/?[A-Za-z0-9][A-Za-z0-9/._-]{0,299}$/

/** Trip fields with messages in the given language. A text may be empty in a draft: a missing translation. */
export function tripAdminSchemas(locale: Locale) {
  const tooLong = (max: number) => () => m.trip_editor_field_too_long({ max }, { locale })
  // Staff text gets the members' check too: no control characters or direction overrides (line breaks where multi-line).
  const text = (max: number, multiline: boolean) =>
    z
      .string({ error: () => m.trip_editor_field_text_invalid({}, { locale }) })
      .trim()
      .max(max, { error: tooLong(max) })
      .refine(...plainText({ multiline }))
  const localized = (max: number, multiline = false) =>
    z.strictObject(
      {
        en: text(max, multiline),
        es: text(max, multiline),
        ru: text(max, multiline),
        uk: text(max, multiline),
      },
      {
        error: () => m.trip_editor_field_text_invalid({}, { locale }),
      },
    )
  const dayNumber = z
    .int({ error: () => m.trip_editor_field_day_invalid({}, { locale }) })
    .min(1, { error: () => m.trip_editor_field_day_invalid({}, { locale }) })
    .max(366, { error: () => m.trip_editor_field_day_invalid({}, { locale }) })
  const day = z
    .strictObject({
      from: dayNumber,
      to: dayNumber,
      title: localized(TRIP_TEXT_MAX.dayTitle),
      text: localized(TRIP_TEXT_MAX.dayText, true),
    })
    .refine((d) => d.to >= d.from, { path: ['to'], error: () => m.trip_editor_field_day_order({}, { locale }) })
  const image = z
    .string({ error: () => m.trip_editor_field_image_unknown({}, { locale }) })
    .regex(IMAGE_KEY, { error: () => m.trip_editor_field_image_unknown({}, { locale }) })
  const fields = {
    title: localized(TRIP_TEXT_MAX.title),
    summary: localized(TRIP_TEXT_MAX.summary, true),
    description: localized(TRIP_TEXT_MAX.description, true),
    place: localized(TRIP_TEXT_MAX.place),
    country: z
      .string({ error: () => m.trip_editor_field_country_invalid({}, { locale }) })
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: () => m.trip_editor_field_country_invalid({}, { locale }) })
      .transform((v) => v.toUpperCase()),
    itinerary: z
      .array(day, { error: () => m.trip_editor_field_text_invalid({}, { locale }) })
      .max(ITINERARY_MAX, { error: () => m.trip_editor_field_too_many({ max: ITINERARY_MAX }, { locale }) }),
    cover: image.nullable(),
    gallery: z
      .array(image, { error: () => m.trip_editor_field_image_unknown({}, { locale }) })
      .max(GALLERY_MAX, { error: () => m.trip_editor_field_too_many({ max: GALLERY_MAX }, { locale }) }),
  }
  const create = z.strictObject({
    ...fields,
    itinerary: fields.itinerary.optional(),
    cover: fields.cover.optional(),
    gallery: fields.gallery.optional(),
  })
  const update = z.strictObject({
    title: fields.title.optional(),
    summary: fields.summary.optional(),
    description: fields.description.optional(),
    place: fields.place.optional(),
    country: fields.country.optional(),
    itinerary: fields.itinerary.optional(),
    cover: fields.cover.optional(),
    gallery: fields.gallery.optional(),
    /** The version the edit was made against (`AdminTrip.updatedAt`); without it the edit applies to whatever is stored. */
    version: z.iso.datetime({ error: () => m.trip_editor_field_text_invalid({}, { locale }) }).optional(),
  })
  return { create, update }
}

export type CreateTripInput = z.output<ReturnType<typeof tripAdminSchemas>['create']>
export type UpdateTripInput = z.output<ReturnType<typeof tripAdminSchemas>['update']>

export const adminTripIdSchema = integerParam(z.int().min(1).max(2_147_483_647))

/** The list's filters, from the page's URL or the API's query; a bad value is dropped rather than failing. */
export const adminTripFiltersSchema = z.object({
  status: z.enum(tripStatuses).optional().catch(undefined),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional()
    .catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
})
export type AdminTripFilters = z.output<typeof adminTripFiltersSchema>

export const adminTripListInput = adminTripFiltersSchema.extend({ locale: z.enum(locales) })
export const adminTripIdInput = z.object({ locale: z.enum(locales), id: adminTripIdSchema })
