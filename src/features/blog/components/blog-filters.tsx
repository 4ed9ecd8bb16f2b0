import { Link } from '@tanstack/react-router'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { CategoryInfo, TagInfo } from '../blog.schemas'

const chip = 'border-line rounded-full border px-3 py-1 text-sm no-underline hover:bg-surface'
const active = 'bg-accent text-accent-ink border-transparent hover:bg-accent'

export function BlogFilters({
  locale,
  categories,
  tags,
  category,
  tag,
}: {
  locale: Locale
  categories: CategoryInfo[]
  tags: TagInfo[]
  category?: string
  tag?: string
}) {
  return (
    <div className="mb-8 space-y-4">
      <nav aria-label={m.blog_filter_categories()}>
        <h2 className="mb-2 text-sm font-semibold uppercase">{m.blog_filter_categories()}</h2>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/$lang/blog"
              params={{ lang: locale }}
              search={{}}
              className={`${chip} ${!category && !tag ? active : ''}`}
              aria-current={!category && !tag ? 'page' : undefined}
            >
              {m.blog_filter_all()}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                to="/$lang/blog"
                params={{ lang: locale }}
                search={{ category: c.slug }}
                className={`${chip} ${category === c.slug ? active : ''}`}
                aria-current={category === c.slug ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={m.blog_filter_tags()}>
        <h2 className="mb-2 text-sm font-semibold uppercase">{m.blog_filter_tags()}</h2>
        <ul className="flex flex-wrap gap-2">
          {tags
            .filter((t) => t.posts > 0)
            .map((t) => (
              <li key={t.slug}>
                <Link
                  to="/$lang/blog"
                  params={{ lang: locale }}
                  search={{ tag: t.slug }}
                  className={`${chip} ${tag === t.slug ? active : ''}`}
                  aria-current={tag === t.slug ? 'page' : undefined}
                >
                  #{t.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  )
}
