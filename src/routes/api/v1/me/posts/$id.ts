import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteMyPost, handleGetMyPost, handleUpdateMyPost } from '@/features/writing/writing.api.server'

export const Route = createFileRoute('/api/v1/me/posts/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetMyPost(request, params),
      PATCH: ({ request, params }) => handleUpdateMyPost(request, params),
      DELETE: ({ request, params }) => handleDeleteMyPost(request, params),
    },
  },
})
