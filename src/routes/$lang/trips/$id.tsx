import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { TripPage } from '@/features/trips/components/trip-page'
import { tripQuery } from '@/features/trips/trips.queries'
import { tripIdSchema } from '@/features/trips/trips.schemas'
import { tripJsonLd, tripMeta } from '@/features/trips/trips.seo'
import { paramOrNotFound } from '@/lib/route-params'
import { jsonLdScript } from '@/lib/seo'

export const Route = createFileRoute('/$lang/trips/$id')({
  // An id that cannot be a trip, or one the service does not find (NotFoundError → notFound()), is the 404 page.
  loader: async ({ params, context }) => {
    const id = paramOrNotFound(tripIdSchema, params.id)
    const trip = await context.queryClient.ensureQueryData(tripQuery(context.locale, id))
    return { id: trip.id }
  },
  head: ({ loaderData, match }) => {
    const { locale, queryClient, today } = match.context
    const trip = loaderData ? queryClient.getQueryData(tripQuery(locale, loaderData.id).queryKey) : null
    return trip ? { meta: tripMeta(trip, locale), scripts: [jsonLdScript(tripJsonLd(trip, locale, today))] } : {}
  },
  component: function TripRoute() {
    const { id } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    const { data: trip } = useSuspenseQuery(tripQuery(locale, id))
    return <TripPage trip={trip} locale={locale} />
  },
})
