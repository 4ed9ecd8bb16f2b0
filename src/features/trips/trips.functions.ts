import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { locales } from '@/lib/i18n/locales'
import { pageErrorsMiddleware } from '@/lib/page-errors.middleware'
import { firstPageOnStaleCursor } from '@/lib/pagination.server'
import { tripInputSchema, tripListInputSchema } from './trips.schemas'
import { cachedTrips } from './trips.server'

export const getTripList = createServerFn({ method: 'GET' })
  .validator(tripListInputSchema)
  .handler(({ data }) => firstPageOnStaleCursor(data, cachedTrips.list))

export const getTrip = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(tripInputSchema)
  .handler(({ data }) => cachedTrips.trip(data.locale, data.id))

/** The trip page's locator map, drawn on the server (ADR 062). */
export const getTripMap = createServerFn({ method: 'GET' })
  .middleware([pageErrorsMiddleware])
  .validator(tripInputSchema)
  .handler(({ data }) => cachedTrips.map(data.locale, data.id))

/** Options of the list's filters: destinations and months that have trips. */
export const getTripFilters = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(locales) }))
  .handler(({ data }) => cachedTrips.filters(data.locale))

export const getUpcomingTrips = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(locales), limit: z.number().int().min(1).max(12) }))
  .handler(({ data }) => cachedTrips.upcoming(data.locale, data.limit))
