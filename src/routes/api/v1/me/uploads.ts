import { createFileRoute } from '@tanstack/react-router'
import { handleCreateUpload } from '@/features/writing/uploads.api.server'

export const Route = createFileRoute('/api/v1/me/uploads')({
  server: { handlers: { POST: ({ request }) => handleCreateUpload(request) } },
})
