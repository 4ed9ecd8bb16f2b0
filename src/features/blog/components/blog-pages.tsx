import type { ReactNode } from 'react'
import { Hero } from '@/components/layout/hero'
import { Pager } from '@/components/ui/pager'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { AuthorInfo, CategoryInfo, PostList, TagInfo } from '../blog.schemas'
import { BlogFilters } from './blog-filters'
import { PostGrid } from './post-card'

const home = (locale: Locale) => ({ label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) })
const blog = (locale: Locale) => ({ label: m.nav_blog(), href: withTrailingSlash(`/${locale}/blog`) })

function Listing({
  locale,
  list,
  cursor,
  to,
  params,
  search,
  heading,
  showHeading = false,
  children,
}: {
  locale: Locale
  list: PostList
  cursor: string | undefined
  to: string
  params: Record<string, string>
  search: Record<string, string | undefined>
  /** The list's h2; visually hidden unless `showHeading`. */
  heading: string
  showHeading?: boolean
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {children}
      <h2 className={showHeading ? 'mb-6 text-2xl font-bold' : 'sr-only'}>{heading}</h2>
      {list.items.length === 0 ? (
        <p className="text-muted py-10 text-center text-lg">{m.blog_empty()}</p>
      ) : (
        <PostGrid posts={list.items} locale={locale} headingLevel={3} splitLanguages />
      )}
      <Pager
        to={to}
        params={params}
        search={search}
        cursor={cursor}
        nextCursor={list.nextCursor}
        label={m.blog_pagination_label()}
        nextLabel={m.blog_next_page()}
        firstLabel={m.blog_first_page()}
      />
    </div>
  )
}

export function BlogPage({
  locale,
  list,
  categories,
  tags,
  search,
}: {
  locale: Locale
  list: PostList
  categories: CategoryInfo[]
  tags: TagInfo[]
  search: { category?: string; tag?: string; cursor?: string }
}) {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={m.blog_hero_title()}
        description={m.blog_hero_description()}
        breadcrumbs={[home(locale), { label: m.nav_blog() }]}
      />
      <Listing
        locale={locale}
        list={list}
        cursor={search.cursor}
        to="/$lang/blog"
        params={{ lang: locale }}
        search={{ category: search.category, tag: search.tag }}
        heading={m.blog_hero_title()}
      >
        <BlogFilters locale={locale} categories={categories} tags={tags} category={search.category} tag={search.tag} />
      </Listing>
    </main>
  )
}

export function CategoryPage({
  locale,
  category,
  list,
  cursor,
}: {
  locale: Locale
  category: CategoryInfo
  list: PostList
  cursor?: string
}) {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={category.name}
        description={category.description}
        eyebrow={
          <p className="mt-3 text-sm font-semibold uppercase">
            {m.blog_category_eyebrow()} · {m.blog_posts_count({ count: category.posts })}
          </p>
        }
        breadcrumbs={[home(locale), blog(locale), { label: category.name }]}
      />
      <Listing
        locale={locale}
        list={list}
        cursor={cursor}
        to="/$lang/blog/categories/$slug"
        params={{ lang: locale, slug: category.slug }}
        search={{}}
        heading={category.name}
      />
    </main>
  )
}

export function TagPage({
  locale,
  tag,
  list,
  cursor,
}: {
  locale: Locale
  tag: TagInfo
  list: PostList
  cursor?: string
}) {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={m.blog_tag_title({ name: tag.name })}
        description={m.blog_tag_description({ name: tag.name })}
        eyebrow={<p className="mt-3 text-sm font-semibold uppercase">{m.blog_posts_count({ count: tag.posts })}</p>}
        breadcrumbs={[home(locale), blog(locale), { label: `#${tag.name}` }]}
      />
      <Listing
        locale={locale}
        list={list}
        cursor={cursor}
        to="/$lang/blog/tags/$slug"
        params={{ lang: locale, slug: tag.slug }}
        search={{}}
        heading={m.blog_tag_title({ name: tag.name })}
      />
    </main>
  )
}

export function AuthorPage({
  locale,
  author,
  list,
  cursor,
}: {
  locale: Locale
  author: AuthorInfo
  list: PostList
  cursor?: string
}) {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title={author.displayName}
        description={author.bio}
        eyebrow={
          <div className="mt-3 flex items-center gap-3">
            <img src={author.avatar} width={56} height={56} alt="" className="rounded-full" />
            <p className="text-sm font-semibold uppercase">
              {m.blog_author_eyebrow()} · @{author.username} · {m.blog_posts_count({ count: author.posts })}
            </p>
          </div>
        }
        breadcrumbs={[home(locale), blog(locale), { label: author.displayName }]}
      />
      <Listing
        locale={locale}
        list={list}
        cursor={cursor}
        to="/$lang/blog/users/$username"
        params={{ lang: locale, username: author.username }}
        search={{}}
        heading={m.blog_author_posts_title({ name: author.displayName })}
        showHeading
      />
    </main>
  )
}
