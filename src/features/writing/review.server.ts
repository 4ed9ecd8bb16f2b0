import { eq } from 'drizzle-orm'
import { effectiveRole } from '@/features/auth/require-user.server'
import { authors, user } from '@/server/db/schema'
import { env } from '@/server/env.server'
import type { PostRow, Reader } from './my-posts.server'

// Where a post its author asks to publish lands (ADR 052): public at once, or in the editors' review queue.

/**
 * `published` for staff, for an edit of a post that is already public, and for a member with at least
 * MODERATION_TRUSTED_AFTER published posts; `pending` otherwise. A post an editor rejected or hid always goes back
 * through review, whoever wrote it (staff excepted).
 */
export async function publishTarget(
  userId: string,
  before: Pick<PostRow, 'status'> | null,
  database: Reader,
): Promise<'published' | 'pending'> {
  if (before?.status === 'published') return 'published'
  const [row] = await database
    .select({
      role: user.role,
      email: user.email,
      emailVerified: user.emailVerified,
      published: authors.publishedPosts,
    })
    .from(user)
    .leftJoin(authors, eq(authors.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) return 'pending'
  if (effectiveRole(row.role, row.email, row.emailVerified) !== 'member') return 'published'
  if (before && (before.status === 'rejected' || before.status === 'hidden')) return 'pending'
  return (row.published ?? 0) >= env().MODERATION_TRUSTED_AFTER ? 'published' : 'pending'
}
