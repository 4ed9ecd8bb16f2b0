import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '@/features/blog/components/blog-pages'
import { categoryQuery, postListQuery } from '@/features/blog/blog.queries'
import { postListHead } from '@/features/blog/blog.seo'
import { headFromLoader } from '@/lib/route-head'
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
    const head = postListHead(context.locale, {
      title: category.name,
      description: category.description,
      path: `/${context.locale}/blog/categories/${category.slug}`,
    })
    return { slug: category.slug, head }
  },
  head: headFromLoader,
  component: function CategoryRoute() {
    const { slug } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: category } = useSuspenseQuery(categoryQuery(locale, slug))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { category: slug, cursor }))
    return <CategoryPage locale={locale} term={category} list={list} cursor={cursor} />
  },
})
