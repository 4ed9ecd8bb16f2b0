import { createServerFn } from '@tanstack/react-start'
import { signedIn } from '@/features/auth/auth.middleware'
import { bookingFnInput, createBookingFnInput, myBookingsFnInput } from './bookings.schemas'
import { cancelBooking, createBooking, listBookings, nextBooking } from './bookings.server'

// The UI's calls (ADR 021): every one is signed-in only (401 otherwise, private answers), its input parsed at the
// edge, and answers only the caller's own bookings.

export const createBookingFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(createBookingFnInput)
  .handler(async ({ data, context }) => {
    const { locale, idempotencyKey, ...input } = data
    return createBooking(context.user, input, { locale, idempotencyKey })
  })

export const myBookingsFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(myBookingsFnInput)
  .handler(async ({ data, context }) => {
    return listBookings(context.user.id, data.locale)
  })

export const nextBookingFn = createServerFn({ method: 'GET' })
  .middleware([signedIn()])
  .validator(myBookingsFnInput)
  .handler(async ({ data, context }) => {
    return nextBooking(context.user.id, data.locale)
  })

export const cancelBookingFn = createServerFn({ method: 'POST' })
  .middleware([signedIn()])
  .validator(bookingFnInput)
  .handler(async ({ data, context }) => {
    return cancelBooking(context.user.id, data.id, data.locale)
  })
