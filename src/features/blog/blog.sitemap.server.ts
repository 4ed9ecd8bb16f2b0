import { count, desc, gt, max } from 'drizzle-orm'
import type { SitemapEntry } from '@/lib/sitemap'
import type { Locale } from '@/lib/i18n/locales'
import { db } from '@/server/db/index.server'
import { authors, categories, posts, tags } from '@/server/db/schema'
import { published } from './blog.cards.server'
import { listAuthors, listCategories, listTags } from './blog.taxonomy.server'

/**
 * The blog's part of the sitemaps, the same in every locale: how many published posts and their latest change, and
 * how many categories, tags and authors have posts. Counted, never read whole (ADR 029: 100,000 posts).
 */
export async function blogSitemapSummary(): Promise<{ posts: number; lastmod: string | undefined; taxonomy: number }> {
  const database = await db()
  const counted = (table: typeof categories | typeof tags | typeof authors) =>
    database.select({ count: count() }).from(table).where(gt(table.publishedPosts, 0))
  const [[post], [category], [tag], [author]] = await Promise.all([
    database
      .select({ count: count(), lastmod: max(posts.updatedAt) })
      .from(posts)
      .where(published),
    counted(categories),
    counted(tags),
    counted(authors),
  ])
  return {
    posts: post?.count ?? 0,
    lastmod: post?.lastmod?.toISOString(),
    taxonomy: (category?.count ?? 0) + (tag?.count ?? 0) + (author?.count ?? 0),
  }
}

/** `limit` post pages of the sitemaps from `offset`, newest first: a sitemap file reads only its own (ADR 029). */
export async function postSitemapPages(offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await (
    await db()
  )
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(published)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => ({ path: `/blog/posts/${r.slug}`, lastmod: r.updatedAt.toISOString() }))
}

/** A locale's sitemap entries for the categories, tags and authors that have posts (after the posts). */
export async function blogTaxonomySitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [categoryList, tagList, authorList] = await Promise.all([
    listCategories(locale),
    listTags(locale),
    listAuthors(locale),
  ])
  return [
    ...categoryList.filter((c) => c.posts > 0).map((c) => ({ path: `/blog/categories/${c.slug}` })),
    ...tagList.filter((t) => t.posts > 0).map((t) => ({ path: `/blog/tags/${t.slug}` })),
    ...authorList.filter((a) => a.posts > 0).map((a) => ({ path: `/blog/users/${a.username}` })),
  ]
}
