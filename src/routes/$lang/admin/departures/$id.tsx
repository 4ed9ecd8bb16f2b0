import { createFileRoute } from '@tanstack/react-router'
import { staffOnly } from '@/features/auth/auth.guards'
import { DepartureManifest } from '@/features/departures/components/manifest'
import { manifestQuery } from '@/features/departures/departures.queries'
import { paramOrNotFound } from '@/lib/route-params'
import { paramParser, tripIdValue } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/lib/i18n/locales'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale, trip: string) => ({
  meta: [
    ...pageMeta({
      title: m.departures_manifest_title({ trip: trip }),
      description: m.departures_admin_intro(),
      locale,
    }),
    { name: 'robots', content: 'noindex' },
  ],
})

/** A departure's manifest in the back office (ADR 045): admins only, as the departures page. */
export const Route = createFileRoute('/$lang/admin/departures/$id')({
  // Admins only: an editor gets the 404 a member gets (ADR 043); the back office's layout adds the rest.
  beforeLoad: (guard) => staffOnly(guard, 'admin'),
  loader: async ({ params, context }) => {
    const id = paramOrNotFound(paramParser(tripIdValue), params.id)
    if (!context.backOffice) return { id, head: pageHead(context.locale, '') }
    const data = await context.queryClient.ensureQueryData(manifestQuery(id, context.locale))
    return { id, head: pageHead(context.locale, data.trip.title) }
  },
  head: headFromLoader,
  component: function ManifestRoute() {
    const { id } = Route.useLoaderData()
    const { locale, backOffice } = Route.useRouteContext()
    if (!backOffice) return null
    return <DepartureManifest id={id} locale={locale} />
  },
})
