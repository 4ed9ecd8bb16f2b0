import { createFileRoute } from '@tanstack/react-router'
import { hideReviewHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reviews/hide')({
  server: { handlers: { POST: ({ request }) => hideReviewHandler(request) } },
})
