import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import {
  cancelBookingFnInput,
  createDepartureFnInput,
  departureFnInput,
  tripDeparturesFnInput,
  updateDepartureFnInput,
} from './departures.schemas'
import { departureManifest } from './departures.manifest.server'
import { addDeparture, cancelBookingOf, cancelDeparture, tripDepartures, updateDeparture } from './departures.server'

// The back office's calls (ADR 021, 045): admins only (401 anonymous, 404 for anyone else), private answers. The
// pages' reads turn an unknown departure or trip into the router's notFound() (the 404 page); the guard's own 404
// stays a plain 404 answer, as on every signed-in call (the pages' route guard already shows members the 404 page).

export const tripDeparturesFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(tripDeparturesFnInput)
  .handler(async ({ data }) => tripDepartures(data.tripId, data.locale))

export const addDepartureFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(createDepartureFnInput)
  .handler(async ({ data, context }) => {
    const { tripId, locale, ...input } = data
    return addDeparture(context.user, tripId, input, locale)
  })

export const updateDepartureFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(updateDepartureFnInput)
  .handler(async ({ data, context }) => {
    const { id, locale, ...input } = data
    return updateDeparture(context.user, id, input, locale)
  })

export const cancelDepartureFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(departureFnInput)
  .handler(async ({ data, context }) => cancelDeparture(context.user, data.id, data.locale))

export const manifestFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(departureFnInput)
  .handler(async ({ data }) => departureManifest(data.id, data.locale))

export const cancelBookingFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(cancelBookingFnInput)
  .handler(async ({ data, context }) =>
    cancelBookingOf(context.user, data.departureId, data.bookingId, data.reason, data.locale),
  )
