import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { HeaderUser } from './header'
import { LocaleSwitcher } from './locale-switcher'
import { NavLink } from './nav-link'
import { SearchBox } from './search-box'

const link = 'text-ink block rounded px-3 py-2 font-medium no-underline hover:bg-surface'

/**
 * The header of a phone (ADR 061): one row, logo and this button; the pages, the search, the account's links and the
 * languages open below it. A disclosure (a real button with aria-expanded and aria-controls, the panel next in the
 * Tab order), not an ARIA menu: its content is links and a form. Escape closes it and gives focus back to the
 * button; a navigation or a click elsewhere closes it. Plain links, so the account's part needs no Radix code.
 */
export function PhoneMenu({ locale, user }: { locale: Locale; user: HeaderUser | null }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const { pathname, searchStr } = useLocation()

  // A link followed (or a search sent) from the panel: the new page starts with the menu closed.
  useEffect(() => setOpen(false), [pathname, searchStr])

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    // Escape closes it from wherever focus is, and focus goes back to the button that opened it.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <div ref={root} className="sm:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="border-line text-ink hover:bg-surface flex items-center gap-2 rounded-md border px-3 py-1.5 font-medium"
      >
        {user && (
          <span
            aria-hidden="true"
            className="bg-accent text-accent-ink inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold"
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        {open ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />}
        {m.header_menu()}
      </button>
      {/* Inside the header, so the open panel is part of the banner landmark; it covers the page below. */}
      <div
        id={panelId}
        hidden={!open}
        className="border-line bg-page absolute inset-x-0 top-full z-40 space-y-3 border-b px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label={m.nav_main_label()}>
          <ul>
            <li>
              <NavLink to="/$lang" locale={locale} className={link} section={false}>
                {m.nav_home()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/trips" locale={locale} className={link}>
                {m.nav_trips()}
              </NavLink>
            </li>
            <li>
              <NavLink to="/$lang/blog" locale={locale} className={link}>
                {m.nav_blog()}
              </NavLink>
            </li>
            {!user && (
              <li>
                <NavLink to="/$lang/auth/login" locale={locale} className={link}>
                  {m.nav_sign_in()}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <SearchBox locale={locale} />
        {user && (
          <nav aria-label={m.header_account_nav()} className="border-line border-t pt-2">
            <p className="text-muted truncate px-3 py-1 text-sm">{user.name}</p>
            <ul>
              <li>
                <NavLink to="/$lang/profile" locale={locale} className={link} section={false}>
                  {m.nav_profile()}
                </NavLink>
              </li>
              <li>
                <NavLink to="/$lang/profile/trips" locale={locale} className={link}>
                  {m.nav_my_trips()}
                </NavLink>
              </li>
              <li>
                <NavLink to="/$lang/profile/blog" locale={locale} className={link}>
                  {m.writing_my_posts_title()}
                </NavLink>
              </li>
              <li>
                <NavLink to="/$lang/profile/preferences" locale={locale} className={link}>
                  {m.nav_preferences()}
                </NavLink>
              </li>
              {user.staff && (
                <li>
                  <Link to="/$lang/admin" params={{ lang: locale }} className={link}>
                    {m.staff_nav_back_office()}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={`${link} w-full text-left`}
                  onClick={() => {
                    setOpen(false)
                    user.onSignOut()
                  }}
                >
                  {m.auth_sign_out()}
                </button>
              </li>
            </ul>
          </nav>
        )}
        <LocaleSwitcher current={locale} />
      </div>
    </div>
  )
}
