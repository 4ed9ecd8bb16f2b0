import type { ReactNode } from 'react'
import { PageHeader, type PageHeaderProps } from '@/components/layout/page-header'
import { PagedList, type PagerLink } from '@/components/ui/paged-list'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { AuthorInfo, CategoryInfo, PostList, TagInfo } from '../blog.schemas'
import { BlogFilters } from './blog-filters'
import { PostGrid } from './post-card'

const home = (locale: Locale) => ({ label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) })
const blog = (locale: Locale) => ({ label: m.nav_blog(), href: withTrailingSlash(`/${locale}/blog`) })

/** Every page that lists posts (blog, category, tag, author): hero, then the paged grid of posts. */
function PostListPage({
  locale,
  hero,
  list,
  cursor,
  link,
  heading,
  showHeading,
  children,
}: {
  locale: Locale
  hero: PageHeaderProps
  list: PostList
  cursor?: string | undefined
  link: PagerLink
  /** The list's h2; visually hidden unless `showHeading`. */
  heading: string
  showHeading?: boolean
  /** Shown above the list (the blog's filters). */
  children?: ReactNode
}) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHeader {...hero} />
      <PagedList
        heading={heading}
        showHeading={showHeading}
        empty={list.items.length === 0}
        emptyMessage={m.blog_empty()}
        link={link}
        cursor={cursor}
        nextCursor={list.nextCursor}
        labels={{ pagination: m.blog_pagination_label(), next: m.blog_next_page(), first: m.blog_first_page() }}
        before={children}
      >
        <PostGrid posts={list.items} locale={locale} headingLevel={3} splitLanguages />
      </PagedList>
    </main>
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
    <PostListPage
      locale={locale}
      hero={{
        title: m.blog_hero_title(),
        description: m.blog_hero_description(),
        breadcrumbs: [home(locale), { label: m.nav_blog() }],
      }}
      list={list}
      cursor={search.cursor}
      link={{ to: '/$lang/blog', params: { lang: locale }, search: { category: search.category, tag: search.tag } }}
      heading={m.blog_hero_title()}
    >
      <BlogFilters locale={locale} categories={categories} tags={tags} category={search.category} tag={search.tag} />
    </PostListPage>
  )
}

/** Header of a page listing one category's, tag's or author's posts: breadcrumbs Home → Blog → `crumb`. */
function termHero(
  locale: Locale,
  title: string,
  description: string,
  crumb: string,
  eyebrow: ReactNode,
): PageHeaderProps {
  return { title, description, eyebrow, breadcrumbs: [home(locale), blog(locale), { label: crumb }] }
}

const eyebrowText = 'mt-3 text-sm font-semibold uppercase'

/** Props of the pages that list one category's, tag's or author's posts. */
interface TermPageProps<T> {
  locale: Locale
  term: T
  list: PostList
  cursor?: string
}

export function CategoryPage({ term: category, ...page }: TermPageProps<CategoryInfo>) {
  const { locale } = page
  return (
    <PostListPage
      {...page}
      hero={termHero(
        locale,
        category.name,
        category.description,
        category.name,
        <p className={eyebrowText}>
          {m.blog_category_eyebrow()} · {m.blog_posts_count({ count: category.posts })}
        </p>,
      )}
      link={{ to: '/$lang/blog/categories/$slug', params: { lang: locale, slug: category.slug }, search: {} }}
      heading={category.name}
    />
  )
}

export function TagPage({ term: tag, ...page }: TermPageProps<TagInfo>) {
  const { locale } = page
  const title = m.blog_tag_title({ name: tag.name })
  return (
    <PostListPage
      {...page}
      hero={termHero(
        locale,
        title,
        m.blog_tag_description({ name: tag.name }),
        `#${tag.name}`,
        <p className={eyebrowText}>{m.blog_posts_count({ count: tag.posts })}</p>,
      )}
      link={{ to: '/$lang/blog/tags/$slug', params: { lang: locale, slug: tag.slug }, search: {} }}
      heading={title}
    />
  )
}

export function AuthorPage({ term: author, ...page }: TermPageProps<AuthorInfo>) {
  const { locale } = page
  return (
    <PostListPage
      {...page}
      hero={termHero(
        locale,
        author.displayName,
        author.bio,
        author.displayName,
        <div className="mt-3 flex items-center gap-3">
          <img src={author.avatar} width={56} height={56} alt="" className="rounded-full" />
          <p className="text-sm font-semibold uppercase">
            {m.blog_author_eyebrow()} · @{author.username} · {m.blog_posts_count({ count: author.posts })}
          </p>
        </div>,
      )}
      link={{ to: '/$lang/blog/users/$username', params: { lang: locale, username: author.username }, search: {} }}
      heading={m.blog_author_posts_title({ name: author.displayName })}
      showHeading
    />
  )
}
