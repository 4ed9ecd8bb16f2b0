import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/refresh')({
  server: { handlers: { POST: ({ request }) => authHttp.refresh(request) } },
})
