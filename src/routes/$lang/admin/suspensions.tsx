import { createFileRoute, notFound } from '@tanstack/react-router'
import { holdsRole } from '@/features/auth/roles'
import { suspensionsQuery } from '@/features/moderation/moderation.queries'
import { SuspensionsPage } from '@/features/moderation/components/suspensions-page'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Suspended members (admins only: an editor gets the 404 a member gets; ADR 052). */
export const Route = createFileRoute('/$lang/admin/suspensions')({
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(suspensionsQuery(context.locale))
    return {
      head: {
        meta: pageMeta({
          title: m.moderation_suspensions_title(),
          description: m.moderation_suspensions_intro(),
          locale: context.locale,
        }),
      },
    }
  },
  head: headFromLoader,
  component: function SuspensionsRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    return backOffice ? <SuspensionsPage locale={locale} /> : null
  },
})
