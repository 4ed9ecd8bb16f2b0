import { createFileRoute } from '@tanstack/react-router'
import { dismissReviewReportHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/reviews/dismiss')({
  server: { handlers: { POST: ({ request }) => dismissReviewReportHandler(request) } },
})
