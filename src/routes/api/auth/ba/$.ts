import { createFileRoute } from '@tanstack/react-router'
import { authHttp } from '@/features/auth/auth-http.server'

export const Route = createFileRoute('/api/auth/ba/$')({
  server: {
    handlers: {
      GET: ({ request }) => authHttp.betterAuth(request),
      POST: ({ request }) => authHttp.betterAuth(request),
    },
  },
})
