import { createFileRoute } from '@tanstack/react-router'
import { tripReviewsHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/trips/$id/reviews')({
  server: { handlers: { GET: ({ request, params }) => tripReviewsHandler(request, params) } },
})
