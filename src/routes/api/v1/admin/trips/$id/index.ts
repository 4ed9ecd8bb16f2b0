import { createFileRoute } from '@tanstack/react-router'
import { handleGetAdminTrip, handleUpdateTrip } from '@/features/trip-admin/trip-admin.api.server'

export const Route = createFileRoute('/api/v1/admin/trips/$id/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetAdminTrip(request, params),
      PATCH: ({ request, params }) => handleUpdateTrip(request, params),
    },
  },
})
