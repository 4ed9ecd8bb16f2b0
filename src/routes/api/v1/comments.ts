import { createFileRoute } from '@tanstack/react-router'
import { handleListComments } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/comments')({
  server: { handlers: { GET: ({ request }) => handleListComments(request) } },
})
