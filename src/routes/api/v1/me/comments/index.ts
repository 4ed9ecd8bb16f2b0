import { createFileRoute } from '@tanstack/react-router'
import { handleCreateComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/me/comments/')({
  server: { handlers: { POST: ({ request }) => handleCreateComment(request) } },
})
