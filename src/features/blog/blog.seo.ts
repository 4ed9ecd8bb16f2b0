import type { Locale } from '@/lib/i18n/locales'
import { absoluteUrl, breadcrumbJsonLd, jsonLdScript, pageMeta } from '@/lib/seo'
import { canonicalUrl, withTrailingSlash } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import type { AuthorInfo, PostDetail } from './blog.schemas'

const postPath = (locale: Locale, slug: string) => withTrailingSlash(`/${locale}/blog/posts/${slug}`)
const authorPath = (locale: Locale, username: string) => withTrailingSlash(`/${locale}/blog/users/${username}`)
const feedPath = (locale: Locale) => `/${locale}/blog/feed.xml`

/** The blog's RSS feed for the page head (ADR 006: one language per feed). */
export function feedLink(locale: Locale) {
  return { rel: 'alternate', type: 'application/rss+xml', title: m.blog_feed_title(), href: feedPath(locale) }
}

/** Head of a page that lists posts: meta, the feed, and breadcrumbs Home → Blog (→ the page itself at `path`). */
export function postListHead(locale: Locale, page: { title: string; description: string; path?: string }) {
  const crumbs: Array<{ name: string; path: string }> = [
    { name: m.breadcrumb_home(), path: `/${locale}` },
    { name: m.nav_blog(), path: `/${locale}/blog` },
  ]
  if (page.path) crumbs.push({ name: page.title, path: page.path })
  return {
    meta: pageMeta({ title: page.title, description: page.description, locale }),
    links: [feedLink(locale)],
    scripts: [jsonLdScript(breadcrumbJsonLd(crumbs))],
  }
}

function personJsonLd(author: { username: string; displayName: string; avatar: string; bio?: string }, locale: Locale) {
  return {
    '@type': 'Person',
    name: author.displayName,
    alternateName: author.username,
    url: canonicalUrl(authorPath(locale, author.username)),
    image: absoluteUrl(author.avatar),
    ...(author.bio ? { description: author.bio } : {}),
  }
}

export function postJsonLd(post: PostDetail, locale: Locale) {
  const url = canonicalUrl(postPath(locale, post.slug))
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      image: absoluteUrl(post.cover.src),
      inLanguage: post.lang,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      timeRequired: `PT${post.readingMinutes}M`,
      articleSection: post.category.name,
      keywords: post.tags.map((t) => t.name).join(', '),
      author: personJsonLd({ ...post.author, bio: post.authorBio }, locale),
      publisher: {
        '@type': 'Organization',
        name: 'Waypoints',
        logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
      },
    },
    breadcrumbJsonLd([
      { name: m.breadcrumb_home(), path: `/${locale}` },
      { name: m.nav_blog(), path: `/${locale}/blog` },
      { name: post.category.name, path: `/${locale}/blog/categories/${post.category.slug}` },
      { name: post.title, path: postPath(locale, post.slug) },
    ]),
  ]
}

export function postMeta(post: PostDetail, locale: Locale) {
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    image: post.cover.src,
    imageWidth: post.cover.width,
    imageHeight: post.cover.height,
    // A decorative cover has no alt of its own: the preview is the post's.
    imageAlt: post.cover.alt || post.title,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    section: post.category.name,
    tags: post.tags.map((t) => t.name),
    locale,
  })
}

/** Meta of an author page; a member who left the bio empty still gets a description (search snippets, link cards). */
export function authorMeta(author: AuthorInfo, locale: Locale) {
  return pageMeta({
    title: author.displayName,
    description: author.bio.trim() || m.blog_author_meta_description({ name: author.displayName }, { locale }),
    image: author.avatar,
    imageWidth: 160,
    imageHeight: 160,
    type: 'profile',
    locale,
  })
}

export function authorJsonLd(author: AuthorInfo, locale: Locale) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonicalUrl(authorPath(locale, author.username)),
      mainEntity: personJsonLd(author, locale),
    },
    breadcrumbJsonLd([
      { name: m.breadcrumb_home(), path: `/${locale}` },
      { name: m.nav_blog(), path: `/${locale}/blog` },
      { name: author.displayName, path: authorPath(locale, author.username) },
    ]),
  ]
}
