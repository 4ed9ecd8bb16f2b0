import { createFileRoute } from '@tanstack/react-router'
import { cancelDepartureHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/$id/cancel')({
  server: { handlers: { POST: ({ request, params }) => cancelDepartureHandler(request, params) } },
})
