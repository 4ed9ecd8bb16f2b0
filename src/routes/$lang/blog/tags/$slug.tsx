import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TagPage } from '@/features/blog/components/blog-pages'
import { postListQuery, tagQuery } from '@/features/blog/blog.queries'
import { postListHead } from '@/features/blog/blog.seo'
import { headFromLoader } from '@/lib/route-head'
import { paramOrNotFound } from '@/lib/route-params'
import { cursorSearch, paramParser, slugValue } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/blog/tags/$slug')({
  validateSearch: cursorSearch,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, deps }) => {
    const slug = paramOrNotFound(paramParser(slugValue), params.slug)
    const tag = await context.queryClient.ensureQueryData(tagQuery(context.locale, slug))
    await context.queryClient.ensureQueryData(postListQuery(context.locale, { tag: tag.slug, cursor: deps.cursor }))
    const head = postListHead(context.locale, {
      title: m.blog_tag_title({ name: tag.name }),
      description: m.blog_tag_description({ name: tag.name }),
      path: `/${context.locale}/blog/tags/${tag.slug}`,
    })
    return { slug: tag.slug, head }
  },
  head: headFromLoader,
  component: function TagRoute() {
    const { slug } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: tag } = useSuspenseQuery(tagQuery(locale, slug))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { tag: slug, cursor }))
    return <TagPage locale={locale} term={tag} list={list} cursor={cursor} />
  },
})
