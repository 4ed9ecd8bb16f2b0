import { eq } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import { user, type posts } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { logger } from '@/server/logger.server'
import { toMyPosts, type Reader } from './my-posts.server'

// The public face of a change (ADR 024): what anonymous visitors' pages a write touches.

/** What public pages a change touches: the post, its lists, its category/tag/author pages, feeds and sitemaps. */
export interface PublicContentChange {
  postId: number
  slug: string
  /** The slug the post had before the change, when it changed (its old URL must be dropped too). */
  previousSlug?: string
  lang: Locale
  authorUsername: string
  categorySlug: string | null
  tagSlugs: string[]
  action: 'published' | 'edited' | 'unpublished' | 'deleted'
}

/**
 * Called after every change that alters what anonymous visitors see (publish, edit of a published post, unpublish,
 * delete). Public pages read the database on each request today, so nothing is stale; the page cache plugs in here.
 */
export function publicContentChanged(change: PublicContentChange): void {
  logger.debug('writing: public content changed', change)
  // Any change can move the post in or out of lists, related posts, neighbours and counts (ADR 026).
  invalidateCacheTags([`post:${change.postId}`, 'posts', `author:${change.authorUsername}`])
}

/** The change `action` makes to the post as it is in `row` (its author, category and tags read now). */
export async function changeOf(
  row: typeof posts.$inferSelect,
  action: PublicContentChange['action'],
  database: Reader,
  previousSlug?: string,
): Promise<PublicContentChange> {
  const [author] = row.authorId
    ? await database.select({ username: user.username }).from(user).where(eq(user.id, row.authorId))
    : []
  const [post] = await toMyPosts([row], database)
  return {
    postId: row.id,
    slug: row.slug,
    ...(previousSlug && previousSlug !== row.slug ? { previousSlug } : {}),
    lang: row.lang,
    authorUsername: author?.username ?? '',
    categorySlug: post?.categorySlug ?? null,
    tagSlugs: post?.tags ?? [],
    action,
  }
}
