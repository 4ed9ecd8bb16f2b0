import { createFileRoute } from '@tanstack/react-router'
import { updateDepartureHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/$id/')({
  server: { handlers: { PATCH: ({ request, params }) => updateDepartureHandler(request, params) } },
})
