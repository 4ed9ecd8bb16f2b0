import { z } from 'zod'
import { localizedTextSchema } from '@/lib/localized-text'

// The shape of a trip file in content/trips/<key>.yaml (the seed's trips). Client-safe: zod only.

const itineraryDaySchema = z
  .strictObject({
    from: z.number().int().positive(),
    to: z.number().int().positive(),
    title: localizedTextSchema,
    text: localizedTextSchema,
  })
  .refine((d) => d.to >= d.from, { message: 'must not be before "from"', path: ['to'] })

const departureSchema = z
  .strictObject({
    /** Start date = seed base date + startOffset days. */
    startOffset: z.number().int(),
    /** Minor units of the trip's `currency` (cents for EUR and USD), per traveller. */
    price: z.number().int().nonnegative(),
    seatsTotal: z.number().int().positive(),
    seatsLeft: z.number().int().nonnegative(),
  })
  .refine((d) => d.seatsLeft <= d.seatsTotal, { message: 'must not exceed seatsTotal', path: ['seatsLeft'] })

/** A stop of the route the locator map draws (ADR 062), in travel order. */
const routeStopSchema = z.strictObject({
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-85).max(85),
  name: localizedTextSchema,
})

export const tripContentSchema = z.strictObject({
  /** Fixed id: keeps /trips/{id} URLs stable across installs. */
  id: z.number().int().positive(),
  status: z.enum(['draft', 'published']),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO country code such as "IT"'),
  place: localizedTextSchema,
  /** Every departure lasts `days` days and is priced in `currency`. */
  days: z.number().int().positive(),
  currency: z.enum(['EUR', 'USD']),
  /** The trip's departures (ADR 045), none for a trip without dates yet. */
  departures: z.array(departureSchema),
  /** The route's stops (ADR 062); none: the trip page shows no map. */
  route: z.array(routeStopSchema).max(20).default([]),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  description: localizedTextSchema,
  itinerary: z.array(itineraryDaySchema),
  /** What the cover and the two gallery illustrations show, the images' alt text (ADR 063); the place when absent. */
  images: z
    .strictObject({ cover: localizedTextSchema, gallery: z.tuple([localizedTextSchema, localizedTextSchema]) })
    .optional(),
})

export type TripContent = z.output<typeof tripContentSchema>

/** File names are the trip's key: its images are public/images/trips/<key>.svg and <key>-{1,2}.svg. */
export const tripKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase-hyphenated name')
