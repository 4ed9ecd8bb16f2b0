import { createFileRoute } from '@tanstack/react-router'
import { saveTripHandler, unsaveTripHandler } from '@/features/trips/saved-trips.api.server'

export const Route = createFileRoute('/api/v1/me/saved-trips/$tripId')({
  server: {
    handlers: {
      PUT: ({ request, params }) => saveTripHandler(request, params),
      DELETE: ({ request, params }) => unsaveTripHandler(request, params),
    },
  },
})
