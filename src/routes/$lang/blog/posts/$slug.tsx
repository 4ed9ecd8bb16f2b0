import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostPage } from '@/features/blog/components/post-page'
import { postQuery } from '@/features/blog/blog.queries'
import { slugSchema } from '@/features/blog/blog.schemas'
import { pageMeta } from '@/lib/seo'

export const Route = createFileRoute('/$lang/blog/posts/$slug')({
  loader: async ({ params, context, location }) => {
    const slug = slugSchema.safeParse(params.slug)
    const post = slug.success ? await context.queryClient.ensureQueryData(postQuery(context.locale, slug.data)) : null
    if (!post) throw notFound({ data: { kind: 'path', path: location.pathname } })
    return { slug: post.slug, title: post.title, description: post.excerpt, image: post.cover.src }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? { meta: pageMeta({ title: loaderData.title, description: loaderData.description, image: loaderData.image, locale: match.context.locale }) }
      : {},
  component: function PostRoute() {
    const { slug } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    const { data: post } = useSuspenseQuery(postQuery(locale, slug))
    if (!post) return null
    return <PostPage post={post} locale={locale} />
  },
})
