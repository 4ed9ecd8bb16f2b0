import { createFileRoute } from '@tanstack/react-router'
import { handleShareImage } from '@/lib/share-image.server'

/** A cover's 1200×630 JPEG for link previews (issue 43), made on first request and cached for good. */
export const Route = createFileRoute('/share/$')({
  server: { handlers: { GET: ({ params }) => handleShareImage(params._splat ?? '') } },
})
