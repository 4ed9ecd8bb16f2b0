import { createFileRoute } from '@tanstack/react-router'
import { userOnly } from '@/features/auth/auth.guards'
import { TripDepartures } from '@/features/departures/components/trip-departures'
import { tripDeparturesQuery } from '@/features/departures/departures.queries'
import { paramOrNotFound } from '@/lib/route-params'
import { paramParser, tripIdValue } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/**
 * A trip's departures in the back office (ADR 045). Anonymous visitors go to sign-in; the admin-only server function
 * answers anyone else 404, which is this page's 404 (the back office does not reveal itself).
 */
export const Route = createFileRoute('/$lang/admin/trips/$id/departures')({
  beforeLoad: userOnly,
  headers: () => ({ 'cache-control': 'private, no-store', vary: 'Cookie' }),
  loader: async ({ params, context }) => {
    const id = paramOrNotFound(paramParser(tripIdValue), params.id)
    const data = await context.queryClient.ensureQueryData(tripDeparturesQuery(id, context.locale))
    return { id, title: data.trip.title }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      ...pageMeta({
        title: loaderData ? m.departures_admin_title({ trip: loaderData.title }) : m.departures_list_title(),
        description: m.departures_admin_intro(),
        locale: match.context.locale,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function TripDeparturesRoute() {
    const { id } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    return <TripDepartures tripId={id} locale={locale} />
  },
})
