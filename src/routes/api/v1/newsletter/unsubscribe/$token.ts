import { createFileRoute } from '@tanstack/react-router'
import { unsubscribeHandler, unsubscribePageHandler } from '@/features/newsletter/newsletter.api.server'

export const Route = createFileRoute('/api/v1/newsletter/unsubscribe/$token')({
  server: {
    handlers: {
      GET: ({ request, params }) => unsubscribePageHandler(request, params),
      POST: ({ request, params }) => unsubscribeHandler(request, params),
    },
  },
})
