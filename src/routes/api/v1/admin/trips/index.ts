import { createFileRoute } from '@tanstack/react-router'
import { handleCreateTrip, handleListAdminTrips } from '@/features/trip-admin/trip-admin.api.server'

export const Route = createFileRoute('/api/v1/admin/trips/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListAdminTrips(request),
      POST: ({ request }) => handleCreateTrip(request),
    },
  },
})
