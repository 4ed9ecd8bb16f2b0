import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound, routeValidationFailed } from '@/lib/not-found'
import { TagPage } from '@/features/blog/components/blog-pages'
import { postListQuery, tagQuery } from '@/features/blog/blog.queries'
import { cursorSearchSchema, slugSchema } from '@/features/blog/blog.schemas'
import { feedLink } from '@/features/blog/blog.seo'
import { breadcrumbJsonLd, jsonLdScript, pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/blog/tags/$slug')({
  validateSearch: cursorSearchSchema,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, location, deps }) => {
    const slug = slugSchema.safeParse(params.slug)
    if (!slug.success) throw routeValidationFailed(location)
    const tag = await context.queryClient.ensureQueryData(tagQuery(context.locale, slug.data))
    if (!tag) throw pageNotFound(location)
    await context.queryClient.ensureQueryData(postListQuery(context.locale, { tag: tag.slug, cursor: deps.cursor }))
    return { slug: tag.slug, name: tag.name }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { locale } = match.context
    const title = m.blog_tag_title({ name: loaderData.name })
    return {
      meta: pageMeta({ title, description: m.blog_tag_description({ name: loaderData.name }), locale }),
      links: [feedLink(locale)],
      scripts: [
        jsonLdScript(
          breadcrumbJsonLd([
            { name: m.breadcrumb_home(), path: `/${locale}` },
            { name: m.nav_blog(), path: `/${locale}/blog` },
            { name: title, path: `/${locale}/blog/tags/${loaderData.slug}` },
          ]),
        ),
      ],
    }
  },
  component: function TagRoute() {
    const { slug } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: tag } = useSuspenseQuery(tagQuery(locale, slug))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { tag: slug, cursor }))
    if (!tag) return null
    return <TagPage locale={locale} tag={tag} list={list} cursor={cursor} />
  },
})
