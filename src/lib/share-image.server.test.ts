import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { coverOfShareImage, shareImagePath } from '@/lib/share-image'
import { stubTempDataDir } from '../../tests/support/settings'

const dataDir = stubTempDataDir()
const { handleShareImage } = await import('./share-image.server')

describe('share images (issue 43)', () => {
  it('maps a cover to a versioned JPEG path and back, only for covers of this site', () => {
    expect(shareImagePath('/images/trips/amalfi.svg')).toBe('/share/v2/images/trips/amalfi.svg.jpg')
    expect(coverOfShareImage('v2/images/trips/amalfi.svg.jpg')).toBe('/images/trips/amalfi.svg')
    expect(shareImagePath('/uploads/0a1b2c3d-e4f5/1280.webp')).toBe('/share/v2/uploads/0a1b2c3d-e4f5/1280.webp.jpg')
    expect(shareImagePath('https://elsewhere.test/x.png')).toBeUndefined()
    expect(coverOfShareImage('v2/images/../../etc/passwd.jpg')).toBeUndefined()
    expect(coverOfShareImage('v1/images/trips/amalfi.svg.jpg')).toBeUndefined()
  })

  it('answers a 1200×630 JPEG made from the cover, cached on disk for good', async () => {
    const answer = await handleShareImage('v2/images/trips/amalfi.svg.jpg')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(answer.headers.get('cache-control')).toContain('immutable')
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    expect(readdirSync(path.join(dataDir, 'share-images'))).toHaveLength(1)
    // The second answer comes from the file.
    expect((await handleShareImage('v2/images/trips/amalfi.svg.jpg')).status).toBe(200)
    expect(readdirSync(path.join(dataDir, 'share-images'))).toHaveLength(1)
  })

  it('404 for a cover that does not exist or a path that is not a share image', async () => {
    expect((await handleShareImage('v2/images/trips/nowhere.svg.jpg')).status).toBe(404)
    expect((await handleShareImage('v2/uploads/0a1b2c3d-e4f5/1280.webp.jpg')).status).toBe(404)
    expect((await handleShareImage('hello.jpg')).status).toBe(404)
  })
})
