import { NavLink } from '@/components/layout/nav-link'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'

const tab = 'text-ink block rounded-md px-3 py-2 font-medium no-underline hover:bg-surface'

/**
 * The frame of every /profile screen: the user's name, a sub-navigation and the screen.
 */
export function ProfileShell({ locale, name, children }: { locale: Locale; name: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-muted text-sm">{m.profile_signed_in_as({ name })}</p>
      <div className="mt-4 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={m.profile_nav_label()}>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            <li>
              <NavLink to="/$lang/profile" locale={locale} className={tab} section={false}>
                {m.profile_nav_overview()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/profile/trips" locale={locale} className={tab}>
                {m.profile_nav_trips()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/profile/saved" locale={locale} className={tab}>
                {m.saved_title()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/profile/blog" locale={locale} className={tab}>
                {m.writing_my_posts_title()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/profile/preferences" locale={locale} className={tab}>
                {m.profile_nav_preferences()}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </main>
  )
}

/** The screen's heading and content (one shape for the profile and the back office). */
export { PageSection as ProfileSection } from '@/components/layout/page-heading'
