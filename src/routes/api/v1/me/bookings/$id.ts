import { createFileRoute } from '@tanstack/react-router'
import { cancelBookingHandler } from '@/features/bookings/bookings.api.server'

export const Route = createFileRoute('/api/v1/me/bookings/$id')({
  server: { handlers: { DELETE: ({ request, params }) => cancelBookingHandler(request, params) } },
})
