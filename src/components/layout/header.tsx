import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/components/form/use-hydrated'
import { Link } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { LocaleSwitcher } from './locale-switcher'
import { NavLink } from './nav-link'
import { PhoneMenu } from './phone-menu'
import { SearchBox } from './search-box'
import { UserMenuLabel, userMenuTrigger } from './user-menu-label'

const UserMenu = lazy(() => import('./user-menu'))

/**
 * Only signed-in visitors see the menu, so its Radix code loads after hydration instead of with every page (ADR 028).
 * Until then a stand-in with the trigger's look and size takes its place (server render included, so hydration never
 * waits on the chunk); a click on it opens the menu as soon as the menu has loaded.
 */
function LazyUserMenu(props: { locale: Locale; name: string; staff?: boolean; onSignOut: () => void }) {
  const hydrated = useHydrated()
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const standIn = (
    <button
      type="button"
      className={userMenuTrigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenOnLoad(true)}
    >
      <UserMenuLabel name={props.name} />
    </button>
  )
  if (!hydrated) return standIn
  return (
    <Suspense fallback={standIn}>
      <UserMenu {...props} defaultOpen={openOnLoad} />
    </Suspense>
  )
}

const navLink = 'text-ink rounded px-2 py-1 font-medium no-underline hover:bg-surface'

/** The signed-in user as the header shows it (the root passes it in; layout code does not read the session). */
export interface HeaderUser {
  name: string
  /** Staff see a link to the back office in the menu. */
  staff?: boolean
  onSignOut: () => void
}

export function Header({ locale, user = null }: { locale: Locale; user?: HeaderUser | null }) {
  return (
    // `relative`: the phone menu's panel opens below the header, across its width.
    <header className="border-line bg-page relative border-b">
      <a
        href="#main"
        className="bg-accent text-accent-ink sr-only rounded px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {m.nav_skip_to_content()}
      </a>
      {/* A phone gets one row, the logo and the menu button (ADR 061); from `sm` up the pages, search, account and
          languages sit in the header itself, wrapping on narrow tablets in source order (the Tab order). */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:flex-wrap sm:px-6 sm:py-3">
        <Link
          to="/$lang"
          params={{ lang: locale }}
          className="text-ink flex items-center gap-2 text-lg font-bold no-underline"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {m.site_name()}
        </Link>
        <nav aria-label={m.nav_main_label()} className="hidden sm:block">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to="/$lang" locale={locale} className={navLink} section={false}>
                {m.nav_home()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/trips" locale={locale} className={navLink}>
                {m.nav_trips()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/blog" locale={locale} className={navLink}>
                {m.nav_blog()}
              </NavLink>
            </li>
            {!user && (
              <li>
                <NavLink to="/$lang/auth/login" locale={locale} className={navLink}>
                  {m.nav_sign_in()}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="hidden flex-wrap items-center gap-2 sm:flex">
          <SearchBox locale={locale} shortcut />
          {user && <LazyUserMenu locale={locale} name={user.name} staff={user.staff} onSignOut={user.onSignOut} />}
          <LocaleSwitcher current={locale} />
        </div>
        <PhoneMenu locale={locale} user={user} />
      </div>
    </header>
  )
}
