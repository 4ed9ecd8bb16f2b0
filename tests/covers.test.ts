// Every trip and every post has its own illustration (ADR 063): the files exist, no two stories share one, and each
// stays within the size budget. Reads the content files, as the seed does; no database.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadBlogContent, postCoverPath } from '@/features/blog/blog.seed.server'
import { loadTripContent } from '@/features/trips/trips.seed.server'
import { locales } from '@/lib/i18n/locales'
import { POST_PLACEHOLDER_COVER_SRC } from '@/lib/images'

const BUDGET_BYTES = 15 * 1024
const file = (src: string) => path.join('public', src)

const tripImages = loadTripContent().map((t) => ({
  story: `trip ${t.key}`,
  srcs: [`/images/trips/${t.key}.svg`, `/images/trips/${t.key}-1.svg`, `/images/trips/${t.key}-2.svg`],
}))
const postImages = loadBlogContent().posts.map((p) => ({
  story: `post ${p.lang}/${p.slug}`,
  srcs: [postCoverPath(p.cover)],
}))
const all = [...tripImages, ...postImages]

describe('covers that fit their story', () => {
  it('names a file for every trip (cover and two gallery images) and every post', () => {
    expect(tripImages.length).toBeGreaterThanOrEqual(13)
    expect(postImages.length).toBeGreaterThanOrEqual(30)
    const missing = all.flatMap((s) => s.srcs).filter((src) => !statSync(file(src), { throwIfNoEntry: false }))
    expect(missing).toEqual([])
  })

  it('gives no two stories the same picture, by name or by content', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const { story, srcs } of all)
      for (const src of srcs) {
        const key = readFileSync(file(src), 'utf8')
        const other = owner.get(key)
        if (other && other !== story) clashes.push(`${story} and ${other} share ${src}`)
        owner.set(key, story)
      }
    expect(clashes).toEqual([])
  })

  it('keeps every illustration under the size budget and leaves no unused cover behind', () => {
    const used = new Set([...all.flatMap((s) => s.srcs), POST_PLACEHOLDER_COVER_SRC, '/images/trips/placeholder.svg'])
    for (const dir of ['trips', 'posts']) {
      for (const name of readdirSync(path.join('public/images', dir))) {
        const src = `/images/${dir}/${name}`
        expect(statSync(file(src)).size, src).toBeLessThan(BUDGET_BYTES)
        // Trip images of a trip without a content file (a scene kept for a trip being written) are allowed.
        if (dir === 'posts') expect(used.has(src), `${src} is no post's cover`).toBe(true)
      }
    }
  })

  it('describes what each trip image shows, in every language (its alt text)', () => {
    for (const trip of loadTripContent()) {
      const texts = [trip.images?.cover, ...(trip.images?.gallery ?? [])]
      expect(texts, trip.key).toHaveLength(3)
      for (const text of texts) for (const l of locales) expect(text?.[l], `${trip.key} ${l}`).not.toBe(trip.place[l])
      expect(new Set(texts.map((t) => t?.en)).size, trip.key).toBe(3)
    }
  })

  it('draws each cover as a 2:1 picture the image pipeline can rasterise', async () => {
    for (const src of [postImages[0]!.srcs[0]!, tripImages[0]!.srcs[0]!]) {
      const meta = await sharp(readFileSync(file(src))).metadata()
      expect(meta).toMatchObject({ format: 'svg', width: 1200, height: 600 })
      const { data } = await sharp(readFileSync(file(src)))
        .resize(40, 20)
        .raw()
        .toBuffer({ resolveWithObject: true })
      // Not blank: a drawing has many colours.
      expect(
        new Set(Array.from({ length: data.length / 3 }, (_, i) => data.readUIntBE(i * 3, 3))).size,
      ).toBeGreaterThan(8)
    }
  })
})
