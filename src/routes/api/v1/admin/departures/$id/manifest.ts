import { createFileRoute } from '@tanstack/react-router'
import { manifestHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/$id/manifest')({
  server: { handlers: { GET: ({ request, params }) => manifestHandler(request, params) } },
})
