import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetConfirmPage } from '@/features/auth/components/password-reset-pages'
import { guestOnly } from '@/features/auth/auth.guards'
import { passwordResetSearch } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Set a new password from the mailed link (guests only). */
export const Route = createFileRoute('/$lang/auth/password-reset/confirm')({
  validateSearch: passwordResetSearch,
  beforeLoad: guestOnly,
  loader: ({ context }) => ({
    head: {
      meta: [
        ...pageMeta({
          title: m.auth_reset_confirm_title(),
          description: m.auth_reset_intro(),
          locale: context.locale,
        }),
        { name: 'robots', content: 'noindex' },
      ],
    },
  }),
  head: headFromLoader,
  component: function PasswordResetConfirmRoute() {
    const { locale } = Route.useRouteContext()
    const { token } = Route.useSearch()
    return <PasswordResetConfirmPage locale={locale} token={token} />
  },
})
