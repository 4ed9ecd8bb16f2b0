import { createFileRoute } from '@tanstack/react-router'
import { TripEditor } from '@/features/trip-admin/components/trip-editor'
import { adminTripsQuery } from '@/features/trip-admin/trip-admin.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** /{lang}/admin/trips/new: a new trip (saved as a draft). */
export const Route = createFileRoute('/$lang/admin/trips/new')({
  // The admin-only list call is the gate: a member gets the 404 page, as on every back-office page.
  loader: ({ context }) => context.queryClient.ensureQueryData(adminTripsQuery(context.locale, { page: 1 })),
  head: ({ match }) => ({
    meta: [
      ...pageMeta({
        title: m.trip_editor_create_title(),
        description: m.trip_editor_list_description(),
        locale: match.context.locale,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function NewTripRoute() {
    const { locale } = Route.useRouteContext()
    return <TripEditor locale={locale} trip={null} />
  },
})
