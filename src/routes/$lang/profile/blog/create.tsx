import { createFileRoute } from '@tanstack/react-router'
import { PostEditor } from '@/features/writing/components/post-editor'
import { editorOptionsQuery } from '@/features/writing/writing.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Spec §2 /{lang}/profile/blog/create: a new post (saved as a draft as soon as it has a title). */
export const Route = createFileRoute('/$lang/profile/blog/create')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(editorOptionsQuery(context.locale))
    return {
      head: {
        meta: [
          ...pageMeta({
            title: m.writing_editor_create_title(),
            description: m.writing_my_posts_description(),
            locale: context.locale,
          }),
          { name: 'robots', content: 'noindex' },
        ],
      },
    }
  },
  head: headFromLoader,
  component: function CreatePostRoute() {
    const { locale, user } = Route.useRouteContext()
    return <PostEditor locale={locale} userId={user.id} post={null} />
  },
})
