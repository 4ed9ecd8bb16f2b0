import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { CategoryPage } from '@/features/blog/components/blog-pages'
import { categoryQuery, postListQuery } from '@/features/blog/blog.queries'
import { cursorSearchSchema, slugSchema } from '@/features/blog/blog.schemas'
import { pageMeta } from '@/lib/seo'

export const Route = createFileRoute('/$lang/blog/categories/$slug')({
  validateSearch: cursorSearchSchema,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, location, deps }) => {
    const slug = slugSchema.safeParse(params.slug)
    const category = slug.success ? await context.queryClient.ensureQueryData(categoryQuery(context.locale, slug.data)) : null
    if (!category) throw notFound({ data: { kind: 'path', path: location.pathname } })
    await context.queryClient.ensureQueryData(postListQuery(context.locale, { category: category.slug, cursor: deps.cursor }))
    return { slug: category.slug, title: category.name, description: category.description }
  },
  head: ({ loaderData, match }) =>
    loaderData ? { meta: pageMeta({ title: loaderData.title, description: loaderData.description, locale: match.context.locale }) } : {},
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
