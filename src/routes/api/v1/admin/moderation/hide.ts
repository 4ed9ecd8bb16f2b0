import { createFileRoute } from '@tanstack/react-router'
import { handleHide } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/hide')({
  server: { handlers: { POST: ({ request }) => handleHide(request) } },
})
