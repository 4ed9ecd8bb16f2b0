/**
 * Request body limits (ADR 018): the size is checked from Content-Length before anything is read, and a body
 * without a length is counted while it is read, so an oversized request is answered 413 without being buffered.
 */

import { env } from '@/server/env.server'

/** JSON endpoints: forms and small objects only. */
export const JSON_BODY_LIMIT = 64 * 1024
/**
 * Server functions carry form data and the editor's autosave: a post body of 100,000 characters is up to 400 KB of
 * UTF-8 (Cyrillic is 2 bytes a character), sent with its title, excerpt and serialisation overhead.
 */
export const SERVER_FN_BODY_LIMIT = 1024 * 1024
/** A member's posts over the REST API: the same post, as JSON. */
export const POSTS_BODY_LIMIT = 512 * 1024
/** Room for the multipart envelope (boundaries, part headers, file name) around one uploaded file. */
const MULTIPART_ENVELOPE = 64 * 1024

/** The largest image upload request: the largest accepted file (UPLOAD_MAX_BYTES) in its envelope. */
export function uploadBodyLimit(): number {
  return env().UPLOAD_MAX_BYTES + MULTIPART_ENVELOPE
}

/** The largest body a path accepts (bytes). Routes that take uploads get their own entry here. */
export function bodyLimitFor(pathname: string): number {
  if (pathname.startsWith('/_serverFn')) return SERVER_FN_BODY_LIMIT
  const path = pathname.replace(/\/+$/, '')
  if (path === '/api/v1/me/uploads') return uploadBodyLimit()
  if (path === '/api/v1/me/posts' || path.startsWith('/api/v1/me/posts/')) return POSTS_BODY_LIMIT
  return JSON_BODY_LIMIT
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** Content-Length above the limit (or malformed): the request can be refused before its body is read. */
function declaredLengthExceeds(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length')
  if (declared === null) return false
  const length = Number(declared)
  return !Number.isSafeInteger(length) || length < 0 || length > limit
}

/** Reads the body as bytes, stopping (and cancelling the upload) as soon as it passes the limit. */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredLengthExceeds(request, limit)) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array(new ArrayBuffer(0))
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * Paths whose handler refuses an oversized body itself, from Content-Length and before reading it: the image upload
 * answers a localized 400 with a `file` field message the editor shows (issue 9), not a bare 413.
 */
const refusesOwnOversizedBody = (path: string) => path === '/api/v1/me/uploads'

/**
 * Why a request's body is refused before routing, or null: larger than the path's limit by Content-Length (413), or
 * sent without a length (chunked, 411 — browsers always send Content-Length; bodies of unknown size are not read).
 * Requests are passed on untouched, so the server's request object (client address etc.) stays intact.
 */
export function bodyRefusal(request: Request): 'too_large' | 'length_required' | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const pathname = new URL(request.url).pathname
  const limit = bodyLimitFor(pathname)
  if (declaredLengthExceeds(request, limit) && !refusesOwnOversizedBody(pathname.replace(/\/+$/, ''))) {
    return 'too_large'
  }
  if (request.headers.get('content-length') !== null) return null
  return /chunked/i.test(request.headers.get('transfer-encoding') ?? '') ? 'length_required' : null
}
