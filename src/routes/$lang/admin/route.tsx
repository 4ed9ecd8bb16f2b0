import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminShell, TwoFactorNeeded } from '@/features/admin/components/admin-shell'
import { staffOnly } from '@/features/auth/auth.guards'
import { holdsRole } from '@/features/auth/roles'

/**
 * The back office (ADR 043): anonymous visitors go to sign-in, members get the site's 404 (nothing tells them it
 * exists), staff without two-factor sign-in a page that says how to turn it on (ADR 044), staff the pages.
 */
export const Route = createFileRoute('/$lang/admin')({
  beforeLoad: (guard) => staffOnly(guard),
  headers: () => ({ 'cache-control': 'private, no-store', vary: 'Cookie' }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: function AdminLayout() {
    const { locale, user, backOffice } = Route.useRouteContext()
    if (!backOffice) return <TwoFactorNeeded locale={locale} />
    return (
      <AdminShell locale={locale} admin={holdsRole(user, 'admin')}>
        <Outlet />
      </AdminShell>
    )
  },
})
