import { createFileRoute } from '@tanstack/react-router'
import { getTagHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/tags/$slug')({
  server: { handlers: { GET: ({ request, params }) => getTagHandler(request, params) } },
})
