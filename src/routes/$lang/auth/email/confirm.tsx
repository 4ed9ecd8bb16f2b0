import { createFileRoute } from '@tanstack/react-router'
import { EmailConfirmPage } from '@/features/auth/components/email-confirm-page'
import { guestOnly } from '@/features/auth/auth.guards'
import { emailConfirmSearch } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { safeRedirectPath } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** E-mail confirmation link target (guests only). */
export const Route = createFileRoute('/$lang/auth/email/confirm')({
  validateSearch: emailConfirmSearch,
  beforeLoad: guestOnly,
  loader: ({ context }) => ({
    head: {
      meta: [
        ...pageMeta({
          title: m.auth_confirm_title(),
          description: m.auth_confirm_working(),
          locale: context.locale,
        }),
        { name: 'robots', content: 'noindex' },
      ],
    },
  }),
  head: headFromLoader,
  component: function EmailConfirmRoute() {
    const { locale } = Route.useRouteContext()
    const { token, redirect } = Route.useSearch()
    return (
      <EmailConfirmPage locale={locale} token={token} redirectTo={safeRedirectPath(redirect, `/${locale}/profile`)} />
    )
  },
})
