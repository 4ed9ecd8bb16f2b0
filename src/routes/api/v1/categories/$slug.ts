import { createFileRoute } from '@tanstack/react-router'
import { getCategoryHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/categories/$slug')({
  server: { handlers: { GET: ({ request, params }) => getCategoryHandler(request, params) } },
})
