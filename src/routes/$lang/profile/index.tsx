import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { accountOverviewQuery } from '@/features/auth/account.queries'
import { useSession } from '@/features/auth/use-session'
import { NextTrip } from '@/features/bookings/components/my-trips'
import { nextBookingQuery } from '@/features/bookings/bookings.queries'
import { preferencesQuery } from '@/features/preferences/preferences.queries'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { PublicUser } from '@/features/auth/auth.middleware'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale) => ({
  meta: pageMeta({ title: m.profile_title(), description: m.profile_title(), locale: locale }),
})

export const Route = createFileRoute('/$lang/profile/')({
  loader: async ({ context }) => {
    if (context.user) {
      await Promise.all([
        context.queryClient.ensureQueryData(nextBookingQuery(context.locale)),
        context.queryClient.ensureQueryData(accountOverviewQuery()),
        context.queryClient.ensureQueryData(preferencesQuery(context.user.id)),
      ])
    }
    return { head: pageHead(context.locale) }
  },
  head: headFromLoader,
  component: function ProfileRoute() {
    const { locale, user: initial } = Route.useRouteContext()
    const { user } = useSession()
    const shown = user ?? initial
    if (!shown) return null
    return <Overview locale={locale} user={shown} />
  },
})

function Overview({ locale, user }: { locale: Locale; user: PublicUser }) {
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const { data: prefs } = useSuspenseQuery(preferencesQuery(user.id))
  const theme =
    prefs.theme === 'light'
      ? m.prefs_theme_light()
      : prefs.theme === 'dark'
        ? m.prefs_theme_dark()
        : m.prefs_theme_system()
  return (
    <ProfilePage
      locale={locale}
      user={user}
      summary={{
        memberSince: overview.createdAt,
        language: prefs.locale ? localeNames[prefs.locale] : m.prefs_language_browser(),
        theme,
        currency: prefs.currency,
        newsletter: prefs.newsletter,
      }}
      nextTrip={<NextTrip locale={locale} />}
    />
  )
}
