import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

const tab = 'text-ink block rounded-md px-3 py-2 font-medium no-underline hover:bg-surface'
const CURRENT = 'bg-surface underline'

/** Back-office pages; the trip editor's list lives under /admin/trips (its own feature). */
type AdminTarget =
  | '/$lang/admin'
  | '/$lang/admin/staff'
  | '/$lang/admin/audit'
  | '/$lang/admin/trips'
  | '/$lang/admin/moderation'
  | '/$lang/admin/suspensions'
  | '/$lang/admin/jobs'
  | '/$lang/admin/newsletter'

function AdminLink({
  to,
  locale,
  section = true,
  children,
}: {
  to: AdminTarget
  locale: Locale
  section?: boolean
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const href = to.replace('$lang', locale)
  const exact = pathname === href || pathname === `${href}/`
  const current = exact || (section && pathname.startsWith(`${href}/`))
  return (
    <Link
      to={to}
      params={{ lang: locale }}
      className={current ? `${tab} ${CURRENT}` : tab}
      // The page itself, or a page inside the section (a trip inside Trips), as NavLink does (WCAG 4.1.2).
      aria-current={exact ? 'page' : current ? 'true' : undefined}
    >
      {children}
    </Link>
  )
}

/**
 * The frame of every back-office page (ADR 043): a navigation (Staff and Audit log for admins only) and the page.
 */
export function AdminShell({ locale, admin, children }: { locale: Locale; admin: boolean; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-muted text-sm">{m.staff_back_office()}</p>
      <div className="mt-4 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={m.staff_nav_label()}>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            <li>
              <AdminLink to="/$lang/admin" locale={locale} section={false}>
                {m.staff_nav_dashboard()}
              </AdminLink>
            </li>
            <li>
              <AdminLink to="/$lang/admin/moderation" locale={locale}>
                {m.moderation_nav()}
              </AdminLink>
            </li>
            {admin && (
              <>
                <li>
                  <AdminLink to="/$lang/admin/suspensions" locale={locale}>
                    {m.moderation_nav_suspensions()}
                  </AdminLink>
                </li>
                <li>
                  <AdminLink to="/$lang/admin/trips" locale={locale}>
                    {m.staff_nav_trips()}
                  </AdminLink>
                </li>
                <li>
                  <AdminLink to="/$lang/admin/staff" locale={locale}>
                    {m.staff_nav_staff()}
                  </AdminLink>
                </li>
                <li>
                  <AdminLink to="/$lang/admin/audit" locale={locale}>
                    {m.staff_nav_audit()}
                  </AdminLink>
                </li>
                <li>
                  <AdminLink to="/$lang/admin/jobs" locale={locale}>
                    {m.jobs_nav()}
                  </AdminLink>
                </li>
                <li>
                  <AdminLink to="/$lang/admin/newsletter" locale={locale}>
                    {m.newsletter_admin_title()}
                  </AdminLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </main>
  )
}

/** The screen's heading and content (one shape for the profile and the back office). */
export { PageSection as AdminSection } from '@/components/layout/page-heading'

/** What staff without two-factor sign-in see on every back-office page (ADR 044). */
export function TwoFactorNeeded({ locale }: { locale: Locale }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.staff_two_factor_needed_title()}</h1>
      <p className="mt-4">{m.staff_two_factor_needed_text()}</p>
      <p className="mt-6">
        {/* The account section's id (features/auth/components/account/two-factor.tsx). */}
        <Link
          to="/$lang/profile/preferences"
          params={{ lang: locale }}
          hash="account-two-factor"
          className="text-link font-semibold underline"
        >
          {m.staff_two_factor_needed_link()}
        </Link>
      </p>
    </main>
  )
}
