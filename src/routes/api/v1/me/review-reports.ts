import { createFileRoute } from '@tanstack/react-router'
import { reportReviewHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/me/review-reports')({
  server: { handlers: { POST: ({ request }) => reportReviewHandler(request) } },
})
