import { createFileRoute } from '@tanstack/react-router'
import { bookingCalendarHandler } from '@/features/bookings/bookings.api.server'

export const Route = createFileRoute('/api/v1/me/bookings/$id/calendar.ics')({
  server: { handlers: { GET: ({ request, params }) => bookingCalendarHandler(request, params) } },
})
