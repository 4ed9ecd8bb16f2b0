import { createFileRoute } from '@tanstack/react-router'
import { dashboardQuery } from '@/features/admin/admin.queries'
import { DashboardPage } from '@/features/admin/components/dashboard-page'
import { holdsRole } from '@/features/auth/roles'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The back office's dashboard (editors and admins). */
export const Route = createFileRoute('/$lang/admin/')({
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(dashboardQuery(context.locale))
    return {
      head: {
        meta: pageMeta({
          title: m.staff_dashboard_title(),
          description: m.staff_dashboard_intro(),
          locale: context.locale,
        }),
      },
    }
  },
  head: headFromLoader,
  component: function DashboardRoute() {
    const { locale, backOffice, user } = Route.useRouteContext()
    return backOffice ? <DashboardPage locale={locale} admin={holdsRole(user, 'admin')} /> : null
  },
})
