import { eq } from 'drizzle-orm'
import type { UploadView } from '@/lib/images'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { uploads, type ImageVariant, type StoredImage } from '@/server/db/schema'
import { imageSources, imageUrl } from './image-pipeline.server'

// Stored uploads (ADR 025) as the features that use them see them: the writer's cover and avatar, the back office's
// trip images. Shared here so no feature reaches into another for them.

export type UploadRow = typeof uploads.$inferSelect

export function uploadView(row: { id: string; width: number; height: number; variants: ImageVariant[] }): UploadView {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    ...imageSources(row.variants),
    variants: row.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, url: imageUrl(v.key) })),
  }
}

/** An upload the member may use (their own; seed illustrations belong to nobody and may be reused by no one). */
export async function findOwnUpload(userId: string, id: string, database?: Db): Promise<UploadRow | null> {
  const [row] = await (database ?? (await db())).select().from(uploads).where(eq(uploads.id, id)).limit(1)
  return row && row.userId === userId ? row : null
}

/** An upload as an image column stores it: its responsive variants, the upload it came from, and the given alt texts. */
export function storedImageOf(upload: UploadRow, alt: StoredImage['alt']): StoredImage {
  const view = uploadView(upload)
  return { src: view.src, width: upload.width, height: upload.height, alt, sources: view.sources, uploadId: upload.id }
}
