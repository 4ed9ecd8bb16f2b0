import { createFileRoute } from '@tanstack/react-router'
import { handleApprove } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/approve')({
  server: { handlers: { POST: ({ request }) => handleApprove(request) } },
})
