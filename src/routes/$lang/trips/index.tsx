import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TripsPage } from '@/features/trips/components/trips-page'
import { tripFiltersQuery, tripListQuery } from '@/features/trips/trips.queries'
import { headFromLoader } from '@/lib/route-head'
import { tripsSearch } from '@/lib/search-params'
import { breadcrumbJsonLd, jsonLdScript, pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/trips/')({
  validateSearch: tripsSearch,
  loaderDeps: ({ search }) => ({ destination: search.destination, month: search.month, cursor: search.cursor }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(tripListQuery(context.locale, deps)),
      context.queryClient.ensureQueryData(tripFiltersQuery(context.locale)),
    ])
    const { locale } = context
    const head = {
      meta: pageMeta({ title: m.trips_meta_title(), description: m.trips_meta_description(), locale }),
      scripts: [
        jsonLdScript(
          breadcrumbJsonLd([
            { name: m.breadcrumb_home(), path: `/${locale}` },
            { name: m.trips_hero_title(), path: `/${locale}/trips` },
          ]),
        ),
      ],
    }
    return { head }
  },
  head: headFromLoader,
  component: function TripsRoute() {
    const { locale } = Route.useRouteContext()
    const search = Route.useSearch()
    const filters = { destination: search.destination, month: search.month, cursor: search.cursor }
    const { data: list } = useSuspenseQuery(tripListQuery(locale, filters))
    const { data: options } = useSuspenseQuery(tripFiltersQuery(locale))
    return (
      <TripsPage
        locale={locale}
        list={list}
        destinations={options.destinations}
        months={options.months}
        search={search}
      />
    )
  },
})
