import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-shell'
import { holdsRole } from '@/features/auth/roles'
import { NewsletterAdmin } from '@/features/newsletter/components/newsletter-admin-page'
import { newsletterPreviewQuery } from '@/features/newsletter/newsletter.queries'
import { pageMeta } from '@/lib/seo'
import { m } from '@/paraglide/messages'
import { headFromLoader } from '@/lib/route-head'

/** The newsletter's next digest per language, its preview and "send now" (admins only; ADR 058). */
export const Route = createFileRoute('/$lang/admin/newsletter')({
  beforeLoad: ({ context, location }) => {
    if (!holdsRole(context.user, 'admin')) throw notFound({ data: { kind: 'path', path: location.pathname } })
  },
  loader: async ({ context }) => {
    if (context.backOffice) await context.queryClient.ensureQueryData(newsletterPreviewQuery(context.locale))
    return {
      head: {
        meta: pageMeta({
          title: m.newsletter_admin_title(),
          description: m.newsletter_admin_intro(),
          locale: context.locale,
        }),
      },
    }
  },
  head: headFromLoader,
  component: function NewsletterRoute() {
    const { locale, backOffice } = Route.useRouteContext()
    return backOffice ? (
      <AdminSection title={m.newsletter_admin_title()} intro={m.newsletter_admin_intro()}>
        <NewsletterAdmin locale={locale} />
      </AdminSection>
    ) : null
  },
})
