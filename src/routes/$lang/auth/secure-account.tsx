import { createFileRoute } from '@tanstack/react-router'
import { SecureAccountPage } from '@/features/auth/components/secure-account-page'
import { secureAccountSearch } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The link of a security notice: anyone holding it may secure the account, signed in or not (ADR 049). */
export const Route = createFileRoute('/$lang/auth/secure-account')({
  validateSearch: secureAccountSearch,
  loader: ({ context }) => ({
    head: {
      meta: [
        ...pageMeta({ title: m.auth_secure_title(), description: m.auth_secure_intro(), locale: context.locale }),
        { name: 'robots', content: 'noindex' },
      ],
    },
  }),
  head: headFromLoader,
  component: function SecureAccountRoute() {
    const { locale } = Route.useRouteContext()
    const { token } = Route.useSearch()
    return <SecureAccountPage locale={locale} token={token} />
  },
})
