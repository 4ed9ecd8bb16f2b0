import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageNotFound, routeValidationFailed } from '@/lib/not-found'
import { TripPage } from '@/features/trips/components/trip-page'
import { tripQuery } from '@/features/trips/trips.queries'
import { tripIdSchema } from '@/features/trips/trips.schemas'
import { tripJsonLd, tripMeta } from '@/features/trips/trips.seo'
import { jsonLdScript } from '@/lib/seo'

export const Route = createFileRoute('/$lang/trips/$id')({
  loader: async ({ params, context, location }) => {
    const id = tripIdSchema.safeParse(params.id)
    if (!id.success) throw routeValidationFailed(location)
    const trip = await context.queryClient.ensureQueryData(tripQuery(context.locale, id.data))
    if (!trip) throw pageNotFound(location)
    return { id: trip.id }
  },
  head: ({ loaderData, match }) => {
    const { locale, queryClient } = match.context
    const trip = loaderData ? queryClient.getQueryData(tripQuery(locale, loaderData.id).queryKey) : null
    return trip ? { meta: tripMeta(trip, locale), scripts: [jsonLdScript(tripJsonLd(trip, locale))] } : {}
  },
  component: function TripRoute() {
    const { id } = Route.useLoaderData()
    const { locale } = Route.useRouteContext()
    const { data: trip } = useSuspenseQuery(tripQuery(locale, id))
    if (!trip) return null
    return <TripPage trip={trip} locale={locale} />
  },
})
