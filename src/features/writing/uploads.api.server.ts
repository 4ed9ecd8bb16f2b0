import { holdsRole, signedInEndpoint } from '@/features/auth/require-user.server'
import { InvalidInputError, RateLimitedError } from '@/lib/errors'
import { db } from '@/server/db/index.server'
import { env } from '@/server/env.server'
import { uploadBodyLimit } from '@/server/http/body-limit.server'
import { privateHeaders } from '@/server/http/private.server'
import { readStoredImage } from '@/server/images/image-pipeline.server'
import { hit } from '@/server/rate-limit/rate-limit.server'
import { m } from '@/paraglide/messages'
import { rejectionMessage, saveUpload } from './uploads.server'
import { assertUploadLimits } from './writing-limits.server'
import { UPLOADS_PER_DAY } from './writing.schemas'

// The uploads' HTTP side: a member's upload behind the signed-in edge (ADR 021), and the public variant files.

/** POST /api/v1/me/uploads (multipart/form-data, field "file") → 201 { upload }. */
export const handleCreateUpload = signedInEndpoint({}, async ({ request, user, locale }) => {
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
  // The member's byte allowances (ADR 051): a member already at one is refused before the body is read.
  const limited = !holdsRole(user, 'editor')
  if (limited) await assertUploadLimits(await db(), user.id, 0, locale)
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
    undefined,
    // Checked again with the stored size, under the member's lock, as the row is written (ADR 051).
    limited ? (tx, bytes) => assertUploadLimits(tx, user.id, bytes, locale, true) : undefined,
  )
  return Response.json({ upload }, { status: 201, headers: privateHeaders })
})

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
