import { createFileRoute } from '@tanstack/react-router'
import { createReviewHandler, myReviewsHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/me/reviews/')({
  server: {
    handlers: { GET: ({ request }) => myReviewsHandler(request), POST: ({ request }) => createReviewHandler(request) },
  },
})
