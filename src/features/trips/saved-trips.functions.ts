import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { savedTripFnInput, savedTripsFnInput } from './saved-trips.schemas'
import { listSavedTrips, saveTrip, savedTripIds, unsaveTrip } from './saved-trips.server'

// The UI's calls for saved trips (ADR 058): signed-in only, each on the caller's own list.

/** The ids the save buttons show as saved: one small read after hydration, only for a signed-in member. */
export const savedTripIdsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .handler(async ({ context }) => savedTripIds(context.user.id))

export const saveTripFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(savedTripFnInput)
  .handler(async ({ data, context }) => saveTrip(context.user.id, data.tripId, data.locale))

export const unsaveTripFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(savedTripFnInput)
  .handler(async ({ data, context }) => unsaveTrip(context.user.id, data.tripId))

export const savedTripsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(savedTripsFnInput)
  .handler(async ({ data, context }) => listSavedTrips(context.user.id, data.locale))
