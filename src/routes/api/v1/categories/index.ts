import { createFileRoute } from '@tanstack/react-router'
import { listCategoriesHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/categories/')({
  server: { handlers: { GET: ({ request }) => listCategoriesHandler(request) } },
})
