import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/two-factor')({
  server: { handlers: { POST: ({ request }) => authHttp.twoFactor(request) } },
})
