import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { uploads } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { logger } from '@/server/logger.server'
import {
  ImageRejectedError,
  processImage,
  removeStoredImage,
  storeImage,
  type ImageRejection,
} from '@/server/images/image-pipeline.server'
import { findOwnUpload, uploadView } from '@/server/images/uploads.server'
import { m } from '@/paraglide/messages'
import type { UploadView } from '@/lib/images'
import { storedBytes } from './writing-limits.server'

export function rejectionMessage(reason: ImageRejection, locale: Locale): string {
  const mb = Math.round((env().UPLOAD_MAX_BYTES / (1024 * 1024)) * 10) / 10
  switch (reason) {
    case 'too_large':
      return m.writing_upload_too_large({ max: mb }, { locale })
    case 'too_many_pixels':
      return m.writing_upload_too_many_pixels({}, { locale })
    case 'type_mismatch':
      return m.writing_upload_type_mismatch({}, { locale })
    case 'corrupt':
      return m.writing_upload_corrupt({}, { locale })
    default:
      return m.writing_upload_not_image({}, { locale })
  }
}

/**
 * Checks, converts and stores one image for a member. Nothing is kept when any step fails: the variants are written
 * into place in one rename, and the row only after them (removed again if the row cannot be written).
 */
export async function saveUpload(
  userId: string | null,
  file: { bytes: Buffer; filename?: string; type?: string },
  locale: Locale,
  database?: Db,
  /** Runs in the insert's transaction with the stored bytes; throwing keeps nothing (the member's limits). */
  beforeKeep?: (tx: Db, bytes: number) => Promise<void>,
): Promise<UploadView> {
  let processed
  try {
    processed = await processImage(file.bytes, { filename: file.filename, declaredType: file.type })
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const message = rejectionMessage(error.reason, locale)
      throw new InvalidInputError({ file: message }, message, `upload_${error.reason}`)
    }
    throw error
  }
  const id = randomUUID()
  const variants = await storeImage(id, processed)
  try {
    const row = await (database ?? (await db())).transaction(async (tx) => {
      await beforeKeep?.(tx as unknown as Db, storedBytes(variants))
      const [inserted] = await tx
        .insert(uploads)
        .values({ id, userId, width: processed.width, height: processed.height, variants })
        .returning()
      return inserted!
    })
    return uploadView(row)
  } catch (error) {
    await removeStoredImage(id)
    throw error
  }
}

/**
 * Account deletion: the member's images leave with them, as their posts do (ADR 024). The rows go in the deletion's
 * transaction; the files once it has committed (`remove`), so a deletion that fails keeps both.
 */
export async function deleteUploadsOfDeletedAccount(
  tx: Pick<Db, 'delete'>,
  userId: string,
): Promise<{ deleted: number; remove: () => void }> {
  const rows = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ id: uploads.id })
  const remove = () => {
    for (const { id } of rows) {
      removeStoredImage(id).catch((error: unknown) => logger.error(`uploads: removing ${id} failed`, error))
    }
  }
  return { deleted: rows.length, remove }
}

export async function getOwnUpload(userId: string, id: string): Promise<UploadView> {
  const row = await findOwnUpload(userId, id)
  if (!row) throw new NotFoundError()
  return uploadView(row)
}
