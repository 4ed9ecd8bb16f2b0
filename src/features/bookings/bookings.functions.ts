import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { errorStatusMiddleware } from '@/lib/error-status.middleware'
import { requireUserMiddleware } from '@/features/auth/auth.middleware'
import { bookingFnInput, createBookingFnInput, myBookingsFnInput } from './bookings.schemas'
import { cancelBooking, createBooking, listBookings, nextBooking } from './bookings.server'

// The UI's calls; every one is signed-in only (401 otherwise) and answers only the caller's own bookings.

const noStore = () => {
  setResponseHeader('cache-control', 'private, no-store')
  setResponseHeader('vary', 'Cookie')
}

export const createBookingFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(createBookingFnInput)
  .handler(async ({ data, context }) => {
    noStore()
    const { locale, idempotencyKey, ...input } = data
    return createBooking(context.user, input, { locale, idempotencyKey })
  })

export const myBookingsFn = createServerFn({ method: 'GET' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(myBookingsFnInput)
  .handler(async ({ data, context }) => {
    noStore()
    return listBookings(context.user.id, data.locale)
  })

export const nextBookingFn = createServerFn({ method: 'GET' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(myBookingsFnInput)
  .handler(async ({ data, context }) => {
    noStore()
    return nextBooking(context.user.id, data.locale)
  })

export const cancelBookingFn = createServerFn({ method: 'POST' })
  .middleware([errorStatusMiddleware, requireUserMiddleware])
  .validator(bookingFnInput)
  .handler(async ({ data, context }) => {
    noStore()
    return cancelBooking(context.user.id, data.id, data.locale)
  })
