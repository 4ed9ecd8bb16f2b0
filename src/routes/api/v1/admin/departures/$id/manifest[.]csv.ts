import { createFileRoute } from '@tanstack/react-router'
import { manifestCsvHandler } from '@/features/departures/departures.api.server'

export const Route = createFileRoute('/api/v1/admin/departures/$id/manifest.csv')({
  server: { handlers: { GET: ({ request, params }) => manifestCsvHandler(request, params) } },
})
