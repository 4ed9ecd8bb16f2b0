import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/components/login-page'
import { guestOnly } from '@/features/auth/auth.guards'
import { authConfigQuery } from '@/features/auth/auth.queries'
import { preferencesQuery } from '@/features/preferences/preferences.queries'
import { rememberLocale } from '@/lib/i18n/client-locale'
import { localeFromPath } from '@/lib/i18n/detect'
import { loginSearch } from '@/lib/search-params'
import { swapLocale } from '@/lib/seo'
import { pageMeta } from '@/lib/seo'
import { safeRedirectPath } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Sign-in and create-account (guests only). */
export const Route = createFileRoute('/$lang/auth/login')({
  // Unusable search values fall back instead of failing the route: links from mails and providers vary.
  validateSearch: loginSearch,
  beforeLoad: guestOnly,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(authConfigQuery())
    return {
      head: {
        meta: [
          ...pageMeta({ title: m.auth_login_title(), description: m.auth_login_intro(), locale: context.locale }),
          { name: 'robots', content: 'noindex' },
        ],
      },
    }
  },
  head: headFromLoader,
  component: function LoginRoute() {
    const { locale, queryClient } = Route.useRouteContext()
    const search = Route.useSearch()
    return (
      <LoginPage
        resolveTarget={async (user, target) => {
          // The preferred interface language wins over the language the sign-in page happened to be in.
          const preferences = await queryClient.fetchQuery(preferencesQuery(user.id))
          if (!preferences.locale) return target
          await rememberLocale(preferences.locale)
          const url = new URL(target, window.location.origin)
          if (localeFromPath(url.pathname) === preferences.locale) return target
          return `${swapLocale(url.pathname, preferences.locale)}${url.search}${url.hash}`
        }}
        locale={locale}
        redirectTo={safeRedirectPath(search.redirect, `/${locale}/profile`)}
        mode={search.mode ?? 'signin'}
        error={search.error}
      />
    )
  },
})
