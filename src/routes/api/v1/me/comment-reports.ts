import { createFileRoute } from '@tanstack/react-router'
import { handleReportComment } from '@/features/comments/comments.api.server'

export const Route = createFileRoute('/api/v1/me/comment-reports')({
  server: { handlers: { POST: ({ request }) => handleReportComment(request) } },
})
