import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffQuery } from '@/features/admin/admin.queries'
import { StaffPage } from '@/features/admin/components/staff-page'
import { holdsRole } from '@/features/auth/roles'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** Staff accounts and their roles (admins only: an editor gets the 404 a member gets). */
export const Route = createFileRoute('/$lang/admin/staff')({
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(staffQuery())
    return {
      head: {
        meta: pageMeta({ title: m.staff_page_title(), description: m.staff_page_intro(), locale: context.locale }),
      },
    }
  },
  head: headFromLoader,
  component: function StaffRoute() {
    const { locale, user, backOffice } = Route.useRouteContext()
    return backOffice ? <StaffPage locale={locale} selfId={user.id} /> : null
  },
})
