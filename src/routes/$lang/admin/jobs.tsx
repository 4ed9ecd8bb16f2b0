import { createFileRoute, notFound } from '@tanstack/react-router'
import { jobsQuery } from '@/features/admin/admin.queries'
import { JobsPage } from '@/features/admin/components/jobs-page'
import { holdsRole } from '@/features/auth/roles'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The job queue: counts per state and failed jobs to retry or discard (admins only; ADR 053). */
export const Route = createFileRoute('/$lang/admin/jobs')({
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(jobsQuery())
    return {
      head: {
        meta: pageMeta({ title: m.jobs_page_title(), description: m.jobs_page_intro(), locale: context.locale }),
      },
    }
  },
  head: headFromLoader,
  component: function JobsRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    return backOffice ? <JobsPage locale={locale} /> : null
  },
})
