// Image uploads: variants in modern formats served immutable, bad files refused and not kept, a daily limit.
import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { listPosts } from '@/features/blog/blog.list.server'
import { UPLOADS_PER_DAY } from '@/features/writing/writing.schemas'
import { m } from '@/paraglide/messages'
import { bodyRefusal } from '@/server/http/body-limit.server'
import { uploads } from '@/server/db/schema'
import { ORIGIN, TestClient, dispatch, signedUpUser } from '../support/auth-client'
import { testEngine } from '../support/db'
import {
  category,
  database,
  dataDir,
  getUpload,
  jpeg,
  other,
  owner,
  setUpWriting,
  tag,
  upload,
  uploadsOnDisk,
} from './support'

setUpWriting()

describe(`uploads on ${testEngine}`, () => {
  it('turns a JPEG into AVIF and WebP variants at 640/1280/1920 and serves them immutable', async () => {
    const res = await upload(owner, await jpeg(), 'cover.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toContain('Cookie')
    const { upload: image } = res.body
    expect(image.width).toBe(2400)
    expect(image.variants.map((v: { format: string; width: number }) => `${v.format}${v.width}`).sort()).toEqual([
      'avif1280',
      'avif1920',
      'avif640',
      'webp1280',
      'webp1920',
      'webp640',
    ])
    expect(image.sources[0].srcset).toMatch(/640w, .*1280w, .*1920w$/)
    const served = await getUpload(image.variants[0].url)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(meta.width).toBe(image.variants[0].width)

    // Used as a cover, the public card gets a real srcset.
    const post = await owner.call('POST /api/v1/me/posts', {
      title: 'With a cover',
      lang: 'en',
      body: 'Body',
      categorySlug: category,
      tags: [tag],
      coverImageId: image.id,
      status: 'published',
    })
    expect(post.body.post.cover.uploadId).toBe(image.id)
    const card = (await listPosts({ locale: 'en', limit: 50 })).items.find((p) => p.slug === post.body.post.slug)!
    // AVIF leads only where it is the smaller file (ADR 079), as the stored variants' sizes say.
    const [stored] = await database.db.select().from(uploads).where(eq(uploads.id, image.id))
    const total = (format: string) =>
      stored!.variants.filter((v) => v.format === format).reduce((sum, v) => sum + v.bytes, 0)
    expect(card.cover.sources?.map((s) => s.type)).toEqual(
      total('avif') < total('webp') ? ['image/avif', 'image/webp'] : ['image/webp'],
    )
    // Another member cannot use it.
    const stolen = await other.call('POST /api/v1/me/posts', {
      title: 't',
      lang: 'en',
      body: 'b',
      coverImageId: image.id,
    })
    expect(stolen.status).toBe(400)
    expect(stolen.body.error.fields.coverImageId).toBeTruthy()
  })

  it('accepts PNG, WebP and AVIF; refuses bad files with a localized 400 and keeps nothing', async () => {
    const base = sharp({ create: { width: 800, height: 500, channels: 4, background: '#fa0' } })
    for (const [name, type, bytes] of [
      ['a.png', 'image/png', await base.clone().png().toBuffer()],
      ['a.webp', 'image/webp', await base.clone().webp().toBuffer()],
      ['a.avif', 'image/avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload(owner, bytes, name, type)
      expect(res.status, name).toBe(201)
      expect(res.body.upload.variants.map((v: { width: number }) => v.width)).toEqual([640, 640, 800, 800])
    }

    const rowsBefore = (await database.db.select().from(uploads)).length
    const filesBefore = uploadsOnDisk().length
    const good = await jpeg(800, 400)
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const cases: Array<[string, Buffer | Uint8Array, string, string, string]> = [
      [
        'not an image',
        Buffer.from('hello, I am text'),
        'notes.jpg',
        'image/jpeg',
        m.writing_upload_not_image({}, { locale: 'uk' }),
      ],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'x.svg',
        'image/svg+xml',
        m.writing_upload_not_image({}, { locale: 'uk' }),
      ],
      ['lying extension', good, 'photo.png', 'image/png', m.writing_upload_type_mismatch({}, { locale: 'uk' })],
      [
        'corrupt',
        good.subarray(0, Math.floor(good.length / 3)),
        'cut.jpg',
        'image/jpeg',
        m.writing_upload_corrupt({}, { locale: 'uk' }),
      ],
      ['decompression bomb', bomb, 'bomb.png', 'image/png', m.writing_upload_too_many_pixels({}, { locale: 'uk' })],
      [
        'too large',
        Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        'big.jpg',
        'image/jpeg',
        m.writing_upload_too_large({ max: 10 }, { locale: 'uk' }),
      ],
    ]
    for (const [label, bytes, name, type, message] of cases) {
      const res = await upload(owner, bytes, name, type, 'uk')
      expect(res.status, label).toBe(400)
      expect(res.body.error.fields.file, label).toBe(message)
    }
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore)
    expect(uploadsOnDisk().length).toBe(filesBefore)
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith('.tmp'))).toEqual([])
  })

  it('a body far over the limit is a localized 400 with a field message, answered before the body is read', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1600) return controller.close()
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const headers = new Headers({
      origin: ORIGIN,
      'accept-language': 'ru',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(100 * 1024 * 1024),
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    })
    const request = new Request(`${ORIGIN}/api/v1/me/uploads`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit)
    // The early limiter lets it through to the route, which answers from Content-Length.
    expect(bodyRefusal(request)).toBeNull()
    const response = await dispatch('POST', request)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; fields: { file: string } } }
    expect(answer.error.code).toBe('upload_too_large')
    expect(answer.error.fields.file).toBe(m.writing_upload_too_large({ max: 10 }, { locale: 'ru' }))
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it(`a member uploads at most ${UPLOADS_PER_DAY} images a day; then 429 before the body is read`, async () => {
    const busy = new TestClient()
    await signedUpUser(busy)
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer()
    for (let i = 0; i < UPLOADS_PER_DAY; i++) {
      const res = await upload(busy, tiny, `tiny-${i}.png`, 'image/png')
      expect(res.status, `upload ${i + 1}`).toBe(201)
    }
    const rowsBefore = (await database.db.select().from(uploads)).length
    const filesBefore = uploadsOnDisk().length
    // One more (a real image, sent as a stream): refused without reading it, so nothing is decoded or stored.
    const good = await jpeg(800, 400)
    const form = new Response(
      (() => {
        const f = new FormData()
        f.set('file', new File([new Uint8Array(good)], 'one-more.jpg', { type: 'image/jpeg' }))
        return f
      })(),
    )
    const bytes = new Uint8Array(await form.arrayBuffer())
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * 1024 >= bytes.length) return controller.close()
        controller.enqueue(bytes.subarray(pulled * 1024, ++pulled * 1024))
      },
    })
    const response = await dispatch(
      'POST',
      new Request(`${ORIGIN}/api/v1/me/uploads`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'accept-language': 'ru',
          'content-type': form.headers.get('content-type')!,
          'content-length': String(bytes.length),
          cookie: [...busy.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(429)
    const answer = (await response.json()) as { error: { code: string; message: string } }
    expect(answer.error.code).toBe('rate_limited')
    expect(answer.error.message).toBe(m.writing_upload_rate_limited({ max: UPLOADS_PER_DAY }, { locale: 'ru' }))
    expect(answer.error.message).toContain('100 изображений')
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
    expect(pulled).toBeLessThanOrEqual(1)
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore)
    expect(uploadsOnDisk().length).toBe(filesBefore)
    // Per member: another member still uploads.
    expect((await upload(other, tiny, 'tiny.png', 'image/png')).status).toBe(201)
  })

  it('serves only stored variants', async () => {
    for (const p of ['/uploads/..%2Fauth-secret', '/uploads/nope/640.webp', '/uploads/abcdefgh/640.png']) {
      expect((await getUpload(p)).status, p).toBe(404)
    }
  })
})
