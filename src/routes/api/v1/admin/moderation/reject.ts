import { createFileRoute } from '@tanstack/react-router'
import { handleReject } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reject')({
  server: { handlers: { POST: ({ request }) => handleReject(request) } },
})
