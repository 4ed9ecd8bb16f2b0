import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound, routeValidationFailed } from '@/lib/not-found'
import { AuthorPage } from '@/features/blog/components/blog-pages'
import { authorQuery, postListQuery } from '@/features/blog/blog.queries'
import { cursorSearchSchema, usernameSchema } from '@/features/blog/blog.schemas'
import { authorJsonLd, feedLink } from '@/features/blog/blog.seo'
import { jsonLdScript, pageMeta } from '@/lib/seo'

export const Route = createFileRoute('/$lang/blog/users/$username')({
  validateSearch: cursorSearchSchema,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ params, context, location, deps }) => {
    const username = usernameSchema.safeParse(params.username)
    if (!username.success) throw routeValidationFailed(location)
    const author = await context.queryClient.ensureQueryData(authorQuery(context.locale, username.data))
    if (!author) throw pageNotFound(location)
    await context.queryClient.ensureQueryData(
      postListQuery(context.locale, { author: author.username, cursor: deps.cursor }),
    )
    return { username: author.username }
  },
  head: ({ loaderData, match }) => {
    const { locale, queryClient } = match.context
    const author = loaderData ? queryClient.getQueryData(authorQuery(locale, loaderData.username).queryKey) : null
    if (!author) return {}
    return {
      meta: pageMeta({
        title: author.displayName,
        description: author.bio,
        image: author.avatar,
        imageWidth: 160,
        imageHeight: 160,
        type: 'profile',
        locale,
      }),
      links: [feedLink(locale)],
      scripts: [jsonLdScript(authorJsonLd(author, locale))],
    }
  },
  component: function AuthorRoute() {
    const { username } = Route.useLoaderData()
    const { cursor } = Route.useSearch()
    const { locale } = Route.useRouteContext()
    const { data: author } = useSuspenseQuery(authorQuery(locale, username))
    const { data: list } = useSuspenseQuery(postListQuery(locale, { author: username, cursor }))
    if (!author) return null
    return <AuthorPage locale={locale} author={author} list={list} cursor={cursor} />
  },
})
