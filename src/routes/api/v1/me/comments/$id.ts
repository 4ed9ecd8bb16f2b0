import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteComment, handleEditComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/me/comments/$id')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleEditComment(request, params),
      DELETE: ({ request, params }) => handleDeleteComment(request, params),
    },
  },
})
