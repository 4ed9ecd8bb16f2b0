import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AuthorPage } from '@/features/blog/components/blog-pages'
import { authorQuery, postListQuery } from '@/features/blog/blog.queries'
import { authorJsonLd, authorMeta, feedLink } from '@/features/blog/blog.seo'
import { paramOrNotFound } from '@/lib/route-params'
import { cursorSearch, paramParser, usernameValue } from '@/lib/search-params'
import { headFromLoader } from '@/lib/route-head'
import { jsonLdScript } from '@/lib/seo'

export const Route = createFileRoute('/$lang/blog/users/$username')({
  validateSearch: cursorSearch,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, deps }) => {
    const username = paramOrNotFound(paramParser(usernameValue), params.username)
    const author = await context.queryClient.ensureQueryData(authorQuery(context.locale, username))
    await context.queryClient.ensureQueryData(
      postListQuery(context.locale, { author: author.username, cursor: deps.cursor }),
    )
    const { locale } = context
    const head = {
      meta: authorMeta(author, locale),
      links: [feedLink(locale)],
      scripts: [jsonLdScript(authorJsonLd(author, locale))],
    }
    return { username: author.username, head }
  },
  head: headFromLoader,
  component: function AuthorRoute() {
    const { username } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: author } = useSuspenseQuery(authorQuery(locale, username))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { author: username, cursor }))
    return <AuthorPage locale={locale} term={author} list={list} cursor={cursor} />
  },
})
