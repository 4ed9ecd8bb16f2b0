import { createFileRoute, notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { auditQuery } from '@/features/admin/admin.queries'
import { AuditPage } from '@/features/admin/components/audit-page'
import { holdsRole } from '@/features/auth/roles'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'

/** `?cursor=<id>`: the page after that line; anything else is the newest page. */
const auditSearch = z.object({ cursor: z.coerce.number().int().positive().optional().catch(undefined) })

/** The staff audit log (admins only). */
export const Route = createFileRoute('/$lang/admin/audit')({
  validateSearch: auditSearch,
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ context, deps }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(auditQuery(context.locale, deps.cursor))
  },
  head: ({ match }) => ({
    meta: pageMeta({ title: m.staff_audit_title(), description: m.staff_audit_intro(), locale: match.context.locale }),
  }),
  component: function AuditRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    const { cursor } = Route.useSearch()
    return backOffice ? <AuditPage locale={locale} before={cursor} /> : null
  },
})
