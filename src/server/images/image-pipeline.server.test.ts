// Every variant processImage makes can be read back by its key, however small the image (a 5 px wide upload's
// variant is "<id>/5.webp"; the storage-key check once wanted two digits and its URLs were 404s).
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { stubTempDataDir } from '../../../tests/support/settings'
import {
  STORAGE_KEY,
  imageSources,
  processImage,
  readStoredImage,
  removeStoredImage,
  storeImage,
} from './image-pipeline.server'
import type { ImageVariant } from '@/server/db/schema'

stubTempDataDir('waypoints-images-')

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()

describe('image pipeline storage keys', () => {
  it.each([
    [5, 5],
    [1, 3],
    [64, 9],
    [700, 20],
  ])('a %ix%i PNG: every stored variant reads back by its key', async (width, height) => {
    const image = await processImage(await png(width, height), { filename: 'tiny.png' })
    const id = randomUUID()
    const variants = await storeImage(id, image)
    expect(variants.map((v) => v.width)).toContain(Math.min(width, 640))
    for (const variant of variants) {
      expect(variant.key).toMatch(STORAGE_KEY)
      expect((await readStoredImage(variant.key))?.byteLength, variant.key).toBe(variant.bytes)
    }
    await removeStoredImage(id)
  })

  it('keys outside the shape never reach the file system', async () => {
    for (const key of ['abcdefgh/0.webp', 'abcdefgh/123456.webp', 'abcdefgh/5.png', '../etc/5.webp', 'short/5.webp'])
      expect(STORAGE_KEY.test(key), key).toBe(false)
  })
})

describe('imageSources (ADR 079)', () => {
  const variant = (format: 'avif' | 'webp', width: number, bytes: number): ImageVariant => ({
    format,
    width,
    height: width / 2,
    bytes,
    key: `abcdefgh/${width}.${format}`,
  })

  it('puts AVIF first when its files are smaller than the WebP ones, each set narrowest first', () => {
    const view = imageSources([
      variant('webp', 1280, 90_000),
      variant('avif', 1280, 60_000),
      variant('webp', 640, 30_000),
      variant('avif', 640, 20_000),
    ])
    expect(view.sources).toEqual([
      { type: 'image/avif', srcset: '/uploads/abcdefgh/640.avif 640w, /uploads/abcdefgh/1280.avif 1280w' },
      { type: 'image/webp', srcset: '/uploads/abcdefgh/640.webp 640w, /uploads/abcdefgh/1280.webp 1280w' },
    ])
    expect(view.src).toBe('/uploads/abcdefgh/1280.webp')
  })

  it('offers WebP alone when the AVIF files are as large or larger, so no browser fetches the bigger file', () => {
    for (const avifBytes of [40_000, 50_000]) {
      const view = imageSources([
        variant('avif', 640, avifBytes),
        variant('webp', 640, 30_000),
        variant('avif', 1200, 20_000),
        variant('webp', 1200, 20_000),
      ])
      expect(view.sources).toEqual([
        { type: 'image/webp', srcset: '/uploads/abcdefgh/640.webp 640w, /uploads/abcdefgh/1200.webp 1200w' },
      ])
      expect(view.src).toBe('/uploads/abcdefgh/1200.webp')
    }
  })

  it('decides from the files the pipeline really wrote', async () => {
    const variants = await storeImage(randomUUID(), await processImage(await png(900, 300), { filename: 'flat.png' }))
    const total = (format: string) => variants.filter((v) => v.format === format).reduce((sum, v) => sum + v.bytes, 0)
    const types = imageSources(variants).sources.map((s) => s.type)
    expect(types).toEqual(total('avif') < total('webp') ? ['image/avif', 'image/webp'] : ['image/webp'])
  })
})
