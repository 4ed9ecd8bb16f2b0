import { Outlet, createFileRoute } from '@tanstack/react-router'
import { userOnly } from '@/features/auth/auth.guards'
import { useSession } from '@/features/auth/use-session'
import { ProfileShell } from '@/features/profile/components/profile-shell'

/**
 * Every /profile path, known or not (the `$` child catches the rest), is for signed-in users: anonymous visitors go
 * to sign-in with a same-origin way back. Signed-in pages are never cached by shared caches.
 */
export const Route = createFileRoute('/$lang/profile')({
  beforeLoad: userOnly,
  headers: () => ({ 'cache-control': 'private, no-store', vary: 'Cookie' }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: function ProfileLayout() {
    const { locale, user: initial } = Route.useRouteContext()
    const { user } = useSession()
    const shown = user ?? initial
    if (!shown) return null
    return (
      <ProfileShell locale={locale} name={shown.name}>
        <Outlet />
      </ProfileShell>
    )
  },
})
