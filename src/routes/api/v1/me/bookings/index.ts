import { createFileRoute } from '@tanstack/react-router'
import { listBookingsHandler, postBookingHandler } from '@/features/bookings/bookings.api.server'

export const Route = createFileRoute('/api/v1/me/bookings/')({
  server: {
    handlers: {
      GET: ({ request }) => listBookingsHandler(request),
      POST: ({ request }) => postBookingHandler(request),
    },
  },
})
