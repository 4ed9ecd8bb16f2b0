import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'

export interface Crumb {
  label: string
  /** A localized path; a crumb without one is the current page. The error page's only crumb (Home) has one. */
  href?: string
  /** Language of the label when it may differ from the page's (a post's title). */
  lang?: string
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={m.breadcrumb_label()}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href ? (
              // Exact: the router would mark every ancestor crumb (Home, Blog, …) as the current page too.
              <Link to={item.href} activeOptions={{ exact: true }} className="text-current underline" lang={item.lang}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
