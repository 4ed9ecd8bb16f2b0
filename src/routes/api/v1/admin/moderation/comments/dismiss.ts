import { createFileRoute } from '@tanstack/react-router'
import { handleDismissCommentReport } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/admin/moderation/comments/dismiss')({
  server: { handlers: { POST: ({ request }) => handleDismissCommentReport(request) } },
})
