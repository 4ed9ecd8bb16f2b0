import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { InvalidInputError, NotFoundError, RateLimitedError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { requireUser } from '@/features/auth/require-user.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { uploads, type ImageVariant } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { errorResponse, requestLocale } from '@/server/http/api.server'
import { uploadBodyLimit } from '@/server/http/body-limit.server'
import { assertSameOrigin } from '@/server/http/origin.server'
import { privateHeaders } from '@/server/http/private.server'
import { logger } from '@/server/logger.server'
import { hit } from '@/server/rate-limit/rate-limit.server'
import {
  ImageRejectedError,
  imageSources,
  imageUrl,
  processImage,
  readStoredImage,
  removeStoredImage,
  storeImage,
  type ImageRejection,
} from '@/server/images/image-pipeline.server'
import { m } from '@/paraglide/messages'
import { UPLOADS_PER_DAY, type UploadView } from './writing.schemas'

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

function rejectionMessage(reason: ImageRejection, locale: Locale): string {
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
    const [row] = await (database ?? (await db()))
      .insert(uploads)
      .values({ id, userId, width: processed.width, height: processed.height, variants })
      .returning()
    return uploadView(row!)
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

/** An upload the member may use (their own; seed illustrations belong to nobody and may be reused by no one). */
export async function findOwnUpload(userId: string, id: string, database?: Db): Promise<UploadRow | null> {
  const [row] = await (database ?? (await db())).select().from(uploads).where(eq(uploads.id, id)).limit(1)
  return row && row.userId === userId ? row : null
}

export async function getOwnUpload(userId: string, id: string): Promise<UploadView> {
  const row = await findOwnUpload(userId, id)
  if (!row) throw new NotFoundError()
  return uploadView(row)
}

/** POST /api/v1/me/uploads (multipart/form-data, field "file") → 201 { upload }. */
export async function handleCreateUpload(request: Request): Promise<Response> {
  const locale = requestLocale(request)
  try {
    assertSameOrigin(request, locale)
    const user = await requireUser(request)
    const max = env().UPLOAD_MAX_BYTES
    const declared = Number(request.headers.get('content-length') ?? 0)
    // The multipart envelope adds a little; a body far above the limit is refused before it is read.
    if (declared > uploadBodyLimit()) {
      const message = rejectionMessage('too_large', locale)
      throw new InvalidInputError({ file: message }, message, 'upload_too_large')
    }
    // The member's daily allowance (shared by every server process), counted before the body is read: over it, the
    // file is neither read nor decoded nor stored.
    const allowance = await hit({ key: `uploads:${user.id}`, max: UPLOADS_PER_DAY, windowSeconds: 24 * 60 * 60 })
    if (!allowance.allowed) {
      const message = m.writing_upload_rate_limited({ max: UPLOADS_PER_DAY }, { locale })
      throw new RateLimitedError(allowance.retryAfterSeconds, message)
    }
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      const message = m.writing_upload_missing({}, { locale })
      throw new InvalidInputError({ file: message }, message)
    }
    const file = form.get('file')
    if (!(file instanceof Blob) || file.size === 0) {
      const message = m.writing_upload_missing({}, { locale })
      throw new InvalidInputError({ file: message }, message)
    }
    if (file.size > max) {
      const message = rejectionMessage('too_large', locale)
      throw new InvalidInputError({ file: message }, message, 'upload_too_large')
    }
    const upload = await saveUpload(
      user.id,
      {
        bytes: Buffer.from(await file.arrayBuffer()),
        filename: file instanceof File ? file.name : undefined,
        type: file.type || undefined,
      },
      locale,
    )
    return Response.json({ upload }, { status: 201, headers: privateHeaders })
  } catch (error) {
    return errorResponse(error, locale)
  }
}

const variantTypes = { avif: 'image/avif', webp: 'image/webp' } as const

/** GET /uploads/<id>/<width>.<format>: a stored variant. Names never change content, so it is cached for a year. */
export async function handleGetUploadFile(key: string): Promise<Response> {
  const bytes = await readStoredImage(key)
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof variantTypes
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': variantTypes[ext],
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
