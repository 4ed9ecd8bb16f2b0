import { createFileRoute } from '@tanstack/react-router'
import { MyPostsPage } from '@/features/writing/components/my-posts-page'
import { myPostsQuery } from '@/features/writing/writing.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Spec §2 /{lang}/profile/blog: the member's own posts. */
export const Route = createFileRoute('/$lang/profile/blog/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(myPostsQuery(context.user.id))
    return {
      head: {
        meta: [
          ...pageMeta({
            title: m.writing_my_posts_title(),
            description: m.writing_my_posts_description(),
            locale: context.locale,
          }),
          { name: 'robots', content: 'noindex' },
        ],
      },
    }
  },
  head: headFromLoader,
  component: function MyPostsRoute() {
    const { locale, user } = Route.useRouteContext()
    return <MyPostsPage locale={locale} userId={user.id} />
  },
})
