import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostEditor } from '@/features/writing/components/post-editor'
import { editorOptionsQuery, myPostQuery } from '@/features/writing/writing.queries'
import { postIdValue } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/lib/i18n/locales'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale) => ({
  meta: [
    ...pageMeta({
      title: m.writing_editor_edit_title(),
      description: m.writing_my_posts_description(),
      locale,
    }),
    { name: 'robots', content: 'noindex' },
  ],
})

/** Spec §2/§3 /{lang}/profile/blog/{id}: the editor of an own post; another member's or unknown id → 404 page. */
export const Route = createFileRoute('/$lang/profile/blog/$id')({
  params: {
    parse: (raw) => {
      const id = postIdValue(raw.id)
      return { id: id === undefined ? '0' : String(id) }
    },
    stringify: (params) => ({ id: params.id }),
  },
  loader: async ({ context, params, location }) => {
    const id = Number(params.id)
    const [post] = await Promise.all([
      // Always the post as it is now, not a copy cached by an earlier visit: the editor's text and the version its
      // saves are checked against (ADR 024) start from the newest save made anywhere.
      id > 0
        ? context.queryClient.fetchQuery({ ...myPostQuery(context.user.id, context.locale, id), staleTime: 0 })
        : null,
      context.queryClient.ensureQueryData(editorOptionsQuery(context.locale)),
    ])
    if (!post) throw notFound({ data: { kind: 'path', path: location.pathname } })
    return { id, head: pageHead(context.locale) }
  },
  head: headFromLoader,
  component: function EditPostRoute() {
    const { id } = Route.useLoaderData()
    const { locale, user } = Route.useRouteContext()
    const { data: post } = useSuspenseQuery(myPostQuery(user.id, locale, id))
    if (!post) return null
    return <PostEditor key={post.id} locale={locale} userId={user.id} post={post} />
  },
})
