import { createFileRoute } from '@tanstack/react-router'
import { searchHandler } from '@/features/search/search.api.server'

export const Route = createFileRoute('/api/v1/search')({
  server: { handlers: { GET: ({ request }) => searchHandler(request) } },
})
