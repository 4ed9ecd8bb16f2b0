import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogPage } from '@/features/blog/components/blog-pages'
import { filtersAreKnown, postListQuery, taxonomyQuery } from '@/features/blog/blog.queries'
import { postListHead } from '@/features/blog/blog.seo'
import { headFromLoader } from '@/lib/route-head'
import { blogSearch } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/blog/')({
  validateSearch: blogSearch,
  loaderDeps: ({ search }) => ({ category: search.category, tag: search.tag, cursor: search.cursor }),
  loader: async ({ context, deps, location }) => {
    const [, taxonomy] = await Promise.all([
      context.queryClient.ensureQueryData(postListQuery(context.locale, deps)),
      context.queryClient.ensureQueryData(taxonomyQuery(context.locale)),
    ])
    // `?category=nope` names nothing: a 404 (not an indexable empty list), showing the address with its query.
    if (!filtersAreKnown(taxonomy, deps)) {
      throw notFound({ data: { kind: 'path', path: `${location.pathname}${location.searchStr}` } })
    }
    return {
      head: postListHead(context.locale, { title: m.blog_meta_title(), description: m.blog_meta_description() }),
    }
  },
  head: headFromLoader,
  component: function BlogRoute() {
    const { locale } = Route.useRouteContext()
    const search = Route.useSearch()
    const { data: list } = useSuspenseQuery(
      postListQuery(locale, { category: search.category, tag: search.tag, cursor: search.cursor }),
    )
    const { data: taxonomy } = useSuspenseQuery(taxonomyQuery(locale))
    return (
      <BlogPage locale={locale} list={list} categories={taxonomy.categories} tags={taxonomy.tags} search={search} />
    )
  },
})
