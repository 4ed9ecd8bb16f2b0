import { createFileRoute } from '@tanstack/react-router'
import { createDepartureHandler, listDeparturesHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/')({
  server: {
    handlers: {
      GET: ({ request }) => listDeparturesHandler(request),
      POST: ({ request }) => createDepartureHandler(request),
    },
  },
})
