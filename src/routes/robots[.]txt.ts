import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '@/lib/sitemap'

/** robots.txt with absolute sitemap URLs from VITE_SITE_URL. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
