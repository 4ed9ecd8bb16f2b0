import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/auth/components/profile-page'
import { useSession } from '@/features/auth/use-session'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/profile/')({
  head: ({ match }) => ({
    meta: [
      ...pageMeta({ title: m.profile_title(), description: m.profile_title(), locale: match.context.locale }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function ProfileRoute() {
    const { locale, user: initial } = Route.useRouteContext()
    const { user } = useSession()
    const shown = user ?? initial
    return shown ? <ProfilePage locale={locale} user={shown} /> : null
  },
})
