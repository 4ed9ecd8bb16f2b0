import { createFileRoute } from '@tanstack/react-router'
import { rejectReviewHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reviews/reject')({
  server: { handlers: { POST: ({ request }) => rejectReviewHandler(request) } },
})
