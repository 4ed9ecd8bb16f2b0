import slugify from '@sindresorhus/slugify'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { postRedirects, posts } from '@/server/db/schema'
import type { PostRow } from './my-posts.server'

// A post's address: its slug from the title, free of clashes, and redirects from addresses it had (ADR 024).

/** A URL slug from a title in any of the four languages (Cyrillic transliterated), at most 80 characters. */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lowercase: true, decamelize: false }).slice(0, 80).replace(/-+$/, '')
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(base) ? base : 'post'
}

/** `base`, or the first `base-N` (N ≥ 2) that no post but `exceptId` uses. */
export async function freeSlug(base: string, exceptId: number | null, database: Db): Promise<string> {
  const rows = await database
    .select({ value: posts.slug })
    .from(posts)
    .where(
      and(
        sql`(${posts.slug} = ${base} or ${posts.slug} ~ ${`^${base}-[0-9]+$`})`,
        exceptId === null ? undefined : ne(posts.id, exceptId),
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
