import type { Db } from '@/server/db/client.server'
import { authors } from '@/server/db/schema'
import { localized, sequence } from './sequence'

export type AuthorRow = typeof authors.$inferSelect

export async function createAuthor(db: Db, overrides: Partial<typeof authors.$inferInsert> = {}): Promise<AuthorRow> {
  const n = sequence()
  const [row] = await db
    .insert(authors)
    .values({
      username: `author_${n}`,
      displayName: `Author ${n}`,
      bio: localized(`Bio of author ${n}`),
      avatar: '/favicon.svg',
      ...overrides,
    })
    .returning()
  return row!
}
