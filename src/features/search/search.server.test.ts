import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { openPostgres } from '@/server/db/client.server'
import { posts } from '@/server/db/schema'
import { encodeCursor } from '@/lib/pagination'
import { testEngine } from '../../../tests/support/db'
import { createLegacyTrip, createTrip } from '../../../tests/factories/trip'
import { InvalidCursorError } from '@/lib/pagination.server'
import { search } from './search.server'
import { searchResultSchema } from './search.schemas'
import { seededSearchDatabase, marked, slugs } from './search.test-content'
import { localized } from '../../../tests/factories/sequence'

const seeded = seededSearchDatabase()

describe(`search on ${testEngine}`, () => {
  it('stems English words and highlights the match in the title', async () => {
    const result = await search({ locale: 'en', q: 'hut' })
    expect(slugs(result.data)).toEqual(['mountain-huts'])
    expect(marked(result.data[0])).toBe('huts')
    expect(result.counts).toEqual({ all: 1, trip: 0, post: 1, langs: { en: 1, es: 0, ru: 0, uk: 0 } })
    expect(result.help).toBeNull()
  })

  it('ignores accents and case, and finds Spanish posts from an English page, badged with their language', async () => {
    const result = await search({ locale: 'en', q: 'MONTANAS peru' })
    expect(slugs(result.data)).toEqual(['montanas-de-peru'])
    const hit = result.data[0]!
    expect(hit.type === 'post' && hit.lang).toBe('es')
    expect(marked(hit)).toBe('Montañas|Perú')
  })

  it('stems Russian and Ukrainian inflections', async () => {
    // The Ukrainian post's "горами" shares the stem: it is found too, after the reader's language.
    expect(slugs((await search({ locale: 'ru', q: 'горах' })).data)).toEqual(['gory-altaya', 'karpaty-vzymku'])
    expect(slugs((await search({ locale: 'ru', q: 'ОЗЕРА' })).data)).toEqual(['gory-altaya'])
    expect(slugs((await search({ locale: 'uk', q: 'мандрівки' })).data)).toEqual(['karpaty-vzymku'])
    expect(slugs((await search({ locale: 'uk', q: 'Карпатах' })).data)).toEqual(['karpaty-vzymku'])
  })

  it('finds trips by any translation and answers in the reader’s language', async () => {
    const result = await search({ locale: 'es', q: 'amalfi', type: 'all' })
    expect(result.counts).toEqual({ all: 1, trip: 1, post: 0, langs: { en: 0, es: 0, ru: 0, uk: 0 } })
    const trip = result.data[0]!
    expect(trip.type).toBe('trip')
    expect(trip.title).toBe('Senderos de limoneros')
    // Only its place matches: the snippet is the summary's opening (the description is not parsed for it).
    expect(trip.highlight.snippet.map((s) => s.text).join('')).toBe('Días en barco entre pueblos.')
    expect((await search({ locale: 'en', q: 'лимонные' })).data.map((h) => h.type)).toEqual(['trip'])
  })

  it('filters by type and by post language, and keeps the counts of every type', async () => {
    const trips = await search({ locale: 'en', q: 'coast', type: 'trip' })
    expect(trips.data.every((h) => h.type === 'trip')).toBe(true)
    expect(trips.counts.trip).toBe(1)
    expect(trips.counts.post).toBe(12)
    const spanish = await search({ locale: 'en', q: 'montañas OR huts', lang: 'es' })
    expect(slugs(spanish.data)).toEqual(['montanas-de-peru'])
  })

  it('counts the matching posts of each language, whatever the language filter, in one statement', async () => {
    const every = { en: 1, es: 1, ru: 0, uk: 0 }
    const all = await search({ locale: 'en', q: 'montañas OR huts' })
    expect(all.counts.langs).toEqual(every)
    const spanish = await search({ locale: 'en', q: 'montañas OR huts', lang: 'es' })
    expect(slugs(spanish.data)).toEqual(['montanas-de-peru'])
    expect(spanish.counts).toEqual({ all: 1, trip: 0, post: 1, langs: every })
    // A language without matches lists nothing and still counts the others (no page row to read them from).
    const ukrainian = await search({ locale: 'en', q: 'montañas OR huts', lang: 'uk' })
    expect(ukrainian.data).toEqual([])
    expect(ukrainian.counts).toEqual({ all: 0, trip: 0, post: 0, langs: every })
    expect((await search({ locale: 'en', q: 'montañas OR huts', type: 'trip' })).counts.langs).toEqual(every)
    // On a next page too.
    const first = await search({ locale: 'en', q: 'lighthouse', limit: 11 })
    const beyond = await search({ locale: 'en', q: 'lighthouse', limit: 11, cursor: first.page.nextCursor! })
    expect(beyond.counts.langs).toEqual({ en: 12, es: 0, ru: 0, uk: 0 })
    // Russian and Ukrainian posts share the stem: each language counted apart.
    expect((await search({ locale: 'ru', q: 'горах' })).counts.langs).toEqual({ en: 0, es: 0, ru: 1, uk: 1 })
  })

  it('pages with a cursor, without repeating or losing a result', async () => {
    const first = await search({ locale: 'en', q: 'lighthouse', type: 'post', limit: 5 })
    expect(first.counts.post).toBe(12)
    const seen = [...slugs(first.data)]
    let cursor = first.page.nextCursor
    while (cursor) {
      const next = await search({ locale: 'en', q: 'lighthouse', type: 'post', limit: 5, cursor })
      seen.push(...slugs(next.data))
      cursor = next.page.nextCursor
    }
    expect(seen).toHaveLength(12)
    expect(new Set(seen).size).toBe(12)
    // Every shown hit is highlighted, the last of a page too (only the look-ahead row goes without).
    expect(marked(first.data.at(-1))).toBe('Lighthouse')
    await expect(search({ locale: 'en', q: 'lighthouse', cursor: encodeCursor([1, 2]) })).rejects.toBeInstanceOf(
      InvalidCursorError,
    )
  })

  it('never shows drafts, and finds a post as soon as it is published or edited', async () => {
    expect((await search({ locale: 'en', q: 'glacier' })).counts.all).toBe(0)
    await seeded.database.db
      .update(posts)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(posts.slug, 'draft-glacier'))
    expect(slugs((await search({ locale: 'en', q: 'glacier' })).data)).toEqual(['draft-glacier'])
    await seeded.database.db.update(posts).set({ title: 'Crevasse rescue' }).where(eq(posts.slug, 'draft-glacier'))
    expect(slugs((await search({ locale: 'en', q: 'crevasse' })).data)).toEqual(['draft-glacier'])
  })

  it('answers the same when the statement is prepared and its plan reused', async () => {
    // PostgreSQL switches a prepared statement to a reused plan after five runs: queries that alternate must keep
    // their own results, and each filter its own statement.
    for (let run = 0; run < 8; run++) {
      expect(slugs((await search({ locale: 'en', q: 'huts' })).data)).toEqual(['mountain-huts'])
      expect((await search({ locale: 'en', q: 'lighthouse', limit: 5 })).counts.post).toBe(12)
      expect((await search({ locale: 'en', q: 'lighthouse', type: 'trip' })).data).toEqual([])
      expect(slugs((await search({ locale: 'en', q: 'montañas', lang: 'es' })).data)).toEqual(['montanas-de-peru'])
    }
  })
})

describe.runIf(testEngine === 'postgres')('the search pool on PostgreSQL', () => {
  it('has sequential scans off for its sessions only', async () => {
    const setting = async (db: typeof seeded.database.db) =>
      (
        (await db.execute(sql`select current_setting('enable_seqscan') as value`)) as unknown as {
          rows: Array<{ value: string }>
        }
      ).rows[0]?.value
    expect(seeded.database.indexScans).toBeDefined()
    expect(await setting(seeded.database.indexScans!)).toBe('off')
    expect(await setting(seeded.database.db)).toBe('on')
  })

  it('is left out when DATABASE_SEARCH_POOL is false (a pooler that refuses startup options)', async () => {
    const without = await openPostgres(process.env.TEST_DATABASE_URL!, { migrate: false, searchPool: false })
    try {
      expect(without.indexScans).toBeUndefined()
    } finally {
      await without.close()
    }
  })
})

describe('the price of a trip hit', () => {
  it('is the trip’s own price and currency, or none when the trip has no currency, never a made-up one', async () => {
    const dollars = await createTrip(seeded.database.db, {
      title: localized('Quokka island by bike'),
      priceMinor: 99_000,
      currency: 'USD',
    })
    const blank = await createLegacyTrip(seeded.database.db, { title: localized('Quokka reef by boat'), currency: '' })
    const result = await search({ locale: 'en', q: 'quokka', type: 'trip' })
    expect(searchResultSchema.parse(result)).toEqual(result)
    const price = (id: number) => {
      const hit = result.data.find((h) => h.type === 'trip' && h.id === id)
      return hit?.type === 'trip' ? { priceMinor: hit.priceMinor, currency: hit.currency } : undefined
    }
    expect(price(dollars.id)).toEqual({ priceMinor: 99_000, currency: 'USD' })
    expect(price(blank.id)).toEqual({ priceMinor: null, currency: null })
  })
})
