import { createFileRoute } from '@tanstack/react-router'
import { handleHideComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/comments/hide')({
  server: { handlers: { POST: ({ request }) => handleHideComment(request) } },
})
