import { createFileRoute } from '@tanstack/react-router'
import { handleRejectComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/comments/reject')({
  server: { handlers: { POST: ({ request }) => handleRejectComment(request) } },
})
