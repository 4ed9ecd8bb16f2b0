import { createFileRoute, notFound } from '@tanstack/react-router'
import { auditQuery } from '@/features/admin/admin.queries'
import { AuditPage } from '@/features/admin/components/audit-page'
import { holdsRole } from '@/features/auth/roles'
import { auditSearch } from '@/lib/search-params'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The staff audit log (admins only). */
export const Route = createFileRoute('/$lang/admin/audit')({
  // A plain parser, not zod: a route's search parsing loads with every page (ADR 028).
  validateSearch: auditSearch,
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ context, deps }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(auditQuery(context.locale, deps.cursor))
    return {
      head: {
        meta: pageMeta({ title: m.staff_audit_title(), description: m.staff_audit_intro(), locale: context.locale }),
      },
    }
  },
  head: headFromLoader,
  component: function AuditRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    const { cursor } = Route.useSearch()
    return backOffice ? <AuditPage locale={locale} before={cursor} /> : null
  },
})
