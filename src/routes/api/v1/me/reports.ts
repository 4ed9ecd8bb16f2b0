import { createFileRoute } from '@tanstack/react-router'
import { handleReport } from '@/features/moderation/moderation.api.server'

export const Route = createFileRoute('/api/v1/me/reports')({
  server: { handlers: { POST: ({ request }) => handleReport(request) } },
})
