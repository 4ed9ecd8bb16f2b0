import { createFileRoute } from '@tanstack/react-router'
import { getPostHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/posts/$slug')({
  server: { handlers: { GET: ({ request, params }) => getPostHandler(request, params) } },
})
