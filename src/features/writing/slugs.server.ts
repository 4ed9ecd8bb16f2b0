import slugify from '@sindresorhus/slugify'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { type authors, postRedirects, posts } from '@/server/db/schema'
import type { PostRow } from './my-posts.server'

// A post's address: its slug from the title, free of clashes, and redirects from addresses it had (ADR 024).

/** A URL slug from a title in any of the four languages (Cyrillic transliterated), at most 80 characters. */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lowercase: true, decamelize: false }).slice(0, 80).replace(/-+$/, '')
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(base) ? base : 'post'
}

/** `base`, or `base-2`, `base-3`… whichever no other post uses. */
export const freeSlug = (base: string, exceptId: number | null, database: Db) =>
  freeVariant(posts.slug, posts.id, base, exceptId, database)

/** `base`, or the first `base-N` (N ≥ 2) that no row but `exceptId` has in `column`. */
export async function freeVariant(
  column: typeof posts.slug | typeof authors.username,
  idColumn: typeof posts.id | typeof authors.id,
  base: string,
  exceptId: number | null,
  database: Db,
): Promise<string> {
  const rows: Array<{ value: string }> = await database
    .select({ value: column })
    .from(column.table)
    .where(
      and(
        sql`(${column} = ${base} or ${column} ~ ${`^${base}-[0-9]+$`})`,
        exceptId === null ? undefined : ne(idColumn, exceptId),
      ),
    )
  const taken = new Set(rows.map((r) => r.value))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

export async function slugTaken(slug: string, exceptId: number | null, database: Db): Promise<boolean> {
  const [row] = await database
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId === null ? undefined : ne(posts.id, exceptId)))
  return !!row
}

/** A draft never published: its address was never shown to anyone, so it may change without a trace. */
export const neverShared = (post: PostRow) => post.status === 'draft' && post.publishedAt === null

/** A post takes `slug` as its address: a redirect from it (an address another post had) ends, the live one wins. */
export const takeAddress = (tx: Pick<Db, 'delete'>, slug: string) =>
  tx.delete(postRedirects).where(eq(postRedirects.slug, slug))

/** A slug change: the new address is the post's own, and the old one, if it was ever shared, redirects here. */
export async function keepOldAddress(tx: Pick<Db, 'insert' | 'delete'>, before: PostRow, slug: string) {
  await takeAddress(tx, slug)
  if (neverShared(before)) return
  await tx
    .insert(postRedirects)
    .values({ slug: before.slug, postId: before.id })
    .onConflictDoUpdate({ target: postRedirects.slug, set: { postId: before.id, createdAt: new Date() } })
}
