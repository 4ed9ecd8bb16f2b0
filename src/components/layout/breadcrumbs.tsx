import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'

export interface Crumb {
  label: string
  /** A localized path; a crumb without one is the current page. The error page's only crumb (Home) has one. */
  href?: string
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
              <Link to={item.href} className="text-white underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
