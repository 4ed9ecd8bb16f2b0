// Every variant processImage makes can be read back by its key, however small the image (a 5 px wide upload's
// variant is "<id>/5.webp"; the storage-key check once wanted two digits and its URLs were 404s).
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { stubTempDataDir } from '../../../tests/support/settings'
import { STORAGE_KEY, processImage, readStoredImage, removeStoredImage, storeImage } from './image-pipeline.server'

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
