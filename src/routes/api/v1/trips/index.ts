import { createFileRoute } from '@tanstack/react-router'
import { listTripsHandler } from '@/features/trips/trips.api.server'

export const Route = createFileRoute('/api/v1/trips/')({
  server: { handlers: { GET: ({ request }) => listTripsHandler(request) } },
})
