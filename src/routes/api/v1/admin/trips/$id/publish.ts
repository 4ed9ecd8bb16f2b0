import { createFileRoute } from '@tanstack/react-router'
import { handlePublishTrip } from '@/features/trip-admin/trip-admin.api.server'

export const Route = createFileRoute('/api/v1/admin/trips/$id/publish')({
  server: { handlers: { POST: ({ request, params }) => handlePublishTrip(request, params) } },
})
