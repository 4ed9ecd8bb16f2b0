import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { heroImagePreloads } from '@/components/layout/hero'
import { BookTrip } from '@/features/bookings/components/book-trip'
import { TripBookedNotice } from '@/features/bookings/components/trip-booked-notice'
import { holdsRole } from '@/features/auth/roles'
import { useSession } from '@/features/auth/use-session'
import { TripReviews } from '@/features/reviews/components/trip-reviews'
import { tripReviewsQuery } from '@/features/reviews/reviews.queries'
import { withReviewsJsonLd } from '@/features/reviews/reviews.seo'
import { TripPage } from '@/features/trips/components/trip-page'
import { tripKeys, tripMapQuery, tripQuery } from '@/features/trips/trips.queries'
import { tripJsonLd, tripMeta } from '@/features/trips/trips.seo'
import { paramOrNotFound } from '@/lib/route-params'
import { paramParser, tripIdValue, tripSearch } from '@/lib/search-params'
import { headFromLoader } from '@/lib/route-head'
import { jsonLdScript } from '@/lib/seo'

export const Route = createFileRoute('/$lang/trips/$id')({
  validateSearch: tripSearch,
  // An id that cannot be a trip, or one the service does not find (NotFoundError → notFound()), is the 404 page.
  loader: async ({ params, context }) => {
    const id = paramOrNotFound(paramParser(tripIdValue), params.id)
    const [trip] = await Promise.all([
      context.queryClient.ensureQueryData(tripQuery(context.locale, id)),
      context.queryClient.ensureQueryData(tripReviewsQuery(context.locale, id)),
      context.queryClient.ensureQueryData(tripMapQuery(context.locale, id)),
    ])
    const { locale, queryClient, today } = context
    const head = {
      meta: tripMeta(trip, locale),
      links: heroImagePreloads({ ...trip.cover, sizes: '100vw' }),
      scripts: [
        jsonLdScript(
          withReviewsJsonLd(
            tripJsonLd(trip, locale, today),
            queryClient.getQueryData(tripReviewsQuery(locale, trip.id).queryKey),
          ),
        ),
      ],
    }
    return { id: trip.id, head }
  },
  head: headFromLoader,
  component: function TripRoute() {
    const { id } = Route.useLoaderData()
    const { locale, queryClient } = Route.useRouteContext()
    const search = Route.useSearch()
    const router = useRouter()
    const navigate = Route.useNavigate()
    const { user } = useSession()
    const { data: trip } = useSuspenseQuery(tripQuery(locale, id))
    const { data: map } = useSuspenseQuery(tripMapQuery(locale, id))
    const refreshSeats = async () => {
      // Seats left change everywhere: this page, the lists, the home page.
      await queryClient.invalidateQueries({ queryKey: tripKeys.all })
      await router.invalidate()
    }
    return (
      <TripPage
        trip={trip}
        locale={locale}
        signedIn={!!user}
        mapSvg={map.svg}
        booked={<TripBookedNotice tripId={trip.id} locale={locale} signedIn={!!user} />}
        booking={
          <BookTrip
            trip={trip}
            locale={locale}
            signedIn={!!user}
            openInitially={search.book === 1}
            onClose={() => {
              // The sign-up mail links to ?book=1: once used, a reload must not invite a second booking.
              if (search.book === 1)
                void navigate({
                  to: '.',
                  search: (prev) => ({ ...prev, book: undefined }),
                  replace: true,
                  resetScroll: false,
                  viewTransition: false,
                })
            }}
            onBooked={refreshSeats}
            onRefused={refreshSeats}
          />
        }
      >
        <TripReviews
          tripId={trip.id}
          locale={locale}
          signedIn={!!user}
          editor={!!user && holdsRole(user, 'editor') && user.twoFactorEnabled}
        />
      </TripPage>
    )
  },
})
