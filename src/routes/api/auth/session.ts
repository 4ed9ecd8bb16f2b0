import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/session')({
  server: { handlers: { GET: ({ request }) => authHttp.session(request) } },
})
