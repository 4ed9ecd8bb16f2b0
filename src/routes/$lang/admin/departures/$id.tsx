import { createFileRoute } from '@tanstack/react-router'
import { userOnly } from '@/features/auth/auth.guards'
import { DepartureManifest } from '@/features/departures/components/manifest'
import { manifestQuery } from '@/features/departures/departures.queries'
import { paramOrNotFound } from '@/lib/route-params'
import { paramParser, tripIdValue } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** A departure's manifest in the back office (ADR 045): admins only, as the departures page. */
export const Route = createFileRoute('/$lang/admin/departures/$id')({
  beforeLoad: userOnly,
  headers: () => ({ 'cache-control': 'private, no-store', vary: 'Cookie' }),
  loader: async ({ params, context }) => {
    const id = paramOrNotFound(paramParser(tripIdValue), params.id)
    const data = await context.queryClient.ensureQueryData(manifestQuery(id, context.locale))
    return { id, title: data.trip.title }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      ...pageMeta({
        title: m.departures_manifest_title({ trip: loaderData?.title ?? '' }),
        description: m.departures_admin_intro(),
        locale: match.context.locale,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function ManifestRoute() {
    const { id } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    return <DepartureManifest id={id} locale={locale} />
  },
})
