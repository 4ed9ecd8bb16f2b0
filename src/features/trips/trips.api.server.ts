import { z } from 'zod'
import { getEndpoint } from '@/server/http/api-v1.server'
import { tripIdSchema, tripListFiltersSchema } from './trips.schemas'
import { cachedTrips } from './trips.server'

const noQuery = z.object({}).strict()
const noParams = z.object({})

/** GET /api/v1/trips?destination=IT&month=2027-05&cursor=...&limit=1..50 */
export const listTripsHandler = getEndpoint(tripListFiltersSchema.strict(), noParams, async ({ locale, query }) => {
  const page = await cachedTrips.list({ locale, ...query })
  return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
})

/** GET /api/v1/trips/{id} */
export const getTripHandler = getEndpoint(noQuery, z.object({ id: tripIdSchema }), async ({ locale, params }) => ({
  data: await cachedTrips.trip(locale, params.id),
}))
