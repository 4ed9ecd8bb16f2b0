import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { authors, user } from '@/server/db/schema'
import { effectiveRole } from './session.server'

/** What decides whether a member's writing waits for an editor (ADR 052, 059): staff never wait. */
export interface MemberStanding {
  staff: boolean
  suspended: boolean
  publishedPosts: number
}

/** A member's standing, read with `database` (a transaction's, to lock with it); null for an unknown account. */
export async function memberStanding(database: Pick<Db, 'select'>, userId: string): Promise<MemberStanding | null> {
  const [row] = await database
    .select({
      role: user.role,
      email: user.email,
      emailVerified: user.emailVerified,
      suspendedAt: user.suspendedAt,
      publishedPosts: authors.publishedPosts,
    })
    .from(user)
    .leftJoin(authors, eq(authors.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) return null
  return {
    staff: effectiveRole(row.role, row.email, row.emailVerified) !== 'member',
    suspended: row.suspendedAt !== null,
    publishedPosts: row.publishedPosts ?? 0,
  }
}
