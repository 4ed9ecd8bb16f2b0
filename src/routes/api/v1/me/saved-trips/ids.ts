import { createFileRoute } from '@tanstack/react-router'
import { savedTripIdsHandler } from '@/features/trips/saved-trips.api.server'

export const Route = createFileRoute('/api/v1/me/saved-trips/ids')({
  server: { handlers: { GET: ({ request }) => savedTripIdsHandler(request) } },
})
