import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound, routeValidationFailed } from '@/lib/not-found'
import { CategoryPage } from '@/features/blog/components/blog-pages'
import { categoryQuery, postListQuery } from '@/features/blog/blog.queries'
import { cursorSearchSchema, slugSchema } from '@/features/blog/blog.schemas'
import { feedLink } from '@/features/blog/blog.seo'
import { breadcrumbJsonLd, jsonLdScript, pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/blog/categories/$slug')({
  validateSearch: cursorSearchSchema,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, location, deps }) => {
    const slug = slugSchema.safeParse(params.slug)
    if (!slug.success) throw routeValidationFailed(location)
    const category = await context.queryClient.ensureQueryData(categoryQuery(context.locale, slug.data))
    if (!category) throw pageNotFound(location)
    await context.queryClient.ensureQueryData(
      postListQuery(context.locale, { category: category.slug, cursor: deps.cursor }),
    )
    return { slug: category.slug, title: category.name, description: category.description }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { locale } = match.context
    return {
      meta: pageMeta({ title: loaderData.title, description: loaderData.description, locale }),
      links: [feedLink(locale)],
      scripts: [
        jsonLdScript(
          breadcrumbJsonLd([
            { name: m.breadcrumb_home(), path: `/${locale}` },
            { name: m.nav_blog(), path: `/${locale}/blog` },
            { name: loaderData.title, path: `/${locale}/blog/categories/${loaderData.slug}` },
          ]),
        ),
      ],
    }
  },
  component: function CategoryRoute() {
    const { slug } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: category } = useSuspenseQuery(categoryQuery(locale, slug))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { category: slug, cursor }))
    if (!category) return null
    return <CategoryPage locale={locale} category={category} list={list} cursor={cursor} />
  },
})
