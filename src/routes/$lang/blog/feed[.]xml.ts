import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '@/lib/i18n/locales'
import { blogFeedXml } from '@/features/blog/blog.feed.server'
import { xmlResponse } from '@/lib/xml'

/** RSS 2.0 feed of the blog in one language. */
export const Route = createFileRoute('/$lang/blog/feed.xml')({
  server: {
    handlers: {
      GET: async ({ params }) =>
        isLocale(params.lang)
          ? xmlResponse(await blogFeedXml(params.lang), 'application/rss+xml; charset=utf-8', 900)
          : new Response('Not found', { status: 404 }),
    },
  },
})
