import { createFileRoute } from '@tanstack/react-router'
import { reviewQueueHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reviews/')({
  server: { handlers: { GET: ({ request }) => reviewQueueHandler(request) } },
})
