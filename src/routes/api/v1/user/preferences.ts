import { createFileRoute } from '@tanstack/react-router'
import { handleGetPreferences, handlePutPreferences } from '@/features/preferences/preferences.server'

export const Route = createFileRoute('/api/v1/user/preferences')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetPreferences(request),
      PUT: ({ request }) => handlePutPreferences(request),
    },
  },
})
