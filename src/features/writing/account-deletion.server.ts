import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { posts, user } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { changeOf, publicContentChanged } from './public-change.server'

// Account deletion (ADR 024, 022): what the writing feature undoes when a member's account goes.

/**
 * To be called by account deletion BEFORE the account row is removed: every post of the member is unpublished
 * (nothing they wrote stays public). The author page goes with the account row (its row is the account's), and the
 * posts stay, unpublished, with no author. Returns how many posts were taken down, and `announce`, which the caller
 * calls once its transaction has committed (caches dropped earlier could be refilled with the old pages by a read in
 * between). Safe to call for a member who never wrote. Account deletion passes its transaction, so the posts go down
 * together with the account or not at all.
 */
export async function unpublishPostsOfDeletedAccount(
  userId: string,
  database?: Pick<Db, 'select' | 'update'>,
): Promise<{ unpublished: number; announce: () => void }> {
  const d = database ?? (await db())
  const [account] = await d.select({ username: user.username }).from(user).where(eq(user.id, userId))
  if (!account) return { unpublished: 0, announce: () => {} }
  const ownPublished = and(eq(posts.authorId, userId), eq(posts.status, 'published'))
  const published = await d.select().from(posts).where(ownPublished)
  const changes = await Promise.all(published.map((row) => changeOf(row, 'unpublished', d)))
  await d
    .update(posts)
    .set({ status: 'unpublished', updatedAt: new Date(), version: sql`${posts.version} + 1` })
    .where(ownPublished)
  // Nothing waits for review without an author (ADR 052): the queue would otherwise offer a post it cannot publish.
  await d
    .update(posts)
    .set({ status: 'draft', updatedAt: new Date() })
    .where(and(eq(posts.authorId, userId), eq(posts.status, 'pending')))
  const announce = () => {
    for (const change of changes) publicContentChanged(change)
    // The author page goes even when nothing was published (its cached page and API answer would stay up otherwise).
    invalidateCacheTags([`author:${account.username}`, 'posts'])
  }
  return { unpublished: changes.length, announce }
}
