import { createFileRoute } from '@tanstack/react-router'
import { cancelBookingHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/$id/bookings/$bookingId/cancel')({
  server: { handlers: { POST: ({ request, params }) => cancelBookingHandler(request, params) } },
})
