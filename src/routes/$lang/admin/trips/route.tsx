import { Outlet, createFileRoute } from '@tanstack/react-router'
import { userOnly } from '@/features/auth/auth.guards'

/**
 * STAND-IN until the back office's layout (`$lang/admin/route.tsx`: staff gate, navigation and <main>) is merged:
 * delete this file then. Anonymous visitors go to sign-in; a member gets the 404 page from the admin-only server
 * functions the pages load; nothing here is cached by shared caches or indexed.
 */
export const Route = createFileRoute('/$lang/admin/trips')({
  beforeLoad: userOnly,
  headers: () => ({ 'cache-control': 'private, no-store', vary: 'Cookie' }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: function AdminTripsLayout() {
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    )
  },
})
