import { createFileRoute } from '@tanstack/react-router'
import { listTagsHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/tags/')({
  server: { handlers: { GET: ({ request }) => listTagsHandler(request) } },
})
