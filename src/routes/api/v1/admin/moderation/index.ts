import { createFileRoute } from '@tanstack/react-router'
import { handleModerationQueue } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/')({
  server: { handlers: { GET: ({ request }) => handleModerationQueue(request) } },
})
