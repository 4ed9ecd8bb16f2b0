import { createFileRoute } from '@tanstack/react-router'
import { getTripHandler } from '@/features/trips/trips.api.server'

export const Route = createFileRoute('/api/v1/trips/$id')({
  server: { handlers: { GET: ({ request, params }) => getTripHandler(request, params) } },
})
