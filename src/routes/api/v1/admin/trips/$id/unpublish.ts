import { createFileRoute } from '@tanstack/react-router'
import { handleUnpublishTrip } from '@/features/trip-admin/trip-admin.api.server'

export const Route = createFileRoute('/api/v1/admin/trips/$id/unpublish')({
  server: { handlers: { POST: ({ request, params }) => handleUnpublishTrip(request, params) } },
})
