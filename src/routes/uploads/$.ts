import { createFileRoute } from '@tanstack/react-router'
import { readStoredImage } from '@/server/images/image-pipeline.server'

const types = { avif: 'image/avif', webp: 'image/webp' } as const

/** Stored image variants. Their names never change content (a new upload gets a new id): cached for a year. */
export const Route = createFileRoute('/uploads/$')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const key = params._splat ?? ''
        const bytes = await readStoredImage(key)
        if (!bytes) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
        const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof types
        return new Response(new Uint8Array(bytes), {
          headers: {
            'content-type': types[ext],
            'content-length': String(bytes.byteLength),
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
          },
        })
      },
    },
  },
})
