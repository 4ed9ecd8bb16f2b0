import { z } from 'zod'
import { savedTripPathSchema } from '@/features/trips/saved-trips.schemas'
import { defineOperations } from '@/server/http/openapi.server'
import { imageSchema } from '@/server/http/openapi-answers.server'

const private_ = 'Signed-in only; `Cache-Control: private, no-store`, `Vary: Cookie`.'
const anonymous = { summary: 'Anonymous', status: 401 } as const
const unauthorized = { description: 'Not signed in', codes: ['unauthorized'] }

const savedTripSchema = z.object({
  trip: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    country: z.string(),
    place: z.string(),
    startDate: z.string().nullable().describe("The shown departure's first day, YYYY-MM-DD; null without one"),
    endDate: z.string().nullable(),
    priceMinor: z.number().int().nullable(),
    currency: z.string().nullable(),
    seatsTotal: z.number().int().nullable(),
    seatsLeft: z.number().int().nullable(),
    cover: imageSchema,
  }),
  savedAt: z.string(),
  notices: z
    .array(
      z.object({
        departureId: z.number().int(),
        kind: z.enum(['full', 'cancelled']),
        startDate: z.string(),
        endDate: z.string(),
      }),
    )
    .describe('One per upcoming departure that is full or cancelled'),
})

const savedSchema = z.object({ tripId: z.number().int(), saved: z.boolean() })

export const operations = defineOperations({
  'GET /api/v1/me/saved-trips': {
    tag: 'Saved trips',
    summary: 'My saved trips',
    description: `Own list only, newest saved first; unpublished trips are left out. ${private_}`,
    auth: 'session',
    responses: {
      200: { description: 'The saved trips', schema: z.object({ items: z.array(savedTripSchema) }) },
      401: unauthorized,
    },
    examples: [anonymous, { summary: 'A new account saved nothing', status: 200, session: true }],
  },
  'GET /api/v1/me/saved-trips/ids': {
    tag: 'Saved trips',
    summary: 'Ids of my saved trips',
    description: `What the save buttons show. ${private_}`,
    auth: 'session',
    responses: {
      200: { description: 'The ids', schema: z.object({ ids: z.array(z.number().int()) }) },
      401: unauthorized,
    },
    examples: [anonymous],
  },
  'PUT /api/v1/me/saved-trips/{tripId}': {
    tag: 'Saved trips',
    summary: 'Save a trip',
    description: `Idempotent: saving a saved trip again answers 200 and changes nothing. ${private_}`,
    auth: 'session',
    params: savedTripPathSchema,
    responses: {
      201: { description: 'Saved', schema: savedSchema },
      200: { description: 'It was saved already', schema: savedSchema },
      400: { description: 'Not a trip id (`fields.tripId`)', codes: ['invalid_input'] },
      401: unauthorized,
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
      404: { description: 'No such published trip', codes: ['not_found'] },
    },
    examples: [
      { ...anonymous, params: { tripId: '1' } },
      { summary: 'A trip of the seed', status: 201, session: true, params: { tripId: '1' } },
      { summary: 'No such trip', status: 404, session: true, params: { tripId: '999999' } },
      { summary: 'Not a trip id', status: 400, session: true, params: { tripId: 'abc' } },
    ],
  },
  'DELETE /api/v1/me/saved-trips/{tripId}': {
    tag: 'Saved trips',
    summary: 'Remove a saved trip',
    description: `Idempotent: \`removed\` is false when it was not saved. ${private_}`,
    auth: 'session',
    params: savedTripPathSchema,
    responses: {
      200: { description: 'Not saved (any more)', schema: savedSchema.extend({ removed: z.boolean() }) },
      400: { description: 'Not a trip id (`fields.tripId`)', codes: ['invalid_input'] },
      401: unauthorized,
      403: { description: 'A cross-site request', codes: ['forbidden_origin'] },
    },
    examples: [
      { ...anonymous, params: { tripId: '1' } },
      { summary: 'Not saved', status: 200, session: true, params: { tripId: '1' } },
    ],
  },
})
