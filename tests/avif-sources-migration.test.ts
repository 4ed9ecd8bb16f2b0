// Migration 0025 (ADR 079): covers and gallery images set before it drop their AVIF source where the upload's AVIF
// files are as large as or larger than its WebP files; the others are left as they were. On the engine under test.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { emptyDatabase, migrationFiles, queryRows, runMigration } from './support/migrations'
import { testEngine } from './support/db'

let database: Database
let dropDatabase = async () => {}
const migration = migrationFiles.find((f) => f.endsWith('_avif_only_where_smaller.sql'))!
const run = (file: string) => runMigration(database, file)
const rows = <T>(query: string) => queryRows<T>(database, query)

beforeAll(async () => {
  ;({ database, drop: dropDatabase } = await emptyDatabase())
  for (const file of migrationFiles.filter((f) => f < migration)) await run(file)
})
afterAll(async () => {
  await database.close()
  await dropDatabase()
})

/** An upload whose AVIF files total `avif` bytes and WebP files `webp`, at 640 and 1200 px. */
const upload = (id: string, avif: number, webp: number) => {
  const variants = [640, 1200].flatMap((width) => [
    { format: 'avif', width, height: width / 2, key: `${id}/${width}.avif`, bytes: avif / 2 },
    { format: 'webp', width, height: width / 2, key: `${id}/${width}.webp`, bytes: webp / 2 },
  ])
  return `('${id}', 1200, 600, '${JSON.stringify(variants)}')`
}
const picture = (id: string) => ({
  src: `/uploads/${id}/1200.webp`,
  width: 1200,
  height: 600,
  alt: { en: 'a', es: 'a', ru: 'a', uk: 'a' },
  uploadId: id,
  sources: [
    { type: 'image/avif', srcset: `/uploads/${id}/640.avif 640w, /uploads/${id}/1200.avif 1200w` },
    { type: 'image/webp', srcset: `/uploads/${id}/640.webp 640w, /uploads/${id}/1200.webp 1200w` },
  ],
})
const svg = { src: '/images/trips/x.svg', width: 10, height: 5, alt: { en: 'a', es: 'a', ru: 'a', uk: 'a' } }
const json = (value: unknown) => `'${JSON.stringify(value)}'`
const text = json({ en: 'T', es: 'T', ru: 'T', uk: 'T' })
type Picture = { src: string; sources?: Array<{ type: string; srcset: string }> }
const types = (image: Picture) => image.sources?.map((s) => s.type)

describe(`migration ${migration.slice(0, 4)}: AVIF only where smaller, on ${testEngine}`, () => {
  it('keeps WebP alone where AVIF is as large or larger, and leaves smaller AVIF, SVGs and the rest alone', async () => {
    const before = `
      insert into uploads (id, width, height, variants) values
        ${upload('larger-avif', 9000, 7000)}, ${upload('equal-avif', 5000, 5000)}, ${upload('smaller-avif', 3000, 7000)};
      insert into posts (id, slug, lang, title, excerpt, body, cover_image, reading_minutes) values
        (1, 'a', 'en', 'A', 'a', 'a', ${json(picture('larger-avif'))}, 1),
        (2, 'b', 'en', 'B', 'b', 'b', ${json(picture('smaller-avif'))}, 1),
        (3, 'c', 'en', 'C', 'c', 'c', ${json(svg)}, 1);
      insert into trips (id, title, summary, description, country, place, cover_image, gallery) values
        (1, ${text}, ${text}, ${text}, 'IT', ${text}, ${json(picture('equal-avif'))},
          ${json([picture('smaller-avif'), picture('larger-avif'), svg])}),
        (2, ${text}, ${text}, ${text}, 'NO', ${text}, ${json(svg)}, '[]')
    `
    for (const statement of before.split(/;\s*\n/)) if (statement.trim()) await database.db.execute(sql.raw(statement))

    await run(migration)

    const posts = await rows<{ id: number; cover: Picture }>(`select id, cover_image as cover from posts order by id`)
    expect(posts.map((p) => types(p.cover))).toEqual([['image/webp'], ['image/avif', 'image/webp'], undefined])
    expect(posts[0]!.cover.sources![0]!.srcset).toBe(
      '/uploads/larger-avif/640.webp 640w, /uploads/larger-avif/1200.webp 1200w',
    )
    expect(posts[0]!.cover.src).toBe('/uploads/larger-avif/1200.webp')

    const trips = await rows<{ cover: Picture; gallery: Picture[] }>(
      `select cover_image as cover, gallery from trips order by id`,
    )
    expect(types(trips[0]!.cover)).toEqual(['image/webp'])
    expect(trips[0]!.gallery.map(types)).toEqual([['image/avif', 'image/webp'], ['image/webp'], undefined])
    expect(trips[0]!.gallery.map((image) => image.src)).toEqual([
      '/uploads/smaller-avif/1200.webp',
      '/uploads/larger-avif/1200.webp',
      '/images/trips/x.svg',
    ])
    expect(trips[1]).toEqual({ cover: svg, gallery: [] })
  })
})
