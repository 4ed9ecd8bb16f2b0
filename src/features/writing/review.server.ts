import { memberStanding } from '@/features/auth/require-user.server'
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
  const standing = await memberStanding(database, userId)
  if (!standing) return 'pending'
  if (standing.staff) return 'published'
  if (before && (before.status === 'rejected' || before.status === 'hidden')) return 'pending'
  return standing.publishedPosts >= env().MODERATION_TRUSTED_AFTER ? 'published' : 'pending'
}
