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

export const tripContentSchema = z
  .strictObject({
    /** Fixed id: keeps /trips/{id} URLs stable across installs. */
    id: z.number().int().positive(),
    status: z.enum(['draft', 'published']),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO country code such as "IT"'),
    place: localizedTextSchema,
    /** Start date = seed base date + startOffset days; the trip lasts `days` days. */
    startOffset: z.number().int(),
    days: z.number().int().positive(),
    /** Minor units of `currency` (cents for EUR and USD). */
    price: z.number().int().nonnegative(),
    currency: z.enum(['EUR', 'USD']),
    seatsTotal: z.number().int().positive(),
    seatsLeft: z.number().int().nonnegative(),
    title: localizedTextSchema,
    summary: localizedTextSchema,
    description: localizedTextSchema,
    itinerary: z.array(itineraryDaySchema),
  })
  .refine((t) => t.seatsLeft <= t.seatsTotal, { message: 'must not exceed seatsTotal', path: ['seatsLeft'] })

export type TripContent = z.output<typeof tripContentSchema>

/** File names are the trip's key: its images are public/images/trips/<key>.svg and <key>-{1,2}.svg. */
export const tripKeySchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase-hyphenated name')
