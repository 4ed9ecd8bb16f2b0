import { createFileRoute } from '@tanstack/react-router'
import { listSavedTripsHandler } from '@/features/trips/saved-trips.api.server'

export const Route = createFileRoute('/api/v1/me/saved-trips/')({
  server: { handlers: { GET: ({ request }) => listSavedTripsHandler(request) } },
})
