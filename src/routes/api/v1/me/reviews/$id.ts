import { createFileRoute } from '@tanstack/react-router'
import { deleteReviewHandler, updateReviewHandler } from '@/features/reviews/reviews.api.server'

export const Route = createFileRoute('/api/v1/me/reviews/$id')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => updateReviewHandler(request, params),
      DELETE: ({ request, params }) => deleteReviewHandler(request, params),
    },
  },
})
