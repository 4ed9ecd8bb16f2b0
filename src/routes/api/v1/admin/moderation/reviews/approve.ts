import { createFileRoute } from '@tanstack/react-router'
import { approveReviewHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reviews/approve')({
  server: { handlers: { POST: ({ request }) => approveReviewHandler(request) } },
})
