import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentPageView } from '@/features/content/components/content-page-view'
import { contentPageQuery } from '@/features/content/content.queries'
import { isContentSlug } from '@/features/content/content-slug'
import { headFromLoader } from '@/lib/route-head'
import { pageMeta } from '@/lib/seo'

/** Catch-all: the site's Markdown content pages; anything else is "Page not found: {path}". */
export const Route = createFileRoute('/$lang/$')({
  loader: async ({ params, context }) => {
    // Validated here without zod so that the catch-all adds no schema library to the first-load bundle.
    const slug = params._splat ?? ''
    if (!isContentSlug(slug)) throw notFound()
    const page = await context.queryClient.ensureQueryData(contentPageQuery(context.locale, slug))
    const head = { meta: pageMeta({ title: page.title, description: page.description, locale: context.locale }) }
    return { slug: page.slug, head }
  },
  head: headFromLoader,
  component: function ContentRoute() {
    const { slug } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    const { data: page } = useSuspenseQuery(contentPageQuery(locale, slug))
    return <ContentPageView page={page} locale={locale} />
  },
})
