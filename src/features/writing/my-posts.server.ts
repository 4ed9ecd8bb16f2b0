import { and, desc, eq, inArray } from 'drizzle-orm'
import { NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { categories, posts, postTags, tags } from '@/server/db/schema'
import type { MyPost } from './writing.schemas'

// Reading a member's own posts, every status and language (ADR 024).

export type PostRow = typeof posts.$inferSelect

/** Anything that reads: the database or a transaction of it. */
export type Reader = Pick<Db, 'select'>

export async function toMyPosts(rows: PostRow[], database: Reader): Promise<MyPost[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const tagRows = await database
    .select({ postId: postTags.postId, slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, ids))
    .orderBy(tags.slug)
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))]
  const categoryRows = categoryIds.length
    ? await database
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : []
  const categorySlugs = new Map(categoryRows.map((c) => [c.id, c.slug]))
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    lang: r.lang,
    title: r.title,
    excerpt: r.excerpt,
    body: r.body,
    status: r.status,
    moderationReason: r.moderationReason,
    categorySlug: r.categoryId === null ? null : (categorySlugs.get(r.categoryId) ?? null),
    tags: tagRows.filter((t) => t.postId === r.id).map((t) => t.slug),
    cover:
      r.coverImage.uploadId && r.coverImage.sources
        ? {
            uploadId: r.coverImage.uploadId,
            src: r.coverImage.src,
            width: r.coverImage.width,
            height: r.coverImage.height,
            sources: r.coverImage.sources,
          }
        : null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  }))
}

/** The member's posts (every status and language), most recently changed first. */
export async function listMyPosts(userId: string): Promise<MyPost[]> {
  const database = await db()
  const rows = await database
    .select()
    .from(posts)
    .where(eq(posts.authorId, userId))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
  return toMyPosts(rows, database)
}

/** The member has no post with this id (never said apart from another member's post): 404 in their language. */
export const postNotFound = (locale: Locale = 'en') => new NotFoundError(m.security_post_not_found({}, { locale }))

/** Another member's post and an unknown id look the same: not found (spec §6). */
export async function ownPostRow(userId: string, id: number, database: Db, locale?: Locale): Promise<PostRow> {
  const [row] = await database
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, userId)))
  if (!row) throw postNotFound(locale)
  return row
}

export async function getMyPost(userId: string, id: number, locale?: Locale): Promise<MyPost> {
  const database = await db()
  const [post] = await toMyPosts([await ownPostRow(userId, id, database, locale)], database)
  return post!
}
