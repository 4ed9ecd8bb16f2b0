import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, isNotFound, redirect } from '@tanstack/react-router'
import { heroImagePreloads } from '@/components/layout/hero'
import { PostPage } from '@/features/blog/components/post-page'
import { holdsRole } from '@/features/auth/roles'
import { PostModeration } from '@/features/moderation/components/post-moderation'
import { CommentsSection } from '@/features/comments/components/comments-section'
import { commentsQuery } from '@/features/comments/comments.queries'
import { getMovedPost } from '@/features/blog/blog.functions'
import { postQuery } from '@/features/blog/blog.queries'
import { feedLink, postJsonLd, postMeta } from '@/features/blog/blog.seo'
import { paramOrNotFound } from '@/lib/route-params'
import { paramParser, slugValue } from '@/lib/search-params'
import { headFromLoader } from '@/lib/route-head'
import { jsonLdScript } from '@/lib/seo'

export const Route = createFileRoute('/$lang/blog/posts/$slug')({
  loader: async ({ params, context }) => {
    const slug = paramOrNotFound(paramParser(slugValue), params.slug)
    try {
      const post = await context.queryClient.ensureQueryData(postQuery(context.locale, slug))
      // The first page of comments is in the page's HTML, cached with it (ADR 059).
      await context.queryClient.ensureQueryData(commentsQuery(post.id))
      const head = {
        meta: postMeta(post, context.locale),
        links: [feedLink(context.locale), ...heroImagePreloads(post.cover)],
        scripts: [jsonLdScript(postJsonLd(post, context.locale))],
      }
      return { slug: post.slug, head }
    } catch (error) {
      // An address the post had before its author changed the slug: a permanent redirect to where it is now.
      const moved = isNotFound(error) ? await getMovedPost({ data: { slug } }) : null
      if (!moved) throw error
      throw redirect({ to: '/$lang/blog/posts/$slug', params: { lang: context.locale, slug: moved }, statusCode: 301 })
    }
  },
  head: headFromLoader,
  component: function PostRoute() {
    const { slug } = Route.useLoaderData()
    const { locale, user } = Route.useRouteContext()
    const { data: post } = useSuspenseQuery(postQuery(locale, slug))
    // Signed-in readers may report the post, editors hide it (ADR 052); anonymous pages stay as they were cached.
    const editor = !!user && holdsRole(user, 'editor') && user.twoFactorEnabled
    const actions = user ? <PostModeration postId={post.id} title={post.title} locale={locale} editor={editor} /> : null
    // Comments under the post (ADR 059); a signed-in reader's tools load on first use.
    const comments = (
      <CommentsSection
        postId={post.id}
        postSlug={post.slug}
        locale={locale}
        viewer={user ? { username: user.username, editor } : null}
      />
    )
    return (
      <PostPage
        post={post}
        locale={locale}
        actions={
          <>
            {actions}
            {comments}
          </>
        }
      />
    )
  },
})
