import { createFileRoute } from '@tanstack/react-router'
import { getAuthorHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/authors/$username')({
  server: { handlers: { GET: ({ request, params }) => getAuthorHandler(request, params) } },
})
