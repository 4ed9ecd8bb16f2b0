import { z } from 'zod'
import { tripIdSchema, tripListFiltersSchema } from '@/features/trips/trips.schemas'
import { defineOperations } from '@/server/http/openapi.server'
import { cursorRule, imageSchema, pagedListResponses } from '@/server/http/openapi-answers.server'

const priceMinor =
  'Price per traveller in minor units of `currency`, as many digits as ISO 4217 gives it: cents for EUR (129000 = €1,290.00), none for JPY, fils (3 digits) for KWD'
const tripCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  place: z.string(),
  startDate: z
    .string()
    .nullable()
    .describe(
      "YYYY-MM-DD. This and the next five fields are the shown departure's: the next departure (full or not; the departures list says which have seats), else the latest past one; null for a trip without a departure",
    ),
  endDate: z.string().nullable().describe('YYYY-MM-DD'),
  priceMinor: z.number().int().nullable().describe(priceMinor),
  currency: z.string().nullable(),
  seatsTotal: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  cover: imageSchema,
})
const departure = z.object({
  id: z.number().int().describe('Book it with POST /api/v1/me/bookings `{ departureId }`'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  priceMinor: z.number().int().describe(priceMinor),
  currency: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  status: z.enum(['open', 'full', 'cancelled']).describe('full: open with no seat left'),
})
const tripDetail = tripCard.extend({
  descriptionHtml: z.string().describe('Sanitised HTML'),
  gallery: z.array(imageSchema),
  itinerary: z.array(z.object({ from: z.number().int(), to: z.number().int(), title: z.string(), text: z.string() })),
  route: z
    .array(z.object({ lon: z.number(), lat: z.number(), name: z.string() }))
    .describe("The route's stops in travel order (longitude, latitude in degrees); empty when none is known"),
  updatedAt: z.string(),
  departures: z.array(departure).describe('Upcoming departures, soonest first, cancelled ones included'),
})

export const operations = defineOperations({
  'GET /api/v1/trips': {
    rules: cursorRule,
    tag: 'Trips',
    summary: 'List trips',
    description: 'Upcoming trips first (soonest first), then past trips (most recent first).',
    query: tripListFiltersSchema,
    responses: pagedListResponses('A page of trips', tripCard),
    examples: [
      {
        summary: 'Trips in Italy, in Spanish',
        query: { destination: 'it', limit: '2' },
        headers: { 'accept-language': 'es' },
        status: 200,
      },
      { summary: 'A limit out of range', query: { limit: '0' }, status: 400 },
    ],
  },
  'GET /api/v1/trips/{id}': {
    tag: 'Trips',
    summary: 'One trip',
    params: z.object({ id: tripIdSchema }),
    responses: {
      200: { description: 'The trip', schema: z.object({ data: tripDetail }) },
      400: { description: 'The id is not a positive integer', codes: ['invalid_input'] },
      404: { description: 'No published trip has this id', codes: ['not_found'] },
    },
    examples: [
      { summary: 'The Amalfi trip', params: { id: '6' }, status: 200 },
      { summary: 'An unknown trip', params: { id: '999999' }, status: 404 },
    ],
  },
})
