import { Link } from '@tanstack/react-router'
import { formatDate } from '@/lib/format'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { PostCard as PostCardData } from '../blog.schemas'

export function languageName(lang: Locale, inLocale: Locale): string {
  try {
    return new Intl.DisplayNames([localeTags[inLocale]], { type: 'language' }).of(lang) ?? lang
  } catch {
    return lang
  }
}

/** ADR 006: a post in another language always says so, visibly and in markup. */
export function LanguageBadge({ lang, locale }: { lang: Locale; locale: Locale }) {
  if (lang === locale) return null
  return (
    <span className="border-line rounded border px-1.5 py-0.5 text-xs font-semibold uppercase">
      <abbr title={m.blog_written_in({ language: languageName(lang, locale) })} className="no-underline">
        {lang}
      </abbr>
      <span className="sr-only"> ({m.blog_written_in({ language: languageName(lang, locale) })})</span>
    </span>
  )
}

export function PostCard({
  post,
  locale,
  headingLevel = 2,
}: {
  post: PostCardData
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="border-line bg-page relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm">
      <img
        src={post.cover.src}
        width={post.cover.width}
        height={post.cover.height}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted flex flex-wrap items-center gap-2 text-sm">
          <LanguageBadge lang={post.lang} locale={locale} />
          <span>{post.category.name}</span>
        </p>
        <Heading className="text-lg font-semibold" lang={post.lang}>
          <Link
            to="/$lang/blog/posts/$slug"
            params={{ lang: locale, slug: post.slug }}
            className="text-ink no-underline after:absolute after:inset-0 hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="text-muted text-sm" lang={post.lang}>
          {post.excerpt}
        </p>
        <p className="text-muted mt-auto pt-2 text-sm">
          {post.author.displayName} ·{' '}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale, 'medium')}</time> ·{' '}
          {m.content_reading_time({ count: post.readingMinutes })}
        </p>
      </div>
    </article>
  )
}

/**
 * Posts in the reader's language, then (with `splitLanguages`, under their own heading one level above the
 * cards) posts in other languages (ADR 006).
 */
export function PostGrid({
  posts,
  locale,
  headingLevel = 3,
  splitLanguages = false,
}: {
  posts: PostCardData[]
  locale: Locale
  headingLevel?: 2 | 3
  splitLanguages?: boolean
}) {
  const own = posts.filter((p) => p.lang === locale)
  const others = posts.filter((p) => p.lang !== locale)
  const grid = (items: PostCardData[]) => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((post) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
  if (!splitLanguages || headingLevel !== 3 || others.length === 0 || own.length === 0) return grid(posts)
  return (
    <>
      {grid(own)}
      <h2 className="mt-12 mb-6 text-2xl font-bold">{m.blog_other_languages_title()}</h2>
      {grid(others)}
    </>
  )
}
