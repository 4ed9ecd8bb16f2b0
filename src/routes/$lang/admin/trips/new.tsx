import { createFileRoute } from '@tanstack/react-router'
import { staffOnly } from '@/features/auth/auth.guards'
import { TripEditor } from '@/features/trip-admin/components/trip-editor'
import { adminTripsQuery } from '@/features/trip-admin/trip-admin.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** /{lang}/admin/trips/new: a new trip (saved as a draft). */
export const Route = createFileRoute('/$lang/admin/trips/new')({
  // Admins only: an editor gets the 404 a member gets (ADR 043).
  beforeLoad: (guard) => staffOnly(guard, 'admin'),
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(adminTripsQuery(context.locale, { page: 1 }))
    return {
      head: {
        meta: [
          ...pageMeta({
            title: m.trip_editor_create_title(),
            description: m.trip_editor_list_description(),
            locale: context.locale,
          }),
          { name: 'robots', content: 'noindex' },
        ],
      },
    }
  },
  head: headFromLoader,
  component: function NewTripRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    return backOffice ? <TripEditor locale={locale} trip={null} /> : null
  },
})
