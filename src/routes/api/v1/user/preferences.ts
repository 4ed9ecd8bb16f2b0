import { createFileRoute } from '@tanstack/react-router'
import { handleGetPreferences } from '@/features/auth/preferences.server'

export const Route = createFileRoute('/api/v1/user/preferences')({
  server: { handlers: { GET: ({ request }) => handleGetPreferences(request) } },
})
