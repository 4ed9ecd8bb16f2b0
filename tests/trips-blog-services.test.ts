import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { findTrip, listDestinations, listTrips, upcomingTrips } from '@/features/trips/trips.server'
import { listPosts } from '@/features/blog/blog.list.server'
import { findPost } from '@/features/blog/blog.post.server'
import {
  findAuthor,
  findCategory,
  findTag,
  listAuthors,
  listCategories,
  listTags,
} from '@/features/blog/blog.taxonomy.server'
import { NotFoundError } from '@/lib/errors'
import { encodeCursor } from '@/lib/pagination'
import { InvalidCursorError } from '@/lib/pagination.server'
import { TODAY as today, createCatalogue, type Catalogue } from './fixtures/catalogue'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
let data: Catalogue

beforeAll(async () => {
  database = await createTestDatabase()
  data = await createCatalogue(database.db)
})
afterAll(() => database.close())

const publishedTrips = () => Object.values(data.trips)
const publishedPosts = () => Object.values(data.posts)

describe(`trips service on ${testEngine}`, () => {
  it('lists upcoming trips first (soonest first), then past ones (latest first), never drafts', async () => {
    const { items, nextCursor } = await listTrips({ locale: 'en', limit: 50, today })
    expect(nextCursor).toBeNull()
    expect(items.map((t) => t.id).sort()).toEqual(
      publishedTrips()
        .map((t) => t.id)
        .sort(),
    )
    const upcoming = items.filter((t) => t.startDate! >= today)
    const past = items.filter((t) => t.startDate! < today)
    expect(past.map((t) => t.id)).toEqual([data.trips.lofoten.id, data.trips.iceland.id, data.trips.amalfi.id])
    expect(items.slice(0, upcoming.length)).toEqual(upcoming)
    expect(upcoming[0]!.id).toBe(data.trips.morocco.id) // starting today counts as upcoming
    expect(upcoming.map((t) => t.startDate)).toEqual([...upcoming.map((t) => t.startDate)].sort())
    // Same start date: the older id first.
    const lisbon = items.findIndex((t) => t.id === data.trips.lisbon.id)
    expect(items[lisbon + 1]!.id).toBe(data.trips.porto.id)
  })

  it('paginates with cursors without gaps or repeats', async () => {
    const all = (await listTrips({ locale: 'en', limit: 50, today })).items.map((t) => t.id)
    const seen: number[] = []
    let cursor: string | undefined
    let pages = 0
    for (let i = 0; i < 20; i++) {
      const page = await listTrips({ locale: 'en', limit: 5, cursor, today })
      seen.push(...page.items.map((t) => t.id))
      pages++
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(all)
    expect(pages).toBe(Math.ceil(all.length / 5))
  })

  it('returns an empty last page and rejects cursors it did not issue', async () => {
    const first = await listTrips({ locale: 'en', limit: 50, today })
    const last = first.items[first.items.length - 1]!
    // Past trips' day keys count backwards: 730119 days before 2000-01-01 is 0001-01-01, the earliest a cursor holds.
    const beyond = encodeCursor([1, 730_119, last.id])
    expect((await listTrips({ locale: 'en', cursor: beyond, today })).items).toEqual([])
    await expect(listTrips({ locale: 'en', cursor: 'not-a-cursor', today })).rejects.toBeInstanceOf(InvalidCursorError)
    await expect(listTrips({ locale: 'en', cursor: encodeCursor(['x', 1, 2]), today })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
  })

  it('filters by destination and month, and translates fields', async () => {
    const italy = await listTrips({ locale: 'es', destination: 'it', limit: 50, today })
    expect(italy.items.map((t) => t.id)).toEqual([data.trips.dolomites.id, data.trips.amalfi.id])
    expect(italy.items.map((t) => t.place)).toContain('Dolomitas')
    const inMonth = await listTrips({ locale: 'en', month: '2027-04', limit: 50, today })
    expect(inMonth.items.map((t) => t.id)).toEqual([data.trips.lisbon.id, data.trips.porto.id])
    expect((await listTrips({ locale: 'en', destination: 'ZZ', today })).items).toEqual([])
    const destinations = await listDestinations('uk')
    expect(destinations.find((d) => d.country === 'UA')?.place).toBe('Карпати')
    expect(destinations.find((d) => d.country === 'PT')?.trips).toBe(2)
    // A country with only a draft trip is not a destination.
    expect(destinations.map((d) => d.country)).not.toContain('JO')
  })

  it("lists destinations in the alphabetical order of their names in the reader's language", async () => {
    // By code (GE, IS, IT, JP, MA, …) Japan came between Italy and Morocco, and Vietnam last, in every language.
    expect((await listDestinations('uk')).map((d) => d.country)).toEqual([
      'VN', // Вʼєтнам
      'GE', // Грузія
      'IS', // Ісландія
      'IT', // Італія
      'MA', // Марокко
      'NO', // Норвегія
      'PE', // Перу
      'PT', // Португалія
      'UA', // Україна
      'JP', // Японія
    ])
    expect((await listDestinations('ru')).map((d) => d.country).slice(0, 2)).toEqual(['VN', 'GE'])
    expect((await listDestinations('ru')).at(-1)?.country).toBe('JP')
    // Spanish: "Japón" before "Marruecos", "Noruega"…; "Ucrania" before "Vietnam".
    expect((await listDestinations('es')).map((d) => d.country).slice(-2)).toEqual(['UA', 'VN'])
  })

  it('reads one trip with itinerary and gallery, and hides drafts and unknown ids', async () => {
    const trip = await findTrip('ru', data.trips.dolomites.id)
    expect(trip?.title).toBe('От хижины к хижине в Доломитах')
    expect(trip?.itinerary.length).toBeGreaterThan(0)
    expect(trip?.itinerary[0]?.title).toBe(data.trips.dolomites.itinerary[0]!.title.ru)
    expect(trip?.gallery.length).toBe(2)
    expect(trip?.descriptionHtml).toContain('<p>')
    await expect(findTrip('en', 999999)).rejects.toBeInstanceOf(NotFoundError)
    await expect(findTrip('en', data.draftTrip.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('reports seats left as stored, and the next three trips from today', async () => {
    const { items } = await listTrips({ locale: 'en', limit: 50, today })
    expect(items.find((t) => t.id === data.trips.kyoto.id)?.seatsLeft).toBe(0)
    expect(items.find((t) => t.id === data.trips.peru.id)?.seatsLeft).toBe(2)
    const soon = await upcomingTrips('en', 3, today)
    expect(soon.map((t) => t.id)).toEqual([data.trips.morocco.id, data.trips.dolomites.id, data.trips.peru.id])
  })
})

describe(`blog service on ${testEngine}`, () => {
  it('shows the reader’s language first, then the others, newest first in each group', async () => {
    const { items } = await listPosts({ locale: 'uk', limit: 50 })
    expect(items.map((p) => p.slug).sort()).toEqual(
      publishedPosts()
        .map((p) => p.slug)
        .sort(),
    )
    const firstOther = items.findIndex((p) => p.lang !== 'uk')
    expect(items.slice(0, firstOther).map((p) => p.slug)).toEqual([
      data.posts.trembita.slug,
      data.posts.banosh.slug,
      data.posts.chornohora.slug,
    ])
    expect(items.slice(firstOther).every((p) => p.lang !== 'uk')).toBe(true)
    const otherDates = items.slice(firstOther).map((p) => p.publishedAt)
    expect(otherDates).toEqual([...otherDates].sort().reverse())
    expect(items.every((p) => p.tags.length > 0)).toBe(true)
    expect(items.some((p) => p.slug === data.draftPost.slug)).toBe(false)
  })

  it('paginates every post exactly once across the language groups', async () => {
    const all = (await listPosts({ locale: 'es', limit: 50 })).items.map((p) => p.slug)
    const seen: string[] = []
    let cursor: string | undefined
    for (let i = 0; i < 20; i++) {
      const page = await listPosts({ locale: 'es', limit: 5, cursor })
      seen.push(...page.items.map((p) => p.slug))
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(all)
    expect(seen.slice(0, 2)).toEqual([data.posts.tapas.slug, data.posts.botas.slug])
    await expect(listPosts({ locale: 'en', cursor: encodeCursor([0, 'not a date', 1]) })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
    await expect(listPosts({ locale: 'en', cursor: '%%%' })).rejects.toBeInstanceOf(InvalidCursorError)
  })

  it('filters by category, tag, author and language', async () => {
    const slugs = (items: Array<{ slug: string }>) => items.map((p) => p.slug).sort()
    const food = await listPosts({ locale: 'en', category: 'food', limit: 50 })
    expect(slugs(food.items)).toEqual(slugs([data.posts.pho, data.posts.tapas, data.posts.banosh]))
    const hiking = await listPosts({ locale: 'en', tag: 'hiking', limit: 50 })
    expect(slugs(hiking.items)).toEqual(
      slugs(publishedPosts().filter((p) => p.tags.some((t) => t.id === data.tags.hiking.id))),
    )
    const olena = await listPosts({ locale: 'en', author: 'olena', limit: 50 })
    expect(slugs(olena.items)).toEqual(slugs(publishedPosts().filter((p) => p.authorId === data.authors.olena.id)))
    const ru = await listPosts({ locale: 'en', lang: 'ru', limit: 50 })
    expect(slugs(ru.items)).toEqual(slugs([data.posts.gornaya, data.posts.lofoteny, data.posts.poezda]))
    expect((await listPosts({ locale: 'en', tag: 'no-such-tag' })).items).toEqual([])
  })

  it('reads a post with rendered Markdown, related posts and neighbours', async () => {
    const post = await findPost('en', data.posts.pack.slug)
    expect(post).not.toBeNull()
    expect(post!.html).toContain('<h2 id="md-the-list">')
    // The reader's language first (ADR 062), then most shared tags, then same category: every English post.
    expect(post!.related.map((r) => r.slug)).toEqual([
      data.posts.train.slug,
      data.posts.pho.slug,
      data.posts.aurora.slug,
    ])
    // The newest published post: an older neighbour in English (nearer posts in Russian and Ukrainian are skipped),
    // no newer one (the newer draft does not count).
    expect(post!.previous?.slug).toBe(data.posts.train.slug)
    expect(post!.next).toBeNull()
    expect(post!.readingMinutes).toBeGreaterThanOrEqual(1)
    expect(post!.authorBio).toBe(data.authors.sam.bio.en)
    await expect(findPost('en', data.draftPost.slug)).rejects.toBeInstanceOf(NotFoundError)
    await expect(findPost('en', 'missing')).rejects.toBeInstanceOf(NotFoundError)
  })

  it('reads categories, tags and authors with post counts', async () => {
    const categories = await listCategories('es')
    expect(categories.map((c) => c.slug)).toEqual(['guides', 'food', 'photography'])
    expect((await findCategory('es', 'food'))?.name).toBe('Comida y bebida')
    expect((await findCategory('es', 'food'))?.posts).toBe(3)
    await expect(findCategory('es', 'nope')).rejects.toBeInstanceOf(NotFoundError)
    const tags = await listTags('en')
    expect(tags.map((t) => t.slug).sort()).toEqual(
      Object.values(data.tags)
        .map((t) => t.slug)
        .sort(),
    )
    // Five published hiking posts; the draft is not counted.
    expect((await findTag('en', 'hiking'))?.posts).toBe(5)
    await expect(findTag('en', 'nope')).rejects.toBeInstanceOf(NotFoundError)
    const authors = await listAuthors('ru')
    expect(authors.map((a) => a.username)).toEqual(['maria', 'olena', 'sam_porter'])
    expect((await findAuthor('uk', 'olena'))?.displayName).toBe('Олена Коваль')
    expect((await findAuthor('uk', 'olena'))?.posts).toBe(5)
    await expect(findAuthor('uk', 'nobody')).rejects.toBeInstanceOf(NotFoundError)
  })
})
