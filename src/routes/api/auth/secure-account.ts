import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/secure-account')({
  server: { handlers: { POST: ({ request }) => authHttp.secureAccount(request) } },
})
