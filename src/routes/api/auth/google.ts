import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/google')({
  server: { handlers: { GET: ({ request }) => authHttp.google(request) } },
})
