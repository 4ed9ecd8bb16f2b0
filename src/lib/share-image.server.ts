import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/server/env.server'
import { readStoredImage } from '@/server/images/image-pipeline.server'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_VERSION, SHARE_IMAGE_WIDTH, coverOfShareImage } from '@/lib/share-image'

/** Made once per cover and version, then read from DATA_DIR/share-images (a cache: safe to delete). */
const cacheDir = () => path.resolve(env().DATA_DIR, 'share-images')
/** Renders in progress: two first requests for one image make it once. */
const making = new Map<string, Promise<Buffer | null>>()

async function coverBytes(cover: string): Promise<Buffer | null> {
  if (cover.startsWith('/uploads/')) return readStoredImage(cover.slice('/uploads/'.length))
  // The seed's illustrations ship in public/ (the server runs from the project folder, as the seed does).
  return readFile(path.resolve('public', cover.slice(1))).catch(() => null)
}

async function render(cover: string): Promise<Buffer | null> {
  const input = await coverBytes(cover)
  if (!input) return null
  const { default: sharp } = await import('sharp')
  // An SVG is drawn large enough to be cut down, not blown up.
  return sharp(input, cover.endsWith('.svg') ? { density: 192 } : {})
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** The share image of a cover, from the cache or made now; null when the cover does not exist. */
export async function shareImage(cover: string): Promise<Buffer | null> {
  const key = createHash('sha256').update(`${SHARE_IMAGE_VERSION}:${cover}`).digest('hex').slice(0, 32)
  const file = path.join(cacheDir(), `${key}.jpg`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  let pending = making.get(key)
  if (!pending) {
    pending = render(cover).then(async (bytes) => {
      if (bytes) {
        // Written whole under another name first: a reader never sees half a file.
        await mkdir(cacheDir(), { recursive: true })
        const tmp = `${file}.${randomUUID()}.tmp`
        await writeFile(tmp, bytes)
        await rename(tmp, file).catch(() => rm(tmp, { force: true }))
      }
      return bytes
    })
    making.set(key, pending)
    void pending.finally(() => making.delete(key)).catch(() => {})
  }
  return pending
}

/** GET /share/v{n}/{cover}.jpg: the JPEG, cached for good (the URL changes with the cover and the version). */
export async function handleShareImage(splat: string): Promise<Response> {
  const cover = coverOfShareImage(splat)
  const bytes = cover ? await shareImage(cover) : null
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
