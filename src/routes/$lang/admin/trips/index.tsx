import { createFileRoute } from '@tanstack/react-router'
import { staffOnly } from '@/features/auth/auth.guards'
import { AdminTripsPage } from '@/features/trip-admin/components/admin-trips-page'
import { adminTripsQuery } from '@/features/trip-admin/trip-admin.queries'
import { adminTripsSearch } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/lib/i18n/locales'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale) => ({
  meta: [
    ...pageMeta({
      title: m.trip_editor_list_title(),
      description: m.trip_editor_list_description(),
      locale,
    }),
    { name: 'robots', content: 'noindex' },
  ],
})

/** /{lang}/admin/trips: the back office's trip list (admins; members get the 404 page). */
export const Route = createFileRoute('/$lang/admin/trips/')({
  // A plain parser, not the zod schema: a route's search parsing loads with every page (ADR 028).
  validateSearch: adminTripsSearch,
  // Admins only: an editor gets the 404 a member gets (ADR 043).
  beforeLoad: (guard) => staffOnly(guard, 'admin'),
  loaderDeps: ({ search }) => ({ status: search.status, country: search.country, q: search.q, page: search.page }),
  loader: async ({ context, deps }) => {
    if (context.backOffice)
      await context.queryClient.fetchQuery({ ...adminTripsQuery(context.locale, deps), staleTime: 0 })
    return { head: pageHead(context.locale) }
  },
  head: headFromLoader,
  component: function AdminTripsRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    const search = Route.useSearch()
    if (!backOffice) return null
    return (
      <AdminTripsPage
        locale={locale}
        filters={{ status: search.status, country: search.country, q: search.q, page: search.page }}
      />
    )
  },
})
