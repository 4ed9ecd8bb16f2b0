import type { Db } from '@/server/db/client.server'
import { categories } from '@/server/db/schema'
import { localized, sequence } from './sequence'

export type CategoryRow = typeof categories.$inferSelect

export async function createCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = sequence()
  const [row] = await db
    .insert(categories)
    .values({
      slug: `category-${n}`,
      name: localized(`Category ${n}`),
      description: localized(`About category ${n}`),
      position: n,
      ...overrides,
    })
    .returning()
  return row!
}
