import { createFileRoute } from '@tanstack/react-router'
import { MyPostsPage } from '@/features/writing/components/my-posts-page'
import { myPostsQuery } from '@/features/writing/writing.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** Spec §2 /{lang}/profile/blog: the member's own posts. */
export const Route = createFileRoute('/$lang/profile/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myPostsQuery(context.user.id)),
  head: ({ match }) => ({
    meta: [
      ...pageMeta({
        title: m.writing_my_posts_title(),
        description: m.writing_my_posts_description(),
        locale: match.context.locale,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function MyPostsRoute() {
    const { locale, user } = Route.useRouteContext()
    return <MyPostsPage locale={locale} userId={user.id} />
  },
})
