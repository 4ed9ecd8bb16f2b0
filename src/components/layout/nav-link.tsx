import type { ReactNode } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'

/** Pages a navigation links to (each takes only the locale). */
type NavTarget =
  | '/$lang'
  | '/$lang/trips'
  | '/$lang/blog'
  | '/$lang/auth/login'
  | '/$lang/profile'
  | '/$lang/profile/trips'
  | '/$lang/profile/saved'
  | '/$lang/profile/blog'
  | '/$lang/profile/preferences'

/** How a navigation shows the page or section the visitor is in. */
const CURRENT = 'bg-surface underline'

/**
 * A navigation link that tells where the visitor is (WCAG 4.1.2): the router gives `aria-current="page"` to the
 * exact page only (its filters and search params included), and a section's link keeps its highlight on the pages
 * below it with `aria-current="true"`: a post is inside Blog, it is not the Blog page. `section={false}` for a link
 * whose path prefixes unrelated pages (Home, the profile overview).
 */
export function NavLink(props: {
  to: NavTarget
  locale: Locale
  className: string
  section?: boolean
  children: ReactNode
}) {
  const { to, locale, section = true } = props
  // The path itself, not the router's matcher: the header renders on every page, and useMatchRoute costs the first
  // load a chunk of its own.
  const { pathname } = useLocation()
  const href = to.replace('$lang', locale)
  const current = pathname === href || (section && pathname.startsWith(`${href}/`))
  return (
    <Link
      to={to}
      params={{ lang: locale }}
      activeOptions={{ exact: true, includeSearch: false }}
      className={current ? `${props.className} ${CURRENT}` : props.className}
      // Replaced by the router's "page" on the exact page.
      aria-current={current ? 'true' : undefined}
    >
      {props.children}
    </Link>
  )
}
