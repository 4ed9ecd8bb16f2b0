import { createFileRoute } from '@tanstack/react-router'
import { handleCreateMyPost, handleListMyPosts } from '@/features/writing/writing.api.server'

export const Route = createFileRoute('/api/v1/me/posts/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListMyPosts(request),
      POST: ({ request }) => handleCreateMyPost(request),
    },
  },
})
