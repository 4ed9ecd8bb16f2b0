import { z } from 'zod'
import {
  cancelBookingSchema,
  createDepartureSchema,
  departureInputSchema,
  listQuerySchema,
  pathIdSchema,
} from '@/features/departures/departures.schemas'
import { defineOperations } from '@/server/http/openapi.server'

// Staff endpoints for departures and manifests (ADR 045); the subfolders' route files are described here too.

const departure = z.object({
  id: z.number().int(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  priceMinor: z.number().int().describe('Price per traveller in minor units of `currency`'),
  currency: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  status: z.enum(['open', 'full', 'cancelled']).describe('full: open with no seat left (derived, never stored)'),
  booked: z.number().int().describe('Seats taken by confirmed bookings'),
  bookings: z.number().int().describe('Confirmed bookings'),
})
const line = z.object({
  bookingId: z.number().int(),
  name: z.string().nullable().describe('Null once the account is deleted'),
  email: z.string().nullable(),
  travellers: z.number().int(),
  status: z.enum(['confirmed', 'cancelled']),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
})
const params = z.object({ id: pathIdSchema.describe('A departure') })
const private_ = 'Admins only (401 signed out, 404 for anyone else); `Cache-Control: private, no-store`.'
const staff = {
  401: { description: 'Not signed in', codes: ['unauthorized'] },
  404: { description: 'Not an admin, or no such departure', codes: ['not_found'] },
} as const
const crossSite = { 403: { description: 'A cross-site request', codes: ['forbidden_origin'] } } as const
const anonymous = { summary: 'Anonymous', status: 401 } as const
const member = { summary: 'A member (no staff role)', status: 404, session: true } as const

export const operations = defineOperations({
  'GET /api/v1/admin/departures': {
    tag: 'Staff',
    summary: "A trip's departures",
    description: `Every departure of the trip (draft or published), soonest first. ${private_}`,
    auth: 'session',
    query: listQuerySchema,
    responses: {
      200: {
        description: 'The trip and its departures',
        schema: z.object({
          trip: z.object({ id: z.number().int(), title: z.string(), status: z.enum(['draft', 'published']) }),
          departures: z.array(departure),
        }),
      },
      400: { description: 'No trip id', codes: ['invalid_input'] },
      ...staff,
    },
    examples: [
      { ...anonymous, query: { tripId: '1' } },
      { ...member, query: { tripId: '1' } },
    ],
  },
  'POST /api/v1/admin/departures': {
    rules: { endDate: 'not before `startDate`' },
    tag: 'Staff',
    summary: 'Add a departure',
    description: `Every seat free. ${private_}`,
    auth: 'session',
    body: createDepartureSchema,
    responses: {
      201: { description: 'Added', schema: z.object({ departure }) },
      400: {
        description: 'Bad input (dates out of order, a bad currency, seats out of range)',
        codes: ['invalid_input'],
      },
      ...staff,
      ...crossSite,
    },
    examples: [
      {
        ...anonymous,
        body: {
          tripId: 1,
          startDate: '2027-06-01',
          endDate: '2027-06-07',
          priceMinor: 99000,
          currency: 'EUR',
          seatsTotal: 10,
        },
      },
    ],
  },
  'PATCH /api/v1/admin/departures/{id}': {
    rules: { endDate: 'not before `startDate`' },
    tag: 'Staff',
    summary: 'Change a departure',
    description: `Dates, price and seats, all given. The new total may not go below the seats already booked; seats left move with the total in one statement, so bookings made meanwhile are never oversold. ${private_}`,
    auth: 'session',
    params,
    body: departureInputSchema,
    responses: {
      200: { description: 'Changed', schema: z.object({ departure }) },
      400: { description: 'Bad input, or fewer seats than are booked (`fields.seatsTotal`)', codes: ['invalid_input'] },
      ...staff,
      ...crossSite,
      409: { description: 'The departure is cancelled', codes: ['departure_cancelled'] },
    },
    examples: [
      {
        ...anonymous,
        params: { id: '1' },
        body: { startDate: '2027-06-01', endDate: '2027-06-07', priceMinor: 99000, currency: 'EUR', seatsTotal: 10 },
      },
    ],
  },
  'POST /api/v1/admin/departures/{id}/cancel': {
    tag: 'Staff',
    summary: 'Cancel a departure',
    description: `Cancels every booking on it (seats back) and mails each traveller in their language. Again: answered unchanged. ${private_}`,
    auth: 'session',
    params,
    responses: {
      200: { description: 'Cancelled', schema: z.object({ departure }) },
      400: { description: 'Not a departure number', codes: ['invalid_input'] },
      ...staff,
      ...crossSite,
      409: { description: 'The departure has started', codes: ['trip_started'] },
    },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
  'GET /api/v1/admin/departures/{id}/manifest': {
    tag: 'Staff',
    summary: "A departure's manifest",
    description: `Bookings with the traveller's name and e-mail, confirmed first, cancelled ones with when and why. ${private_}`,
    auth: 'session',
    params,
    responses: {
      200: {
        description: 'The manifest',
        schema: z.object({
          trip: z.object({ id: z.number().int(), title: z.string() }),
          departure,
          lines: z.array(line),
        }),
      },
      400: { description: 'Not a departure number', codes: ['invalid_input'] },
      ...staff,
    },
    examples: [
      { ...anonymous, params: { id: '1' } },
      { ...member, params: { id: '1' } },
    ],
  },
  'GET /api/v1/admin/departures/{id}/manifest.csv': {
    tag: 'Staff',
    summary: "A departure's manifest as CSV",
    description: `The manifest's lines as RFC 4180 CSV (UTF-8 with a byte-order mark), a download. ${private_}`,
    auth: 'session',
    params,
    responses: {
      200: { description: 'The CSV file', contentType: 'text/csv' },
      400: { description: 'Not a departure number', codes: ['invalid_input'] },
      ...staff,
    },
    examples: [{ ...anonymous, params: { id: '1' } }],
  },
  'POST /api/v1/admin/departures/{id}/bookings/{bookingId}/cancel': {
    // The reason is measured once its leading and trailing spaces are trimmed.
    rules: { reason: '3 to 500 characters once trimmed' },
    tag: 'Staff',
    summary: 'Cancel one booking',
    description: `Its seats go back on sale; the traveller is mailed the reason in their language. Again: answered unchanged. ${private_}`,
    auth: 'session',
    params: z.object({ id: pathIdSchema.describe('A departure'), bookingId: pathIdSchema.describe('A booking on it') }),
    body: cancelBookingSchema,
    responses: {
      200: {
        description: 'Cancelled',
        schema: z.object({
          booking: z.object({
            id: z.number().int(),
            status: z.enum(['confirmed', 'cancelled']),
            cancelledAt: z.string().nullable(),
            cancelReason: z.string().nullable(),
          }),
        }),
      },
      400: { description: 'No reason (3 to 500 characters)', codes: ['invalid_input'] },
      ...staff,
      ...crossSite,
    },
    examples: [{ ...anonymous, params: { id: '1', bookingId: '1' }, body: { reason: 'The guide is ill' } }],
  },
})
