import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { signedIn } from '@/features/auth/auth.middleware'
import { isAppError } from '@/lib/errors'
import { localizedInput } from '@/lib/localized-input'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import {
  adminTripIdInput,
  adminTripIdSchema,
  adminTripListInput,
  tripAdminSchemas,
  tripStatuses,
} from './trip-admin.schemas'
import { createTrip, getAdminTrip, listAdminTrips, setTripStatus, updateTrip } from './trip-admin.server'

// Server functions of the back office's trip screens (ADR 046): admins only (`signedIn({ role: 'admin' })` → 401
// anonymous, 404 member), input parsed at the edge in the caller's language; the services are the REST endpoints'.

// The page reads: a member's 404 (NotFoundError) becomes the router's notFound(), the site's 404 page (ADR 008).
export const listAdminTripsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(adminTripListInput)
  .handler(({ data: { locale, ...filters } }) => listAdminTrips(filters, locale))

/** The trip, or null when there is none with this id (the route shows the 404 page). */
export const getAdminTripFn = createServerFn({ method: 'GET' })
  .middleware([signedIn({ role: 'admin' }), pageErrorsMiddleware])
  .validator(adminTripIdInput)
  .handler(async ({ data }) => {
    try {
      return await getAdminTrip(data.id)
    } catch (error) {
      if (isAppError(error) && error.status === 404) return null
      throw error
    }
  })

export const createTripFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput((locale) => tripAdminSchemas(locale).create))
  .handler(({ context, data }) => createTrip(context.user.id, data.body, data.locale))

export const updateTripFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(localizedInput((locale) => tripAdminSchemas(locale).update, z.object({ id: adminTripIdSchema })))
  .handler(({ context, data }) => updateTrip(context.user.id, data.id, data.body, data.locale))

export const setTripStatusFn = createServerFn({ method: 'POST' })
  .middleware([signedIn({ role: 'admin' })])
  .validator(adminTripIdInput.extend({ status: z.enum(tripStatuses) }))
  .handler(({ context, data }) => setTripStatus(context.user.id, data.id, data.status, data.locale))
