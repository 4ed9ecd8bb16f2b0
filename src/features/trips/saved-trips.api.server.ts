import { signedInEndpoint } from '@/features/auth/require-user.server'
import { privateJson } from '@/server/http/private.server'
import { savedTripPathSchema } from './saved-trips.schemas'
import { listSavedTrips, saveTrip, savedTripIds, unsaveTrip } from './saved-trips.server'

// REST half of saved trips (docs/api.md, ADR 058): the same service as the UI's server functions.

/** GET /api/v1/me/saved-trips → 200 { items } (own list, newest saved first, with notices). */
export const listSavedTripsHandler = signedInEndpoint({}, async ({ locale, user }) =>
  privateJson({ items: await listSavedTrips(user.id, locale) }, 200, locale),
)

/** GET /api/v1/me/saved-trips/ids → 200 { ids }. */
export const savedTripIdsHandler = signedInEndpoint({}, async ({ user }) =>
  privateJson({ ids: await savedTripIds(user.id) }),
)

/** PUT /api/v1/me/saved-trips/{tripId} → 201 when saved now, 200 when it was saved already; 404 unknown trip. */
export const saveTripHandler = signedInEndpoint({ params: savedTripPathSchema }, async ({ locale, user, params }) => {
  const { created } = await saveTrip(user.id, params.tripId, locale)
  return privateJson({ tripId: params.tripId, saved: true }, created ? 201 : 200)
})

/** DELETE /api/v1/me/saved-trips/{tripId} → 200 { removed } (false when it was not saved). */
export const unsaveTripHandler = signedInEndpoint({ params: savedTripPathSchema }, async ({ user, params }) =>
  privateJson({ tripId: params.tripId, saved: false, ...(await unsaveTrip(user.id, params.tripId)) }),
)
