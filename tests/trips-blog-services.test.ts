import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { seed } from '@/server/db/seed.server'
import '@/server/db/seed-steps.server'
import { findTrip, listDestinations, listTrips, upcomingTrips } from '@/features/trips/trips.server'
import {
  findAuthor,
  findCategory,
  findPost,
  findTag,
  listAuthors,
  listCategories,
  listPosts,
  listTags,
} from '@/features/blog/blog.server'
import { NotFoundError } from '@/lib/errors'
import { encodeCursor } from '@/lib/pagination'
import { InvalidCursorError } from '@/lib/pagination.server'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
// A fixed "today" inside the seed's date range: some trips are past, most upcoming.
const today = '2026-11-22'

beforeAll(async () => {
  database = await createTestDatabase()
  await seed(database.db)
})
afterAll(() => database.close())

const count = async (table: string) =>
  Number(
    (
      (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: Array<{ n: number }>
      }
    ).rows[0]?.n,
  )

describe(`seed on ${testEngine}`, () => {
  it('brings the content the site promises', async () => {
    expect(await count(`trips where status = 'published'`)).toBeGreaterThanOrEqual(12)
    expect(await count(`posts where status = 'published'`)).toBeGreaterThanOrEqual(30)
    expect(await count('categories')).toBeGreaterThanOrEqual(6)
    expect(await count('tags')).toBeGreaterThanOrEqual(15)
    expect(await count('authors')).toBeGreaterThanOrEqual(4)
    for (const lang of ['en', 'es', 'ru', 'uk'])
      expect(await count(`posts where lang = '${lang}'`)).toBeGreaterThanOrEqual(6)
  })

  it('is idempotent', async () => {
    const before = [await count('trips'), await count('posts'), await count('post_tags'), await count('authors')]
    await seed(database.db)
    expect([await count('trips'), await count('posts'), await count('post_tags'), await count('authors')]).toEqual(
      before,
    )
  })
})

describe(`trips service on ${testEngine}`, () => {
  it('lists upcoming trips first (soonest first), then past ones (latest first)', async () => {
    const { items, nextCursor } = await listTrips({ locale: 'en', limit: 50, today })
    expect(nextCursor).toBeNull()
    expect(items.length).toBeGreaterThanOrEqual(12)
    const upcoming = items.filter((t) => t.startDate >= today)
    const past = items.filter((t) => t.startDate < today)
    expect(past.length).toBeGreaterThan(0)
    expect(items.slice(0, upcoming.length)).toEqual(upcoming)
    expect(upcoming.map((t) => t.startDate)).toEqual([...upcoming.map((t) => t.startDate)].sort())
    expect(past.map((t) => t.startDate)).toEqual([...past.map((t) => t.startDate)].sort().reverse())
  })

  it('paginates with cursors without gaps or repeats', async () => {
    const all = (await listTrips({ locale: 'en', limit: 50, today })).items.map((t) => t.id)
    const seen: number[] = []
    let cursor: string | undefined
    for (let i = 0; i < 20; i++) {
      const page = await listTrips({ locale: 'en', limit: 5, cursor, today })
      seen.push(...page.items.map((t) => t.id))
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(all)
  })

  it('returns an empty last page and rejects cursors it did not issue', async () => {
    const first = await listTrips({ locale: 'en', limit: 50, today })
    const last = first.items[first.items.length - 1]!
    const beyond = encodeCursor([1, 999999, last.id])
    expect((await listTrips({ locale: 'en', cursor: beyond, today })).items).toEqual([])
    await expect(listTrips({ locale: 'en', cursor: 'not-a-cursor', today })).rejects.toBeInstanceOf(InvalidCursorError)
    await expect(listTrips({ locale: 'en', cursor: encodeCursor(['x', 1, 2]), today })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
  })

  it('filters by destination and month, and translates fields', async () => {
    const italy = await listTrips({ locale: 'es', destination: 'it', limit: 50, today })
    expect(italy.items.length).toBe(2)
    expect(italy.items.every((t) => t.country === 'IT')).toBe(true)
    expect(italy.items.map((t) => t.place)).toContain('Dolomitas')
    const month = italy.items[0]!.startDate.slice(0, 7)
    const inMonth = await listTrips({ locale: 'en', month, limit: 50, today })
    expect(inMonth.items.every((t) => t.startDate.startsWith(month))).toBe(true)
    expect((await listTrips({ locale: 'en', destination: 'ZZ', today })).items).toEqual([])
    const destinations = await listDestinations('uk')
    expect(destinations.find((d) => d.country === 'UA')?.place).toBe('Карпати')
  })

  it('reads one trip with itinerary and gallery, and hides drafts and unknown ids', async () => {
    const trip = await findTrip('ru', 1)
    expect(trip?.title).toBe('От хижины к хижине в Доломитах')
    expect(trip?.itinerary.length).toBeGreaterThan(0)
    expect(trip?.gallery.length).toBe(2)
    expect(trip?.descriptionHtml).toContain('<p>')
    await expect(findTrip('en', 999999)).rejects.toBeInstanceOf(NotFoundError)
    const [draft] = (
      (await database.db.execute(sql`select id from trips where status = 'draft' limit 1`)) as unknown as {
        rows: Array<{ id: number }>
      }
    ).rows
    await expect(findTrip('en', draft!.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('has full, nearly full and past trips for the pages to show', async () => {
    const { items } = await listTrips({ locale: 'en', limit: 50, today })
    expect(items.some((t) => t.seatsLeft === 0)).toBe(true)
    expect(items.some((t) => t.seatsLeft > 0 && t.seatsLeft <= 3)).toBe(true)
    const soon = await upcomingTrips('en', 3, today)
    expect(soon).toHaveLength(3)
    expect(soon.every((t) => t.startDate >= today)).toBe(true)
  })
})

describe(`blog service on ${testEngine}`, () => {
  it('shows the reader’s language first, then the others, newest first in each group', async () => {
    const { items } = await listPosts({ locale: 'uk', limit: 50 })
    const firstOther = items.findIndex((p) => p.lang !== 'uk')
    expect(firstOther).toBeGreaterThan(0)
    expect(items.slice(firstOther).every((p) => p.lang !== 'uk')).toBe(true)
    const ukDates = items.slice(0, firstOther).map((p) => p.publishedAt)
    expect(ukDates).toEqual([...ukDates].sort().reverse())
    expect(items.every((p) => p.tags.length > 0)).toBe(true)
    expect(items.some((p) => p.slug.startsWith('draft-'))).toBe(false)
  })

  it('paginates every post exactly once across the language groups', async () => {
    const all = (await listPosts({ locale: 'es', limit: 50 })).items.map((p) => p.slug)
    const seen: string[] = []
    let cursor: string | undefined
    for (let i = 0; i < 20; i++) {
      const page = await listPosts({ locale: 'es', limit: 7, cursor })
      seen.push(...page.items.map((p) => p.slug))
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(all)
    await expect(listPosts({ locale: 'en', cursor: encodeCursor([0, 'not a date', 1]) })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
    await expect(listPosts({ locale: 'en', cursor: '%%%' })).rejects.toBeInstanceOf(InvalidCursorError)
  })

  it('filters by category, tag, author and language', async () => {
    const food = await listPosts({ locale: 'en', category: 'food', limit: 50 })
    expect(food.items.length).toBeGreaterThan(0)
    expect(food.items.every((p) => p.category.slug === 'food')).toBe(true)
    const hiking = await listPosts({ locale: 'en', tag: 'hiking', limit: 50 })
    expect(hiking.items.every((p) => p.tags.some((t) => t.slug === 'hiking'))).toBe(true)
    const olena = await listPosts({ locale: 'en', author: 'olena', limit: 50 })
    expect(olena.items.every((p) => p.author.username === 'olena')).toBe(true)
    const ru = await listPosts({ locale: 'en', lang: 'ru', limit: 50 })
    expect(ru.items.every((p) => p.lang === 'ru')).toBe(true)
    expect((await listPosts({ locale: 'en', tag: 'no-such-tag' })).items).toEqual([])
  })

  it('reads a post with rendered Markdown, related posts and neighbours', async () => {
    const post = await findPost('en', 'what-to-pack-for-a-hut-to-hut-trek')
    expect(post).not.toBeNull()
    expect(post!.html).toContain('<h2 id="the-list">')
    expect(post!.related).toHaveLength(3)
    expect(post!.related.some((r) => r.slug === post!.slug)).toBe(false)
    expect(post!.previous ?? post!.next).not.toBeNull()
    expect(post!.readingMinutes).toBeGreaterThanOrEqual(1)
    expect(post!.authorBio.length).toBeGreaterThan(10)
    await expect(findPost('en', 'draft-notes-from-wadi-rum')).rejects.toBeInstanceOf(NotFoundError)
    await expect(findPost('en', 'missing')).rejects.toBeInstanceOf(NotFoundError)
  })

  it('reads categories, tags and authors with post counts', async () => {
    const categories = await listCategories('es')
    expect(categories.length).toBeGreaterThanOrEqual(6)
    expect((await findCategory('es', 'food'))?.name).toBe('Comida y bebida')
    await expect(findCategory('es', 'nope')).rejects.toBeInstanceOf(NotFoundError)
    const tags = await listTags('en')
    expect(tags.length).toBeGreaterThanOrEqual(15)
    expect((await findTag('en', 'hiking'))?.posts).toBeGreaterThan(3)
    await expect(findTag('en', 'nope')).rejects.toBeInstanceOf(NotFoundError)
    const authors = await listAuthors('ru')
    expect(authors.length).toBeGreaterThanOrEqual(4)
    expect((await findAuthor('uk', 'olena'))?.displayName).toBe('Олена Коваль')
    await expect(findAuthor('uk', 'nobody')).rejects.toBeInstanceOf(NotFoundError)
  })
})
