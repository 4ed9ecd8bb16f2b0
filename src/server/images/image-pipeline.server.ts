import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { default as Sharp, Metadata } from 'sharp'
import { env } from '@/server/env.server'
import type { ImageSource, ImageVariant } from '@/server/db/schema'
import { variantWidths } from '@/lib/images'

/** Spec §9: quality of every stored image (its widths: variantWidths in lib/images). */
const IMAGE_QUALITY = 70
/** Decompression-bomb guard: larger images are refused before they are decoded (about 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000

export type ImageRejection = 'too_large' | 'not_image' | 'unsupported' | 'type_mismatch' | 'corrupt' | 'too_many_pixels'

/** Why a file is not accepted as an image; the caller turns it into a localized 400. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`)
    this.name = 'ImageRejectedError'
  }
}

/**
 * sharp (libvips: ~27 MB resident once loaded) comes in with the first image to process. A server only serves the
 * stored variants, so one that takes no upload and seeds nothing never loads it (ADR 035).
 */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default

/** What the sniffed content is, by sharp's format name → the extensions and media types that may announce it. */
const accepted: Record<string, { exts: string[]; types: string[] }> = {
  jpeg: { exts: ['jpg', 'jpeg'], types: ['image/jpeg', 'image/jpg'] },
  png: { exts: ['png'], types: ['image/png'] },
  webp: { exts: ['webp'], types: ['image/webp'] },
  heif: { exts: ['avif'], types: ['image/avif'] },
}

const uploadsDir = () => path.resolve(env().UPLOADS_DIR ?? path.join(env().DATA_DIR, 'uploads'))

/** Storage keys are "<id>/<width>.<format>"; anything else never reaches the file system. */
export const STORAGE_KEY = /^[a-z0-9-]{8,64}\/[1-9]\d{0,4}\.(avif|webp)$/

interface ProcessedImage {
  width: number
  height: number
  variants: Array<Omit<ImageVariant, 'key'> & { buffer: Buffer }>
}

interface ImageCheck {
  /** The name the client gave (its extension must match the content). */
  filename?: string
  /** The media type the client gave (must match the content when it names an image type). */
  declaredType?: string
  /** The seed's own illustrations are SVG; member uploads never are. */
  allowSvg?: boolean
}

/**
 * Checks and converts one image: the content decides its type (a JPEG named .png is refused), size and pixel
 * count are bounded before decoding, and every variant is encoded before anything is stored.
 */
export async function processImage(input: Buffer, check: ImageCheck = {}): Promise<ProcessedImage> {
  if (input.byteLength > env().UPLOAD_MAX_BYTES) throw new ImageRejectedError('too_large')
  if (input.byteLength === 0) throw new ImageRejectedError('not_image')
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRejectedError('not_image')
  }
  const format = meta.format ?? ''
  const isSvg = format === 'svg'
  if (isSvg ? !check.allowSvg : !accepted[format]) throw new ImageRejectedError('unsupported')
  if (format === 'heif' && meta.compression !== 'av1') throw new ImageRejectedError('unsupported')
  if (!isSvg) {
    const rule = accepted[format]!
    const ext = check.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
    if (ext && !rule.exts.includes(ext)) throw new ImageRejectedError('type_mismatch')
    const type = check.declaredType?.toLowerCase()
    if (type && type.startsWith('image/') && !rule.types.includes(type)) throw new ImageRejectedError('type_mismatch')
  }
  const width = meta.autoOrient?.width ?? meta.width
  const height = meta.autoOrient?.height ?? meta.height
  if (!width || !height) throw new ImageRejectedError('corrupt')
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too_many_pixels')

  // Widths up to the original's (never upscale); at least one variant, the original width when it is small.
  const widths = variantWidths(width)
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient()
    const variants: ProcessedImage['variants'] = []
    for (const w of widths) {
      const h = Math.max(1, Math.round((height * w) / width))
      const resized = base.clone().resize({ width: w, height: h, fit: 'fill' })
      const [avif, webp] = await Promise.all([
        resized.clone().avif({ quality: IMAGE_QUALITY, effort: 2 }).toBuffer(),
        resized.clone().webp({ quality: IMAGE_QUALITY }).toBuffer(),
      ])
      variants.push({ format: 'avif', width: w, height: h, bytes: avif.byteLength, buffer: avif })
      variants.push({ format: 'webp', width: w, height: h, bytes: webp.byteLength, buffer: webp })
    }
    return { width, height, variants }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejectedError('too_many_pixels')
    throw new ImageRejectedError('corrupt')
  }
}

/**
 * Stores every variant under "<id>/" in one step: files go to a temporary folder that is renamed into place, so a
 * reader (or a crash) never sees half of an image. With an object store the same keys become object names.
 */
export async function storeImage(id: string, image: ProcessedImage): Promise<ImageVariant[]> {
  const root = uploadsDir()
  const tmp = path.join(root, `.tmp-${randomUUID()}`)
  await mkdir(tmp, { recursive: true })
  try {
    const variants: ImageVariant[] = []
    for (const v of image.variants) {
      const name = `${v.width}.${v.format}`
      await writeFile(path.join(tmp, name), v.buffer)
      variants.push({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, key: `${id}/${name}` })
    }
    const final = path.join(root, id)
    await rm(final, { recursive: true, force: true })
    await rename(tmp, final)
    return variants
  } catch (error) {
    await rm(tmp, { recursive: true, force: true })
    throw error
  }
}

export async function removeStoredImage(id: string): Promise<void> {
  if (!/^[a-z0-9-]{8,64}$/.test(id)) return
  await rm(path.join(uploadsDir(), id), { recursive: true, force: true })
}

/**
 * The variants an earlier run already stored under "<id>/" for this image, with its size, or null when any is missing.
 * The seed's ids come from the file's content, so a new database on the same data folder reuses them (ADR 063).
 */
export async function storedVariants(
  id: string,
  input: Buffer,
): Promise<{ width: number; height: number; variants: ImageVariant[] } | null> {
  const variants: ImageVariant[] = []
  let width = 0
  let height = 0
  try {
    const sharp = await loadSharp()
    ;({ width, height } = await sharp(input).metadata())
    for (const w of variantWidths(width))
      for (const format of ['avif', 'webp'] as const) {
        const key = `${id}/${w}.${format}`
        const { size } = await stat(path.join(uploadsDir(), key))
        variants.push({ format, width: w, height: Math.max(1, Math.round((height * w) / width)), bytes: size, key })
      }
  } catch {
    return null
  }
  return { width, height, variants }
}

/** Whether every variant of an image is on disk (the seed skips work it already did). */
export async function hasStoredImage(variants: ImageVariant[]): Promise<boolean> {
  try {
    await Promise.all(variants.map((v) => stat(path.join(uploadsDir(), v.key))))
    return variants.length > 0
  } catch {
    return false
  }
}

export async function readStoredImage(key: string): Promise<Buffer | null> {
  if (!STORAGE_KEY.test(key)) return null
  try {
    return await readFile(path.join(uploadsDir(), key))
  } catch {
    return null
  }
}

export const imageUrl = (key: string) => `/uploads/${key}`

/**
 * <source> sets and the fallback file for <img src>. A browser takes the first <source> type it supports, so AVIF
 * comes first only when this image's AVIF files are smaller than its WebP files (ADR 079): photographs usually are,
 * flat illustrations usually are not, and a larger AVIF would cost every modern browser bytes.
 */
export function imageSources(variants: ImageVariant[]): { src: string; sources: ImageSource[] } {
  const ofFormat = (format: 'avif' | 'webp') =>
    variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)
  const set = (list: ImageVariant[]) => list.map((v) => `${imageUrl(v.key)} ${v.width}w`).join(', ')
  const bytes = (list: ImageVariant[]) => list.reduce((sum, v) => sum + v.bytes, 0)
  const avif = ofFormat('avif')
  const webp = ofFormat('webp')
  const fallback = webp.find((v) => v.width >= 1280) ?? webp.at(-1)
  const webpSource: ImageSource = { type: 'image/webp', srcset: set(webp) }
  const avifSmaller = avif.length > 0 && bytes(avif) < bytes(webp)
  return {
    src: fallback ? imageUrl(fallback.key) : '',
    sources: avifSmaller ? [{ type: 'image/avif', srcset: set(avif) }, webpSource] : [webpSource],
  }
}
