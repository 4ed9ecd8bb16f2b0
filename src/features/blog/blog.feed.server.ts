import { listPosts } from './blog.list.server'
import { siteConfig } from '@/lib/config'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import { canonicalUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages'
import { xmlEscape } from '@/lib/xml'

const FEED_SIZE = 20

/** RSS 2.0 feed of the posts written in one language (ADR 006), newest first. */
export async function blogFeedXml(locale: Locale): Promise<string> {
  const { items } = await listPosts({ locale, lang: locale, limit: FEED_SIZE })
  const self = `${siteConfig.siteUrl}/${locale}/blog/feed.xml`
  const blogUrl = canonicalUrl(`/${locale}/blog`)
  const updated = items[0]?.publishedAt
  const entries = items.map((post) => {
    const url = canonicalUrl(`/${locale}/blog/posts/${post.slug}`)
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author.displayName)}</dc:creator>`,
      `      <category>${xmlEscape(post.category.name)}</category>`,
      ...post.tags.map((tag) => `      <category>${xmlEscape(tag.name)}</category>`),
      // RSS readers render a description as HTML: the excerpt (plain text, written by members) is escaped as HTML
      // text first (xmlEscape's entities are HTML's too), then for the XML around it.
      `      <description>${xmlEscape(xmlEscape(post.excerpt))}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${m.site_name({}, { locale })} · ${m.blog_meta_title({}, { locale })}`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(m.blog_meta_description({}, { locale }))}</description>`,
    `    <language>${localeTags[locale].toLowerCase()}</language>`,
    ...(updated ? [`    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
