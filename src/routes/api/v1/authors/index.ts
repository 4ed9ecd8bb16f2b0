import { createFileRoute } from '@tanstack/react-router'
import { listAuthorsHandler } from '@/features/blog/blog.api.server'

export const Route = createFileRoute('/api/v1/authors/')({
  server: { handlers: { GET: ({ request }) => listAuthorsHandler(request) } },
})
