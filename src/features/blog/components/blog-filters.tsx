import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { CategoryInfo, TagInfo } from '../blog.schemas'

const chip = 'border-line rounded-full border px-3 py-1 text-sm no-underline hover:bg-surface'
/** Phones: one row that scrolls sideways (the chips are links, so the keyboard reaches each); wider: wrapped rows. */
const chipRow = 'flex gap-2 overflow-x-auto pb-1 whitespace-nowrap sm:flex-wrap sm:pb-0'
const active = 'bg-accent text-accent-ink border-transparent hover:bg-accent'

/** One filter of the blog list: a link to the list with that filter, marked as current when it is applied. */
function FilterChip({
  locale,
  search,
  current,
  children,
}: {
  locale: Locale
  search: { category?: string; tag?: string }
  current: boolean
  children: ReactNode
}) {
  return (
    <Link
      to="/$lang/blog"
      params={{ lang: locale }}
      search={search}
      className={`${chip} ${current ? active : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}

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
    <div className="mb-6 space-y-3 sm:mb-8 sm:space-y-4">
      <nav aria-label={m.blog_filter_categories()}>
        <h2 className="mb-2 text-sm font-semibold uppercase">{m.blog_filter_categories()}</h2>
        <ul className={chipRow}>
          <li>
            <FilterChip locale={locale} search={{}} current={!category && !tag}>
              {m.blog_filter_all()}
            </FilterChip>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <FilterChip locale={locale} search={{ category: c.slug }} current={category === c.slug}>
                {c.name}
              </FilterChip>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={m.blog_filter_tags()}>
        <h2 className="mb-2 text-sm font-semibold uppercase">{m.blog_filter_tags()}</h2>
        <ul className={chipRow}>
          {tags
            .filter((t) => t.posts > 0)
            .map((t) => (
              <li key={t.slug}>
                <FilterChip locale={locale} search={{ tag: t.slug }} current={tag === t.slug}>
                  #{t.name}
                </FilterChip>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  )
}
