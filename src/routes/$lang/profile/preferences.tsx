import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { accountOverviewQuery, sessionsQuery } from '@/features/auth/account.queries'
import { AccountDelete } from '@/features/auth/components/account/delete-account'
import { AccountEmailForm } from '@/features/auth/components/account/email-form'
import { EmailChangeConfirmation } from '@/features/auth/components/account/email-change-confirmation'
import { AccountPasswordForm } from '@/features/auth/components/account/password-form'
import { AccountProfileForm } from '@/features/auth/components/account/profile-form'
import { AccountSessions } from '@/features/auth/components/account/sessions'
import { AccountTwoFactor } from '@/features/auth/components/account/two-factor'
import { useSession } from '@/features/auth/use-session'
import { PreferencesForm } from '@/features/preferences/components/preferences-form'
import { preferencesQuery } from '@/features/preferences/preferences.queries'
import { ProfileSection } from '@/features/profile/components/profile-shell'
import { AuthorProfileForm } from '@/features/writing/components/author-profile-form'
import { authorProfileQuery } from '@/features/writing/writing.queries'
import { rememberLocale } from '@/lib/i18n/client-locale'
import { preferencesSearch } from '@/lib/search-params'
import { swapLocale } from '@/lib/seo'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/lib/i18n/locales'
import { headFromLoader } from '@/lib/route-head'

const pageHead = (locale: Locale) => ({
  meta: pageMeta({
    title: m.profile_nav_preferences(),
    description: m.profile_preferences_intro(),
    locale,
  }),
})

/**
 * Preferences (their own feature), account management (the auth feature) and the author profile (the writing
 * feature), composed on one screen.
 */
export const Route = createFileRoute('/$lang/profile/preferences')({
  // `emailChange`: the token of an e-mail change link (sent to the new address).
  validateSearch: preferencesSearch,
  loader: async ({ context }) => {
    if (context.user) {
      await Promise.all([
        context.queryClient.ensureQueryData(preferencesQuery(context.user.id)),
        context.queryClient.ensureQueryData(accountOverviewQuery()),
        context.queryClient.ensureQueryData(sessionsQuery(context.locale)),
        context.queryClient.ensureQueryData(authorProfileQuery(context.user.id)),
      ])
    }
    return { head: pageHead(context.locale) }
  },
  head: headFromLoader,
  component: function PreferencesRoute() {
    const { locale, user: initial } = Route.useRouteContext()
    const { emailChange } = Route.useSearch()
    const navigate = useNavigate()
    const router = useRouter()
    const { user: current } = useSession()
    const user = current ?? initial
    const dropToken = useCallback(
      () => void navigate({ to: '.', search: {}, replace: true, resetScroll: false }),
      [navigate],
    )
    if (!user) return null
    return (
      <ProfileSection title={m.profile_nav_preferences()} intro={m.profile_preferences_intro()}>
        {emailChange && <EmailChangeConfirmation locale={locale} token={emailChange} onDone={dropToken} />}
        <div className="space-y-8">
          <section className="border-line rounded-lg border p-5">
            <Preferences userId={user.id} />
          </section>
          <AccountProfileForm user={user} />
          <AuthorProfileForm locale={locale} userId={user.id} />
          <AccountEmailForm locale={locale} user={user} />
          <AccountPasswordForm locale={locale} />
          <AccountTwoFactor locale={locale} user={user} />
          <AccountSessions locale={locale} />
          <AccountDelete
            user={user}
            onDeleted={async () => {
              await router.navigate({ to: '/$lang', params: { lang: locale }, replace: true })
            }}
          />
        </div>
      </ProfileSection>
    )
  },
})

function Preferences({ userId }: { userId: string }) {
  const { locale } = Route.useRouteContext()
  const { data: preferences } = useSuspenseQuery(preferencesQuery(userId))
  return (
    <PreferencesForm
      locale={locale}
      userId={userId}
      preferences={preferences}
      onLocaleChange={async (next) => {
        await rememberLocale(next)
        // A full load: every message and the <html lang> switch at once.
        window.location.assign(`${swapLocale(window.location.pathname, next)}${window.location.search}`)
      }}
    />
  )
}
