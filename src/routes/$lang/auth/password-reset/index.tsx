import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetPage } from '@/features/auth/components/password-reset-pages'
import { guestOnly } from '@/features/auth/auth.guards'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Request a password reset (guests only). */
export const Route = createFileRoute('/$lang/auth/password-reset/')({
  beforeLoad: guestOnly,
  loader: ({ context }) => ({
    head: {
      meta: [
        ...pageMeta({ title: m.auth_reset_title(), description: m.auth_reset_intro(), locale: context.locale }),
        { name: 'robots', content: 'noindex' },
      ],
    },
  }),
  head: headFromLoader,
  component: function PasswordResetRoute() {
    const { locale } = Route.useRouteContext()
    return <PasswordResetPage locale={locale} />
  },
})
