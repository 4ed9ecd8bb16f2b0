import { createFileRoute } from '@tanstack/react-router'
import { handleSuspend, handleSuspensions } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/suspensions/')({
  server: {
    handlers: { GET: ({ request }) => handleSuspensions(request), POST: ({ request }) => handleSuspend(request) },
  },
})
