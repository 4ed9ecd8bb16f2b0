import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { authors, posts } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { DEFAULT_AVATAR } from './author-profile.server'
import { changeOf, publicContentChanged } from './public-change.server'

// Account deletion (ADR 024): what the writing feature undoes when a member's account goes.

/**
 * To be called by account deletion BEFORE the account row is removed: every post of the member is unpublished
 * (nothing they wrote stays public) and their author page is anonymised and detached from the account.
 * Returns how many posts were taken down, and `announce`, which the caller calls once its transaction has committed
 * (caches dropped earlier could be refilled with the old pages by a read in between). Safe to call for a member who
 * never wrote. Account deletion passes its transaction, so the posts go down together with the account or not at all.
 */
export async function unpublishPostsOfDeletedAccount(
  userId: string,
  database?: Pick<Db, 'select' | 'transaction'>,
): Promise<{ unpublished: number; announce: () => void }> {
  const d = database ?? (await db())
  const [author] = await d.select().from(authors).where(eq(authors.userId, userId))
  if (!author) return { unpublished: 0, announce: () => {} }
  const published = await d
    .select()
    .from(posts)
    .where(and(eq(posts.authorId, author.id), eq(posts.status, 'published')))
  const changes = await Promise.all(published.map((row) => changeOf(row, 'unpublished', d)))
  await d.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ status: 'unpublished', updatedAt: new Date(), version: sql`${posts.version} + 1` })
      .where(and(eq(posts.authorId, author.id), eq(posts.status, 'published')))
    await tx
      .update(authors)
      .set({
        userId: null,
        username: `former_${author.id}`,
        displayName: '—',
        bio: { en: '', es: '', ru: '', uk: '' },
        avatar: DEFAULT_AVATAR,
      })
      .where(eq(authors.id, author.id))
  })
  const announce = () => {
    for (const change of changes) publicContentChanged(change)
    // The author page goes even when nothing was published (its cached page and API answer would stay up otherwise).
    invalidateCacheTags([`author:${author.username}`, 'posts'])
  }
  return { unpublished: changes.length, announce }
}
