import { z } from 'zod'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { privateHeaders, privateJson } from '@/server/http/private.server'
import { parseInput } from '@/server/http/validation.server'
import {
  cancelBookingSchema,
  createDepartureSchema,
  departureInputSchema,
  listQuerySchema,
  pathIdSchema,
} from './departures.schemas'
import { departureManifest, departureManifestCsv } from './departures.manifest.server'
import { addDeparture, cancelBookingOf, cancelDeparture, tripDepartures, updateDeparture } from './departures.server'

// REST for staff (docs/api.md, ADR 045): the back office's services behind the signed-in edge with the admin role.

const admin = 'admin' as const
const idParams = z.object({ id: pathIdSchema })

/** GET /api/v1/admin/departures?tripId= → 200 { trip, departures } */
export const listDeparturesHandler = signedInEndpoint({ role: admin }, async ({ request, locale }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const { tripId } = parseInput(listQuerySchema, query, locale)
  return privateJson(await tripDepartures(tripId, locale), 200, locale)
})

/** POST /api/v1/admin/departures → 201 { departure } */
export const createDepartureHandler = signedInEndpoint(
  { role: admin, body: createDepartureSchema },
  async ({ locale, user, body }) => {
    const { tripId, ...input } = body
    return privateJson({ departure: await addDeparture(user, tripId, input, locale) }, 201, locale)
  },
)

/** PATCH /api/v1/admin/departures/{id} → 200 { departure } (every field, as the form sends them) */
export const updateDepartureHandler = signedInEndpoint(
  { role: admin, params: idParams, body: departureInputSchema },
  async ({ locale, user, params, body }) =>
    privateJson({ departure: await updateDeparture(user, params.id, body, locale) }, 200, locale),
)

/** POST /api/v1/admin/departures/{id}/cancel → 200 { departure } */
export const cancelDepartureHandler = signedInEndpoint(
  { role: admin, params: idParams },
  async ({ locale, user, params }) =>
    privateJson({ departure: await cancelDeparture(user, params.id, locale) }, 200, locale),
)

/** GET /api/v1/admin/departures/{id}/manifest → 200 { trip, departure, lines } */
export const manifestHandler = signedInEndpoint({ role: admin, params: idParams }, async ({ locale, params }) =>
  privateJson(await departureManifest(params.id, locale), 200, locale),
)

/** GET /api/v1/admin/departures/{id}/manifest.csv → 200 text/csv (a download) */
export const manifestCsvHandler = signedInEndpoint({ role: admin, params: idParams }, async ({ locale, params }) => {
  const { filename, csv } = await departureManifestCsv(params.id, locale)
  return new Response(csv, {
    status: 200,
    headers: {
      ...privateHeaders,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
    },
  })
})

/** POST /api/v1/admin/departures/{id}/bookings/{bookingId}/cancel { reason } → 200 { booking } */
export const cancelBookingHandler = signedInEndpoint(
  { role: admin, params: z.object({ id: pathIdSchema, bookingId: pathIdSchema }), body: cancelBookingSchema },
  async ({ locale, user, params, body }) =>
    privateJson(
      { booking: await cancelBookingOf(user, params.id, params.bookingId, body.reason, locale) },
      200,
      locale,
    ),
)
