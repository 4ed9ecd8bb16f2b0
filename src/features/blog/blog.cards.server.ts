// Post cards: the columns and joins every post list reads, and the tags of the listed posts.
import { eq, sql } from 'drizzle-orm'
import { collator } from '@/lib/i18n/intl-cache'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { isPublished } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { accountAvatar, categories, posts, postTags, tags, user } from '@/server/db/schema'
import type { PostCard, TermRef } from './blog.schemas'

export const published = isPublished(posts.status)

export const contentLocales = ['en', 'es', 'ru', 'uk'] as const

export const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  lang: posts.lang,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImage: posts.coverImage,
  readingMinutes: posts.readingMinutes,
  commentCount: posts.commentCount,
  publishedAt: posts.publishedAt,
  /** Full-precision timestamp for cursors (JS dates keep only milliseconds). */
  publishedKey: sql<string>`${posts.publishedAt}::text`.as('published_key'),
  // An author is the account seen from the blog (ADR 022).
  authorUsername: user.username,
  authorName: user.name,
  authorAvatar: accountAvatar().as('author_avatar'),
  categorySlug: categories.slug,
  categoryName: categories.name,
}

export function cardQuery(database: Db) {
  return database
    .select(cardColumns)
    .from(posts)
    .innerJoin(user, eq(user.id, posts.authorId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number]

/**
 * Tags in the reader's alphabet, the slug breaking ties: the database's collation is not the language's (on PGlite,
 * code points put "Пустеля" before "Північне сяйво", і after у).
 */
export function byTagName(locale: Locale): (a: TermRef, b: TermRef) => number {
  const order = collator(localeTags[locale])
  return (a, b) => order.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1)
}

/** Tags of many posts in one query (never one query per post). */
export async function tagsFor(postIds: number[], locale: Locale): Promise<Map<number, TermRef[]>> {
  const map = new Map<number, TermRef[]>()
  if (postIds.length === 0) return map
  const database = await db()
  const rows = await reusedQuery(database, `blog.tags-of:${locale}`, () =>
    database
      .select({ postId: postTags.postId, slug: tags.slug, name: sql<string>`${tags.name} ->> ${locale}` })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(sql`${postTags.postId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(sql`${tags.name} ->> ${locale}`),
  ).execute({ ids: postIds })
  for (const row of rows) {
    const list = map.get(row.postId) ?? []
    list.push({ slug: row.slug, name: row.name })
    map.set(row.postId, list)
  }
  const order = byTagName(locale)
  for (const list of map.values()) list.sort(order)
  return map
}

export function toCard(row: CardRow, locale: Locale, tagMap: Map<number, TermRef[]>): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    excerpt: row.excerpt,
    cover: {
      src: row.coverImage.src,
      width: row.coverImage.width,
      height: row.coverImage.height,
      alt: row.coverImage.alt[locale],
      ...(row.coverImage.sources ? { sources: row.coverImage.sources } : {}),
    },
    readingMinutes: row.readingMinutes,
    commentCount: row.commentCount,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    author: { username: row.authorUsername, displayName: row.authorName, avatar: row.authorAvatar },
    category: { slug: row.categorySlug, name: row.categoryName[locale] },
    tags: tagMap.get(row.id) ?? [],
  }
}

export async function cards(rows: CardRow[], locale: Locale): Promise<PostCard[]> {
  const tagMap = await tagsFor(
    rows.map((r) => r.id),
    locale,
  )
  return rows.map((row) => toCard(row, locale, tagMap))
}
