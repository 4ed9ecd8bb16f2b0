import { createFileRoute } from '@tanstack/react-router'
import { handleCommentQueue } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/comments/')({
  server: { handlers: { GET: ({ request }) => handleCommentQueue(request) } },
})
