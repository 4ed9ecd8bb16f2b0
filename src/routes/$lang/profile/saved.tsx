import { createFileRoute } from '@tanstack/react-router'
import { ProfileSection } from '@/features/profile/components/profile-shell'
import { SavedTripsList } from '@/features/trips/components/saved-trips-page'
import { savedTripsQuery } from '@/features/trips/saved-trips.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/$lang/profile/saved')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(savedTripsQuery(context.locale))
    return {
      head: {
        meta: pageMeta({ title: m.saved_title(), description: m.saved_intro(), locale: context.locale }),
      },
    }
  },
  head: headFromLoader,
  component: function SavedTripsRoute() {
    const { locale } = Route.useRouteContext()
    return (
      <ProfileSection title={m.saved_title()} intro={m.saved_intro()}>
        <SavedTripsList locale={locale} />
      </ProfileSection>
    )
  },
})
