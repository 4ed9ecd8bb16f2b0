import { createFileRoute } from '@tanstack/react-router'
import { handleDismiss } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/dismiss')({
  server: { handlers: { POST: ({ request }) => handleDismiss(request) } },
})
