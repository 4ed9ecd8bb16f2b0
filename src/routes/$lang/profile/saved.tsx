import { createFileRoute } from '@tanstack/react-router'
import { ProfileSection } from '@/features/profile/components/profile-shell'
import { SavedTripsList } from '@/features/trips/components/saved-trips-page'
import { savedTripsQuery } from '@/features/trips/saved-trips.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/$lang/profile/saved')({
  loader: ({ context }) => context.queryClient.ensureQueryData(savedTripsQuery(context.locale)),
  head: ({ match }) => ({
    meta: pageMeta({ title: m.saved_title(), description: m.saved_intro(), locale: match.context.locale }),
  }),
  component: function SavedTripsRoute() {
    const { locale } = Route.useRouteContext()
    return (
      <ProfileSection title={m.saved_title()} intro={m.saved_intro()}>
        <SavedTripsList locale={locale} />
      </ProfileSection>
    )
  },
})
