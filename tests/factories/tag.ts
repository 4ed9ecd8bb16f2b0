import type { Db } from '@/server/db/client.server'
import { tags } from '@/server/db/schema'
import { localized, sequence } from './sequence'

export type TagRow = typeof tags.$inferSelect

export async function createTag(db: Db, overrides: Partial<typeof tags.$inferInsert> = {}): Promise<TagRow> {
  const n = sequence()
  const [row] = await db
    .insert(tags)
    .values({ slug: `tag-${n}`, name: localized(`Tag ${n}`), ...overrides })
    .returning()
  return row!
}
