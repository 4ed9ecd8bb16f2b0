import { z } from 'zod'
import { getEndpoint, invalidCursorResponse } from '@/server/http/api-v1.server'
import { tripIdSchema, tripListFiltersSchema } from './trips.schemas'
import { InvalidCursorError, findTrip, listTrips } from './trips.server'

const noQuery = z.object({}).strict()
const noParams = z.object({})

/** GET /api/v1/trips?destination=IT&month=2027-05&cursor=...&limit=1..50 */
export const listTripsHandler = getEndpoint(tripListFiltersSchema.strict(), noParams, async ({ locale, query }) => {
  try {
    const page = await listTrips({ locale, ...query })
    return { data: page.items, page: { limit: query.limit, nextCursor: page.nextCursor } }
  } catch (error) {
    if (error instanceof InvalidCursorError) return invalidCursorResponse(locale)
    throw error
  }
})

/** GET /api/v1/trips/{id} */
export const getTripHandler = getEndpoint(noQuery, z.object({ id: tripIdSchema }), async ({ locale, params }) => {
  const trip = await findTrip(locale, params.id)
  return trip ? { data: trip } : null
})
