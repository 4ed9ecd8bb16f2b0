import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { env } from '@/server/env.server'
import { removeStoredImage } from '@/server/images/image-pipeline.server'
import { logger } from '@/server/logger.server'

// Uploads nobody uses (ADR 051): an image uploaded and never saved into a post, replaced as a cover or avatar, or left
// by a trip never saved costs disk for nothing. After a grace period it is removed, row and files.

/** One sweep at a time across every server process sharing the database; the others skip. */
const SWEEP_LOCK = 52_052

/** An upload's id as a stored text names it: in a variant's address or an image column's `uploadId`. */
const ID_IN_TEXT = `(?:/uploads/|"uploadId": ")([a-z0-9-]{8,64})`

/**
 * Where an upload can be used: a post's body or cover, a trip's cover or gallery, an account's picture. Any text
 * that names the upload (`/uploads/<id>/…` or `"uploadId": "<id>"`) keeps it: wrongly kept beats wrongly removed.
 */
const REFERENCES = sql`
  select (regexp_matches(p.body, ${ID_IN_TEXT}, 'g'))[1] from posts p where strpos(p.body, '/uploads/') > 0
  union select (regexp_matches(p.cover_image::text, ${ID_IN_TEXT}, 'g'))[1] from posts p
  union select (regexp_matches(t.cover_image::text || t.gallery::text, ${ID_IN_TEXT}, 'g'))[1] from trips t
  union select (regexp_matches(u.image, ${ID_IN_TEXT}, 'g'))[1] from "user" u where strpos(u.image, '/uploads/') > 0`

export interface SweepResult {
  /** Ids of the uploads removed. */
  removed: string[]
  /** True when another process was sweeping: this one did nothing. */
  skipped: boolean
}

/**
 * Removes members' uploads older than the grace period that nothing uses: rows in one transaction, then their files.
 * Safe on several servers at once (a transaction-scoped advisory lock; a server that cannot take it skips). Seed
 * images (no uploader) are never removed.
 */
export async function removeUnusedUploads(
  options: { now?: Date; graceHours?: number; database?: Db } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date()
  const graceHours = options.graceHours ?? env().UNUSED_UPLOAD_GRACE_HOURS
  const cutoff = new Date(now.getTime() - graceHours * 60 * 60 * 1000).toISOString()
  const database = options.database ?? (await db())
  const outcome = await database.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)
    if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return null
    const deleted = await tx.execute<{ id: string }>(sql`
      delete from uploads
      where user_id is not null and created_at < ${cutoff}::timestamptz
        and id not in (select r.id from (${REFERENCES}) as r(id) where r.id is not null)
      returning id`)
    return rowsOf<{ id: string }>(deleted).map((row) => row.id)
  })
  if (!outcome) return { removed: [], skipped: true }
  // Files go once the rows are gone for good; a file left behind by a failure is only disk, never a broken image.
  await Promise.all(
    outcome.map((id) =>
      removeStoredImage(id).catch((error: unknown) => logger.error(`unused uploads: removing ${id} failed`, error)),
    ),
  )
  if (outcome.length) logger.info(`unused uploads: removed ${outcome.length}`)
  return { removed: outcome, skipped: false }
}

/** `execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
