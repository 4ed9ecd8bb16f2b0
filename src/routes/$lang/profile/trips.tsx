import { createFileRoute, useRouter } from '@tanstack/react-router'
import { myBookingsQuery } from '@/features/bookings/bookings.queries'
import { MyTrips } from '@/features/bookings/components/my-trips'
import { MyTripReviewEntry } from '@/features/reviews/components/my-trip-review-entry'
import { ProfileSection } from '@/features/profile/components/profile-shell'
import { tripKeys } from '@/features/trips/trips.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/$lang/profile/trips')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(myBookingsQuery(context.locale))
    return {
      head: {
        meta: pageMeta({
          title: m.profile_nav_trips(),
          description: m.profile_trips_intro(),
          locale: context.locale,
        }),
      },
    }
  },
  head: headFromLoader,
  component: function MyTripsRoute() {
    const { locale, queryClient } = Route.useRouteContext()
    const router = useRouter()
    return (
      <ProfileSection title={m.profile_nav_trips()} intro={m.profile_trips_intro()}>
        <MyTrips
          locale={locale}
          bookingExtra={(booking) => <MyTripReviewEntry booking={booking} locale={locale} />}
          onChanged={async () => {
            await queryClient.invalidateQueries({ queryKey: tripKeys.all })
            await router.invalidate()
          }}
        />
      </ProfileSection>
    )
  },
})
