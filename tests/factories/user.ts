import type { Db } from '@/server/db/client.server'
import { user } from '@/server/db/schema'
import { sequence } from './sequence'

export type UserRow = typeof user.$inferSelect

/** A member account row (no password or session: sign-in flows create those through the auth API); `role` makes staff. */
export async function createUser(db: Db, overrides: Partial<typeof user.$inferInsert> = {}): Promise<UserRow> {
  const n = sequence()
  const [row] = await db
    .insert(user)
    .values({
      id: `user-${n}`,
      name: `Member ${n}`,
      email: `member${n}@example.test`,
      emailVerified: true,
      username: `member_${n}`,
      ...overrides,
    })
    .returning()
  return row!
}
