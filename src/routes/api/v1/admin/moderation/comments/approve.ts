import { createFileRoute } from '@tanstack/react-router'
import { handleApproveComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/comments/approve')({
  server: { handlers: { POST: ({ request }) => handleApproveComment(request) } },
})
