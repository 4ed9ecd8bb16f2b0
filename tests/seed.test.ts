// The seed: the content in content/ loads, is complete and consistent, and a bad file stops it with a clear message.
// Only these tests read the seed's content; every other test builds its own rows with tests/factories.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database, Db } from '@/server/db/client.server'
import { hasBeenSeeded, seed, type SeedStep } from '@/server/db/seed-runner.server'
import { SEED_BASE_DATE } from '@/server/db/seed-base-date'
import { seedOnStart, seedSteps } from '@/seed-steps.server'
import { loadBlogContent, seedBlog } from '@/features/blog/blog.seed.server'
import { loadTripContent, seedTrips } from '@/features/trips/trips.seed.server'
import { listTrips } from '@/features/trips/trips.server'
import { locales } from '@/lib/i18n/locales'
import { createTestDatabase, testEngine } from './support/db'
import { stubTempDataDir } from './support/settings'

const dataDir = stubTempDataDir('waypoints-seed-')

const DAY = 86_400_000
let database: Database

// Seeding draws every post's own cover through the image pipeline once (ADR 063): allow for a busy machine.
beforeAll(async () => {
  database = await createTestDatabase()
  await seed(database.db, seedSteps)
}, 180_000)
afterAll(() => database.close())

const rows = async <T>(db: Db, query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows
const count = async (db: Db, table: string) =>
  Number((await rows<{ n: number }>(db, `select count(*)::int as n from ${table}`))[0]?.n)

describe(`seed content on ${testEngine}`, () => {
  it('composes the trips, then the blog, then the reference exchange rates', () => {
    expect(seedSteps.map((s) => s.name)).toEqual(['trips', 'blog', 'exchange rates'])
  })

  it('brings the content the site promises, in every language', async () => {
    const db = database.db
    expect(await count(db, `trips where status = 'published'`)).toBeGreaterThanOrEqual(12)
    expect(await count(db, `posts where status = 'published'`)).toBeGreaterThanOrEqual(30)
    expect(await count(db, 'categories')).toBeGreaterThanOrEqual(6)
    expect(await count(db, 'tags')).toBeGreaterThanOrEqual(15)
    expect(await count(db, 'authors')).toBeGreaterThanOrEqual(4)
    for (const lang of locales)
      expect(await count(db, `posts where status = 'published' and lang = '${lang}'`)).toBeGreaterThanOrEqual(6)
    expect(await hasBeenSeeded(db)).toBe(true)
  })

  it('links every post to tags, and every category and tag to posts', async () => {
    const db = database.db
    expect(await count(db, 'posts p where not exists (select 1 from post_tags pt where pt.post_id = p.id)')).toBe(0)
    expect(
      await count(
        db,
        `categories c where not exists (select 1 from posts p where p.category_id = c.id and p.status = 'published')`,
      ),
    ).toBe(0)
    expect(await count(db, 'tags t where not exists (select 1 from post_tags pt where pt.tag_id = t.id)')).toBe(0)
    expect(await count(db, `authors a where not exists (select 1 from posts p where p.author_id = a.user_id)`)).toBe(0)
  })

  it('has full, nearly full, upcoming and past trips for the pages to show', async () => {
    const today = new Date(SEED_BASE_DATE + 21 * DAY).toISOString().slice(0, 10)
    const { items } = await listTrips({ locale: 'en', limit: 50, today })
    expect(items.some((t) => t.seatsLeft === 0)).toBe(true)
    expect(items.some((t) => t.seatsLeft !== null && t.seatsLeft > 0 && t.seatsLeft <= 3)).toBe(true)
    expect(items.some((t) => t.startDate !== null && t.startDate < today)).toBe(true)
    expect(items.filter((t) => t.startDate !== null && t.startDate >= today).length).toBeGreaterThanOrEqual(3)
    // Departures (ADR 045): trips with several dates, and a sold-out one next to one with seats.
    const several = await count(database.db, `(select trip_id from departures group by trip_id having count(*) > 1) s`)
    expect(several).toBeGreaterThanOrEqual(5)
    expect(await count(database.db, `trips where status = 'draft'`)).toBeGreaterThan(0)
  })

  it('names only images that exist under public/', async () => {
    const srcs = [
      ...(await rows<{ src: string }>(database.db, `select cover_image->>'src' as src from trips`)),
      ...(await rows<{ src: string }>(
        database.db,
        `select g->>'src' as src from trips, jsonb_array_elements(gallery) g`,
      )),
      ...(await rows<{ src: string }>(database.db, `select cover_image->>'src' as src from posts`)),
      ...(await rows<{ src: string }>(
        database.db,
        `select u.image as src from authors a join "user" u on u.id = a.user_id`,
      )),
    ].map((r) => r.src)
    expect(srcs.length).toBeGreaterThan(50)
    // Post covers went through the image pipeline: their files are in the uploads folder (ADR 025).
    const onDisk = (src: string) =>
      src.startsWith('/uploads/')
        ? existsSync(path.join(dataDir, 'uploads', src.slice('/uploads/'.length)))
        : existsSync(path.join('public', src))
    expect(srcs.filter((src) => !onDisk(src))).toEqual([])
  })

  it('gives every post cover responsive variants (srcset), AVIF offered only where it is the smaller file', async () => {
    const covers = await rows<{
      cover: { src: string; sources?: Array<{ type: string; srcset: string }> }
      variants: Array<{ format: string; bytes: number }>
    }>(
      database.db,
      `select p.cover_image as cover, u.variants from posts p join uploads u on u.id = p.cover_image->>'uploadId'`,
    )
    expect(covers.length).toBe(await count(database.db, 'posts'))
    const offered: string[] = []
    for (const { cover, variants } of covers) {
      expect(cover.src).toMatch(/^\/uploads\/seed-[a-z0-9-]+-[0-9a-f]{12}\/\d+\.webp$/)
      const total = (format: string) => variants.filter((v) => v.format === format).reduce((sum, v) => sum + v.bytes, 0)
      const types = cover.sources?.map((s) => s.type)
      expect(types).toEqual(total('avif') < total('webp') ? ['image/avif', 'image/webp'] : ['image/webp'])
      offered.push(...(types ?? []))
      for (const source of cover.sources ?? []) expect(source.srcset).toMatch(/ 640w, .* 1200w$/)
    }
    // The seed's covers are flat illustrations, which WebP stores smaller: most get WebP alone (ADR 079).
    expect(offered.filter((type) => type === 'image/webp')).toHaveLength(covers.length)
    expect(offered.filter((type) => type === 'image/avif').length).toBeLessThan(covers.length / 2)
  })

  it('makes every seeded author an account that has no password yet', async () => {
    const linked = await rows<{ username: string; user_id: string | null; passwords: number }>(
      database.db,
      `select u.username, a.user_id, (select count(*)::int from account c where c.user_id = a.user_id) as passwords
         from authors a join "user" u on u.id = a.user_id`,
    )
    expect(linked.length).toBe(loadBlogContent().authors.length)
    for (const author of linked) {
      expect(author.user_id, author.username).toBe(`seed-author-${author.username}`)
      expect(author.passwords).toBe(0)
    }
  })

  it('dates every departure and post from the seed base date', async () => {
    const trips = await rows<{ id: number; start_date: string; end_date: string }>(
      database.db,
      `select trip_id as id, start_date::text, end_date::text from departures order by trip_id, start_date`,
    )
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    expect(trips).toEqual(
      loadTripContent().flatMap((t) =>
        t.departures.map((d) => ({
          id: t.id,
          start_date: iso(SEED_BASE_DATE + d.startOffset * DAY),
          end_date: iso(SEED_BASE_DATE + (d.startOffset + t.days - 1) * DAY),
        })),
      ),
    )
    const posts = await rows<{ slug: string; published_at: string | null }>(
      database.db,
      `select slug, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as published_at from posts`,
    )
    const expected = loadBlogContent().posts.map((p) => ({
      slug: p.slug,
      published_at:
        p.status === 'published'
          ? new Date(SEED_BASE_DATE - p.daysBefore * DAY + 9 * 3_600_000).toISOString().slice(0, 19)
          : null,
    }))
    expect(posts.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      expected.sort((a, b) => a.slug.localeCompare(b.slug)),
    )
  })

  it('stores post bodies exactly as written in their files', async () => {
    const [post] = await rows<{ body: string }>(
      database.db,
      `select body from posts where slug = 'what-to-pack-for-a-hut-to-hut-trek'`,
    )
    const file = readFileSync('content/blog/posts/en/what-to-pack-for-a-hut-to-hut-trek.md', 'utf8')
    expect(`${post!.body}\n`).toBe(file.slice(file.indexOf('\n---\n') + '\n---\n'.length))
  })

  it('is idempotent', async () => {
    const db = database.db
    const tables = ['trips', 'posts', 'post_tags', 'authors', 'categories', 'tags']
    const before = await Promise.all(tables.map((t) => count(db, t)))
    await seed(db, seedSteps)
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before)
  })
})

describe(`seed runner on ${testEngine}`, () => {
  let fresh: Database
  beforeAll(async () => {
    fresh = await createTestDatabase()
  })
  afterAll(() => fresh.close())

  it('refuses an empty or duplicated list of steps, and records nothing', async () => {
    await expect(seed(fresh.db, [])).rejects.toThrow(/no steps/)
    const step: SeedStep = { name: 'x', run: async () => {} }
    await expect(seed(fresh.db, [step, step])).rejects.toThrow(/"x" is listed twice/)
    expect(await hasBeenSeeded(fresh.db)).toBe(false)
  })

  it('rolls back every step when one fails, and does not record seeded_at', async () => {
    const failing: SeedStep = {
      name: 'broken',
      run: async () => {
        throw new Error('step failed')
      },
    }
    await expect(seed(fresh.db, [seedSteps[0]!, failing])).rejects.toThrow('step failed')
    expect(await count(fresh.db, 'trips')).toBe(0)
    expect(await hasBeenSeeded(fresh.db)).toBe(false)
  })

  it('on start, seeds an empty database once and leaves a seeded one alone', async () => {
    let runs = 0
    const counting: SeedStep = { name: 'counting', run: async () => void runs++ }
    expect(await seed(fresh.db, [counting], { onlyIfEmpty: true })).toBe(true)
    expect(await seed(fresh.db, [counting], { onlyIfEmpty: true })).toBe(false)
    expect(runs).toBe(1)
    expect(await hasBeenSeeded(fresh.db)).toBe(true)
  })
})

describe(`seed on start on ${testEngine}`, () => {
  it('seeds a new install once; a restart leaves it alone', async () => {
    const install = await createTestDatabase()
    try {
      await seedOnStart(install)
      const seededAt = await rows<{ value: string }>(install.db, `select value from app_meta where key = 'seeded_at'`)
      expect(await count(install.db, 'posts')).toBe(loadBlogContent().posts.length)
      await seedOnStart(install)
      expect(await rows(install.db, `select value from app_meta where key = 'seeded_at'`)).toEqual(seededAt)
    } finally {
      await install.close()
    }
  })
})

describe(`malformed content on ${testEngine}`, () => {
  // A copy of content/ inside the project, so messages show the same relative paths as the real files.
  const tmpRoot = path.resolve('.tmp')
  let root = ''
  let relative = ''
  let empty: Database
  beforeAll(async () => {
    mkdirSync(tmpRoot, { recursive: true })
    root = mkdtempSync(path.join(tmpRoot, 'content-'))
    relative = path.relative(process.cwd(), root)
    empty = await createTestDatabase()
  })
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true })
    await empty.close()
  })
  const fresh = () => {
    rmSync(root, { recursive: true, force: true })
    cpSync('content', root, { recursive: true })
  }
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')))
  const stepsFor = (): SeedStep[] => [
    { name: 'trips', run: (db) => seedTrips(db, root) },
    { name: 'blog', run: (db) => seedBlog(db, root) },
  ]

  it('a trip field of the wrong type stops the seed, naming the file and the field', async () => {
    fresh()
    edit('trips/dolomites.yaml', (text) => text.replace(/^ {4}price: \d+$/m, '    price: lots'))
    const failure = seed(empty.db, stepsFor())
    await expect(failure).rejects.toThrow(
      `${relative}/trips/dolomites.yaml: departures.0.price: Invalid input: expected number, received string`,
    )
    expect(await count(empty.db, 'trips')).toBe(0)
    expect(await hasBeenSeeded(empty.db)).toBe(false)
  })

  it('a post without a title or with an unknown category names the file and the field', async () => {
    fresh()
    edit('blog/posts/en/altitude-without-fear.md', (text) => text.replace(/^title: .*\n/m, ''))
    await expect(seed(empty.db, stepsFor())).rejects.toThrow(
      `${relative}/blog/posts/en/altitude-without-fear.md: title: Invalid input: expected string, received undefined`,
    )
    fresh()
    edit('blog/posts/es/fotografiar-desiertos.md', (text) => text.replace(/^category: .*$/m, 'category: recipes'))
    expect(() => loadBlogContent(root)).toThrow(
      `${relative}/blog/posts/es/fotografiar-desiertos.md: category: "recipes" is not in categories.yaml`,
    )
    fresh()
    edit('blog/posts/ru/ryokan-pravila.md', (text) => text.replace(/^cover: .*$/m, 'cover: no-such-cover'))
    expect(() => loadBlogContent(root)).toThrow(
      `${relative}/blog/posts/ru/ryokan-pravila.md: cover: "no-such-cover" has no file public/images/posts/no-such-cover.svg`,
    )
    expect(await count(empty.db, 'posts')).toBe(0)
  })

  it('broken YAML, an unknown field and a bad file name are reported with the file', () => {
    fresh()
    edit('blog/tags.yaml', (text) => `${text}\n  - : [\n`)
    expect(() => loadBlogContent(root)).toThrow(new RegExp(`^${relative}/blog/tags\\.yaml: invalid YAML: `))
    fresh()
    edit('trips/kyoto.yaml', (text) => `${text}guide: Kenji\n`)
    expect(() => loadTripContent(root)).toThrow(`${relative}/trips/kyoto.yaml: (file): Unrecognized key: "guide"`)
    fresh()
    cpSync(path.join(root, 'trips/kyoto.yaml'), path.join(root, 'trips/Kyoto Copy.yaml'))
    expect(() => loadTripContent(root)).toThrow(`${relative}/trips/Kyoto Copy.yaml: (file name): `)
  })

  it('two trips with the same id are refused', () => {
    fresh()
    edit('trips/peru.yaml', (text) => text.replace(/^id: \d+$/m, 'id: 1'))
    expect(() => loadTripContent(root)).toThrow(
      /trips\/(dolomites|peru)\.yaml: id: 1 is already used by (peru|dolomites)\.yaml/,
    )
  })
})
