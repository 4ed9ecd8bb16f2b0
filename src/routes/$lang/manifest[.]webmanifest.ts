import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '@/lib/i18n/locales'
import { webManifest } from '@/lib/web-manifest'

/** The web app manifest of one language (installable app; issue 43). */
export const Route = createFileRoute('/$lang/manifest.webmanifest')({
  server: {
    handlers: {
      GET: ({ params }) =>
        isLocale(params.lang)
          ? new Response(JSON.stringify(webManifest(params.lang)), {
              headers: {
                'content-type': 'application/manifest+json; charset=utf-8',
                'cache-control': 'public, max-age=3600',
              },
            })
          : new Response('Not found', { status: 404 }),
    },
  },
})
