import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { TitledSection } from '@/components/ui/titled-section'
import { Hero } from '@/components/layout/hero'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { PostDetail, PostLink } from '../blog.schemas'
import { LanguageBadge } from '@/components/ui/language-badge'
import { PostGrid } from './post-card'

function Neighbour({
  link,
  label,
  locale,
  align,
}: {
  link: PostLink | null
  label: string
  locale: Locale
  align: 'start' | 'end'
}) {
  if (!link) return <span />
  return (
    <Link
      to="/$lang/blog/posts/$slug"
      params={{ lang: locale, slug: link.slug }}
      rel={align === 'start' ? 'prev' : 'next'}
      className={`border-line block rounded-lg border p-4 no-underline hover:bg-surface ${align === 'end' ? 'text-right' : ''}`}
    >
      <span className="text-muted block text-sm">{label}</span>
      <span className="text-ink font-semibold" lang={link.lang}>
        {link.title}
      </span>{' '}
      <LanguageBadge lang={link.lang} locale={locale} />
    </Link>
  )
}

/** `actions`: what the route adds for a signed-in reader under the post (reporting it, ADR 052). */
export function PostPage({ post, locale, actions }: { post: PostDetail; locale: Locale; actions?: ReactNode }) {
  const published = formatDate(post.publishedAt, locale)
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        image={{ ...post.cover, alt: '' }}
        title={post.title}
        description={post.excerpt}
        lang={post.lang}
        breadcrumbs={[
          { label: m.breadcrumb_home(), href: withTrailingSlash(`/${locale}`) },
          { label: m.nav_blog(), href: withTrailingSlash(`/${locale}/blog`) },
          { label: post.category.name, href: withTrailingSlash(`/${locale}/blog/categories/${post.category.slug}`) },
          { label: post.title, lang: post.lang },
        ]}
      >
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-white/90">
          <LanguageBadge lang={post.lang} locale={locale} />
          <span>{m.blog_by_author({ name: post.author.displayName })}</span>·
          <time dateTime={post.publishedAt}>{m.blog_published({ date: published })}</time>·
          <span>{m.content_reading_time({ count: post.readingMinutes })}</span>
        </p>
      </Hero>
      <div className="mx-auto max-w-3xl px-4 py-10 wrap-anywhere sm:px-6">
        <article lang={post.lang}>
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        </article>
        <TitledSection
          id="post-meta-title"
          title={m.blog_tags_label()}
          className="border-line mt-10 space-y-3 border-t pt-6"
          titleClassName="sr-only"
        >
          <p>
            <span className="font-semibold">{m.blog_category_eyebrow()}: </span>
            <Link to="/$lang/blog/categories/$slug" params={{ lang: locale, slug: post.category.slug }}>
              {post.category.name}
            </Link>
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={m.blog_tags_label()}>
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to="/$lang/blog/tags/$slug"
                  params={{ lang: locale, slug: tag.slug }}
                  className="border-line rounded-full border px-3 py-1 text-sm no-underline hover:bg-surface"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        <section
          aria-labelledby="author-title"
          className="border-line bg-surface mt-8 flex gap-4 rounded-lg border p-6"
        >
          <img src={post.author.avatar} width={64} height={64} alt="" className="h-16 w-16 rounded-full" />
          <div>
            <h2 id="author-title" className="text-muted text-sm font-semibold uppercase">
              {m.blog_about_author()}
            </h2>
            <p className="text-lg font-semibold">
              <Link to="/$lang/blog/users/$username" params={{ lang: locale, username: post.author.username }}>
                {post.author.displayName}
              </Link>
            </p>
            <p className="text-muted mt-1">{post.authorBio}</p>
          </div>
        </section>
        {actions}
        <nav aria-label={m.blog_post_nav_label()} className="mt-8 grid gap-4 sm:grid-cols-2">
          <Neighbour link={post.previous} label={m.blog_previous()} locale={locale} align="start" />
          <Neighbour link={post.next} label={m.blog_next()} locale={locale} align="end" />
        </nav>
      </div>
      {post.related.length > 0 && (
        <TitledSection
          id="related-title"
          title={m.blog_related_title()}
          className="mx-auto max-w-6xl px-4 pb-14 sm:px-6"
          titleClassName="mb-6 text-2xl font-bold"
        >
          <PostGrid posts={post.related} locale={locale} headingLevel={3} priority={false} />
        </TitledSection>
      )}
    </main>
  )
}
