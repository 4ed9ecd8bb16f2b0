import { createFileRoute } from '@tanstack/react-router'
import { handleGetUploadFile } from '@/features/writing/uploads.api.server'

/** Stored image variants (ADR 025), with long-lived immutable cache headers. */
export const Route = createFileRoute('/uploads/$')({
  server: { handlers: { GET: ({ params }) => handleGetUploadFile(params._splat ?? '') } },
})
