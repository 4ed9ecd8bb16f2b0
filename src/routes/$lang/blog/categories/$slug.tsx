import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '@/features/blog/components/blog-pages'
import { categoryQuery, postListQuery } from '@/features/blog/blog.queries'
import { postListHead } from '@/features/blog/blog.seo'
import { paramOrNotFound } from '@/lib/route-params'
import { cursorSearch, paramParser, slugValue } from '@/lib/search-params'

export const Route = createFileRoute('/$lang/blog/categories/$slug')({
  validateSearch: cursorSearch,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, deps }) => {
    const slug = paramOrNotFound(paramParser(slugValue), params.slug)
    const category = await context.queryClient.ensureQueryData(categoryQuery(context.locale, slug))
    await context.queryClient.ensureQueryData(
      postListQuery(context.locale, { category: category.slug, cursor: deps.cursor }),
    )
    return { slug: category.slug, title: category.name, description: category.description }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? postListHead(match.context.locale, {
          title: loaderData.title,
          description: loaderData.description,
          path: `/${match.context.locale}/blog/categories/${loaderData.slug}`,
        })
      : {},
  component: function CategoryRoute() {
    const { slug } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: category } = useSuspenseQuery(categoryQuery(locale, slug))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { category: slug, cursor }))
    return <CategoryPage locale={locale} term={category} list={list} cursor={cursor} />
  },
})
