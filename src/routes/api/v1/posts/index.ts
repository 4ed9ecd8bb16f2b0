import { createFileRoute } from '@tanstack/react-router'
import { listPostsHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/posts/')({
  server: { handlers: { GET: ({ request }) => listPostsHandler(request) } },
})
