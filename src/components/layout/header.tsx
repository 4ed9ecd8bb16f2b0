import { lazy, Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { LocaleSwitcher } from './locale-switcher'
import { SearchBox } from './search-box'
import { UserMenuLabel, userMenuTrigger } from './user-menu-label'

// Only signed-in visitors see the menu; its Radix code loads with it (ADR 028). The stand-in has the trigger's size.
const UserMenu = lazy(() => import('./user-menu'))

const navLink = 'text-ink rounded px-2 py-1 font-medium no-underline hover:bg-surface'
const activeProps = { className: 'bg-surface underline', 'aria-current': 'page' as const }

/** The signed-in user as the header shows it (the root passes it in; layout code does not read the session). */
export interface HeaderUser {
  name: string
  onSignOut: () => void
}

export function Header({ locale, user = null }: { locale: Locale; user?: HeaderUser | null }) {
  return (
    <header className="border-line bg-page border-b">
      <a
        href="#main"
        className="bg-accent text-accent-ink sr-only rounded px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {m.nav_skip_to_content()}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to="/$lang"
          params={{ lang: locale }}
          className="text-ink flex items-center gap-2 text-lg font-bold no-underline"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {m.site_name()}
        </Link>
        <nav aria-label={m.nav_main_label()} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <Link
                to="/$lang"
                params={{ lang: locale }}
                className={navLink}
                activeOptions={{ exact: true }}
                activeProps={activeProps}
              >
                {m.nav_home()}
              </Link>
            </li>
            <li>
              <Link to="/$lang/trips" params={{ lang: locale }} className={navLink} activeProps={activeProps}>
                {m.nav_trips()}
              </Link>
            </li>
            <li>
              <Link to="/$lang/blog" params={{ lang: locale }} className={navLink} activeProps={activeProps}>
                {m.nav_blog()}
              </Link>
            </li>
            {!user && (
              <li>
                <Link to="/$lang/auth/login" params={{ lang: locale }} className={navLink} activeProps={activeProps}>
                  {m.nav_sign_in()}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SearchBox locale={locale} shortcut />
          {user && (
            <Suspense
              fallback={
                <button type="button" className={userMenuTrigger} aria-haspopup="menu" disabled>
                  <UserMenuLabel name={user.name} />
                </button>
              }
            >
              <UserMenu locale={locale} name={user.name} onSignOut={user.onSignOut} />
            </Suspense>
          )}
          <LocaleSwitcher current={locale} />
        </div>
      </div>
    </header>
  )
}
