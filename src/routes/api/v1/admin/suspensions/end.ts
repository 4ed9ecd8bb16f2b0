import { createFileRoute } from '@tanstack/react-router'
import { handleUnsuspend } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/suspensions/end')({
  server: { handlers: { POST: ({ request }) => handleUnsuspend(request) } },
})
