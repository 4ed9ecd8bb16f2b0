import { Link } from '@tanstack/react-router'
import { Card, CardGrid, cardLinkClass } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { LanguageBadge } from '@/components/ui/language-badge'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { PostCard as PostCardData } from '../blog.schemas'

export function PostCard({
  post,
  locale,
  headingLevel = 2,
}: {
  post: PostCardData
  locale: Locale
  headingLevel?: 2 | 3
}) {
  return (
    <Card
      cover={post.cover}
      meta={
        <>
          <LanguageBadge lang={post.lang} locale={locale} />
          <span>{post.category.name}</span>
        </>
      }
      title={
        <Link to="/$lang/blog/posts/$slug" params={{ lang: locale, slug: post.slug }} className={cardLinkClass}>
          {post.title}
        </Link>
      }
      summary={post.excerpt}
      headingLevel={headingLevel}
      lang={post.lang}
    >
      <p className="text-muted mt-auto pt-2 text-sm">
        {post.author.displayName} ·{' '}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale, 'medium')}</time> ·{' '}
        {m.content_reading_time({ count: post.readingMinutes })}
        {post.commentCount > 0 && <> · {m.comments_count({ count: post.commentCount })}</>}
      </p>
    </Card>
  )
}

/**
 * Posts in the reader's language, then (with `splitLanguages`, under their own heading one level above the
 * cards) posts in other languages (ADR 006). `priority`: as CardGrid's, for the first grid.
 */
export function PostGrid({
  posts,
  locale,
  headingLevel = 3,
  splitLanguages = false,
  priority = true,
}: {
  posts: PostCardData[]
  locale: Locale
  headingLevel?: 2 | 3
  splitLanguages?: boolean
  priority?: boolean
}) {
  const own = posts.filter((p) => p.lang === locale)
  const others = posts.filter((p) => p.lang !== locale)
  const grid = (items: PostCardData[], first = priority) => (
    <CardGrid items={items} keyOf={(post) => post.id} priority={first}>
      {(post) => <PostCard post={post} locale={locale} headingLevel={headingLevel} />}
    </CardGrid>
  )
  if (!splitLanguages || headingLevel !== 3 || others.length === 0) return grid(posts)
  // Also on a page with no post in the reader's language (a later page of the list): the heading says why.
  return (
    <>
      {own.length > 0 && grid(own)}
      <h2 className={`${own.length > 0 ? 'mt-12' : ''} mb-6 text-2xl font-bold`}>{m.blog_other_languages_title()}</h2>
      {grid(others, priority && own.length === 0)}
    </>
  )
}
