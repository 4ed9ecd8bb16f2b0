import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { openPostgres, type Database } from '@/server/db/client.server'
import { posts, tags } from '@/server/db/schema'
import { encodeCursor } from '@/lib/pagination'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { createPost } from '../../../tests/factories/post'
import { createLegacyTrip, createTrip } from '../../../tests/factories/trip'
import { createTag } from '../../../tests/factories/tag'
import { InvalidCursorError } from '@/lib/pagination.server'
import { excludedTerms } from '@/lib/search-params'
import { toSegments } from './search.highlight.server'
import { orParsedQueries } from './search.parse.server'
import { search } from './search.server'
import { searchResultSchema, type SearchHit } from './search.schemas'
import { localized } from '../../../tests/factories/sequence'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  const db = database.db
  const hiking = await createTag(db, {
    slug: 'hiking',
    name: { en: 'Hiking', es: 'Senderismo', ru: 'Походы', uk: 'Походи' },
  })
  await createPost(db, {
    slug: 'mountain-huts',
    lang: 'en',
    title: 'Sleeping in mountain huts',
    excerpt: 'What to pack for a night above the clouds.',
    body: 'The huts of the Dolomites open in June. Bring a sleeping bag liner.',
    tags: [hiking],
  })
  await createPost(db, {
    slug: 'montanas-de-peru',
    lang: 'es',
    title: 'Montañas de Perú',
    excerpt: 'Caminatas por los Andes y el Valle Sagrado.',
    body: 'Las montañas del Perú piden paciencia y buenas botas.',
    tags: [hiking],
  })
  await createPost(db, {
    slug: 'gory-altaya',
    lang: 'ru',
    title: 'Горы Алтая',
    excerpt: 'Походы по горам и озёрам Алтая.',
    body: 'В горах Алтая погода меняется быстро.',
  })
  await createPost(db, {
    slug: 'karpaty-vzymku',
    lang: 'uk',
    title: 'Карпати взимку',
    excerpt: 'Мандрівка горами в січні.',
    body: 'Зимові мандрівки Карпатами потребують теплого одягу.',
  })
  await createPost(db, {
    slug: 'draft-glacier',
    status: 'draft',
    title: 'Glacier draft',
    excerpt: 'Glacier',
    body: 'Glacier',
  })
  await createTrip(db, {
    title: { en: 'Lemon paths of Amalfi', es: 'Senderos de limoneros', ru: 'Лимонные тропы', uk: 'Лимонні стежки' },
    place: { en: 'Amalfi Coast', es: 'Costa Amalfitana', ru: 'Побережье Амальфи', uk: 'Узбережжя Амальфі' },
    summary: {
      en: 'Boat days between villages.',
      es: 'Días en barco entre pueblos.',
      ru: 'Дни на лодке между деревнями.',
      uk: 'Дні на човні між селами.',
    },
    country: 'IT',
  })
  for (let i = 0; i < 12; i++)
    await createPost(db, { title: `Lighthouse walk ${i}`, excerpt: 'Lighthouses of the coast', body: 'Lighthouse.' })
})
afterAll(() => database.close())

const slugs = (hits: SearchHit[]) => hits.map((h) => (h.type === 'post' ? h.slug : `trip:${h.id}`))
const marked = (hit: SearchHit | undefined) =>
  hit?.highlight.title
    .filter((s) => s.match)
    .map((s) => s.text)
    .join('|')

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

  it('cuts the snippet around a match in the excerpt or the body, without Markdown, and from the opening when only the title matches', async () => {
    const filler = 'Quiet notes about weather and timetables and small cafés near the pier at dawn.'
    const ferryPost = (slug: string, title: string, excerpt: string, body: string) =>
      createPost(database.db, { slug, lang: 'en', title, excerpt, body })
    await ferryPost(
      'ferry-in-body',
      'Island days',
      'Notes from a week away.',
      `${filler} ${filler}\n\n- The ferry sails.\n2. Back by **noon**.`,
    )
    await ferryPost('ferry-in-excerpt', 'Harbour days', 'The ferry to the islands runs twice a day.', filler)
    await ferryPost('ferry-in-title', 'Ferry crossings', filler, 'More words that follow the opening.')
    await ferryPost('ferry-in-title-and-body', 'Ferry log', filler, `${filler} The ferry was late.`)
    await ferryPost('ferry-in-title-short', 'Ferry timetables', 'A short opening.', filler)
    const snippets = new Map(
      (await search({ locale: 'en', q: 'ferry' })).data.map((hit) => [hit.type === 'post' ? hit.slug : '', hit]),
    )
    const matched = (slug: string) =>
      snippets
        .get(slug)
        ?.highlight.snippet.filter((s) => s.match)
        .map((s) => s.text)
    const text = (slug: string) =>
      snippets
        .get(slug)
        ?.highlight.snippet.map((s) => s.text)
        .join('')
    expect(matched('ferry-in-body')).toEqual(['ferry'])
    // Markdown's list markers and emphasis are not shown.
    expect(text('ferry-in-body')).toMatch(/ The ferry sails\.\s+Back by\s+noon/)
    expect(text('ferry-in-body')).not.toMatch(/-|2\.|\*/)
    expect(matched('ferry-in-excerpt')).toEqual(['ferry'])
    expect(matched('ferry-in-title-and-body')).toEqual(['ferry'])
    // Only the title matches: the opening's first words (MinWords), as ts_headline shows of a text without a match.
    expect(matched('ferry-in-title')).toEqual([])
    expect(text('ferry-in-title')).toBe('Quiet notes about weather and timetables and small cafés near the pier')
    expect(text('ferry-in-title-short')).toBe('A short opening.')
  })

  it('cuts a long text around its first match before highlighting, and falls back to the whole text when the cut shows none', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `plain words number ${i} go here.`).join(' ')
    const longPost = (slug: string, body: string) =>
      createPost(database.db, { slug, lang: 'en', title: 'Logbook', excerpt: 'Seven days, written down.', body })
    // Two far-apart matches: the whole text gave two fragments, the cut around the first gives one.
    await longPost('zeppelin-twice', `${filler(4)} The zeppelin rose. ${filler(60)} A zeppelin again.`)
    // The first word that starts like the stem ("citi" → "cit") is not a match; the real one lies far beyond it.
    await longPost('citadel-then-city', `The citadel stands. ${filler(60)} This zeppelinist city dozes.`)
    const snippet = async (q: string, slug: string) => {
      const hit = (await search({ locale: 'en', q })).data.find((h) => h.type === 'post' && h.slug === slug)
      return {
        text: hit?.highlight.snippet.map((s) => s.text).join('') ?? '',
        matched: hit?.highlight.snippet.filter((s) => s.match).map((s) => s.text) ?? [],
      }
    }
    const twice = await snippet('zeppelin', 'zeppelin-twice')
    expect(twice.matched).toEqual(['zeppelin'])
    expect(twice.text).toContain('The zeppelin rose.')
    expect(twice.text).not.toContain('…')
    // Whole words only, where the cut falls inside the text.
    expect(twice.text).toMatch(/^(plain|words|number|\d+|go|here\.) /)
    const city = await snippet('cities', 'citadel-then-city')
    expect(city.matched).toEqual(['city'])
  })

  it('never shows drafts, and finds a post as soon as it is published or edited', async () => {
    expect((await search({ locale: 'en', q: 'glacier' })).counts.all).toBe(0)
    await database.db
      .update(posts)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(posts.slug, 'draft-glacier'))
    expect(slugs((await search({ locale: 'en', q: 'glacier' })).data)).toEqual(['draft-glacier'])
    await database.db.update(posts).set({ title: 'Crevasse rescue' }).where(eq(posts.slug, 'draft-glacier'))
    expect(slugs((await search({ locale: 'en', q: 'crevasse' })).data)).toEqual(['draft-glacier'])
  })

  it('corrects a misspelt short query with trigram similarity', async () => {
    const result = await search({ locale: 'en', q: 'lighthuose' })
    expect(result.correctedQuery).toBe('lighthouse')
    expect(result.counts.post).toBe(12)
    const uk = await search({ locale: 'uk', q: 'Карпаты' })
    expect(slugs(uk.data)).toEqual(['karpaty-vzymku'])
  })

  it('corrects every word of a short query at once, keeping short and correct words', async () => {
    const result = await search({ locale: 'en', q: 'slepping mountin huts' })
    expect(result.correctedQuery).toBe('sleeping mountain huts')
    expect(slugs(result.data)).toEqual(['mountain-huts'])
    expect((await search({ locale: 'en', q: 'in mountin' })).correctedQuery).toBe('in mountain')
    // Four words are no longer short: no correction is tried.
    expect((await search({ locale: 'en', q: 'slepping in mountin huts' })).correctedQuery).toBeNull()
  })

  it('excludes a -word in every language, whatever each stemmer makes of it', async () => {
    // English stems "huts" to "hut", Spanish keeps "huts": the Spanish parse alone let the English post through.
    expect(slugs((await search({ locale: 'en', q: 'mountain' })).data)).toEqual(['mountain-huts'])
    expect((await search({ locale: 'en', q: 'mountain -huts' })).data).toEqual([])
    expect((await search({ locale: 'en', q: 'mountain -"mountain huts"' })).data).toEqual([])
    expect(slugs((await search({ locale: 'en', q: 'mountain -glacier' })).data)).toEqual(['mountain-huts'])
    expect(slugs((await search({ locale: 'en', q: 'mountain -huts or sleeping' })).data)).toEqual([])
    // A page of a type without hits counts the others in a statement of its own: with the same exclusions.
    expect((await search({ locale: 'en', q: 'lighthouse', type: 'trip' })).counts).toEqual({
      all: 12,
      trip: 0,
      post: 12,
      langs: { en: 12, es: 0, ru: 0, uk: 0 },
    })
    expect((await search({ locale: 'en', q: 'lighthouse -walk', type: 'trip' })).counts).toEqual({
      all: 0,
      trip: 0,
      post: 0,
      langs: { en: 0, es: 0, ru: 0, uk: 0 },
    })
    // A hyphen inside a word or a phrase excludes nothing.
    expect(slugs((await search({ locale: 'en', q: '"sleeping -in mountain"' })).data)).toEqual(['mountain-huts'])
  })

  it('keeps an excluded word excluded when it corrects the spelling of the others', async () => {
    const corrected = await search({ locale: 'en', q: 'lighthuose -clouds' })
    expect(corrected.correctedQuery).toBe('lighthouse -clouds')
    expect(corrected.counts.post).toBe(12)
    // The only post about mountains is the one about huts, which the visitor excluded: nothing, and the suggestion
    // keeps the exclusion.
    const excluded = await search({ locale: 'en', q: 'mountin -huts' })
    expect(slugs(excluded.data)).toEqual([])
    expect([excluded.correctedQuery, excluded.help?.suggestion]).toEqual([null, 'mountain -huts'])
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

  it('offers popular tags and destinations when nothing is found', async () => {
    const result = await search({ locale: 'es', q: 'zzzzqqq' })
    expect(result.data).toEqual([])
    expect(result.counts.all).toBe(0)
    expect(result.help?.suggestion).toBeNull()
    expect(result.help?.tags[0]).toEqual({ slug: 'hiking', name: 'Senderismo', posts: 2 })
    expect(result.help?.destinations).toContainEqual({ country: 'IT', trips: 1 })
  })

  it('offers the topics a query names in any of their languages, stemmed, on the first page of posts', async () => {
    const topic = { slug: 'hiking', name: 'Походы', posts: 2 }
    // No post says "hiking" or "senderismo"; the tag's names do, in English and Spanish.
    for (const q of ['hiking', 'hike', 'Senderismo', 'походы']) {
      const result = await search({ locale: 'ru', q })
      expect(result.topics, q).toEqual([topic])
    }
    const named = await search({ locale: 'en', q: 'hiking' })
    expect(named.topics).toEqual([{ ...topic, name: 'Hiking' }])
    // A topic is a match: no spelling correction, no "nothing found" help.
    expect([named.correctedQuery, named.help]).toEqual([null, null])
    expect((await search({ locale: 'en', q: 'hiking', type: 'trip' })).topics).toEqual([])
    // Exclusions alone name no topic (every tag lacks the word); with a word, they leave its topics alone.
    expect((await search({ locale: 'en', q: '-glacier' })).topics).toEqual([])
    expect((await search({ locale: 'en', q: '-"hut to hut" -glacier' })).topics).toEqual([])
    expect((await search({ locale: 'en', q: 'hiking -glacier' })).topics).toEqual([{ ...topic, name: 'Hiking' }])
    expect((await search({ locale: 'en', q: 'huts' })).topics).toEqual([])
    // Only tags of published posts are public (ADR 031).
    const draftOnly = await createTag(database.db, {
      slug: 'birdwatching',
      name: { en: 'Birdwatching', es: 'Aves', ru: 'Птицы', uk: 'Птахи' },
    })
    await createPost(database.db, { status: 'draft', title: 'Owls at dusk', tags: [draftOnly] })
    expect((await search({ locale: 'en', q: 'birdwatching' })).topics).toEqual([])
    // With hits, the topics come along with them.
    const [hiking] = await database.db.select().from(tags).where(eq(tags.slug, 'hiking'))
    await createPost(database.db, { slug: 'hiking-boots', title: 'Hiking boots that last', tags: [hiking!] })
    const both = await search({ locale: 'en', q: 'hiking' })
    expect(slugs(both.data)).toEqual(['hiking-boots'])
    expect(both.topics).toEqual([{ slug: 'hiking', name: 'Hiking', posts: 3 }])
  })

  it('keeps phrases and exclusions when the languages parse the query alike', async () => {
    expect(slugs((await search({ locale: 'en', q: '"mountain huts"' })).data)).toEqual(['mountain-huts'])
    expect((await search({ locale: 'en', q: '"huts mountain"' })).counts.all).toBe(0)
    expect((await search({ locale: 'en', q: 'huts -sleeping' })).counts.all).toBe(0)
    expect(slugs((await search({ locale: 'en', q: 'huts OR горах -алтая' })).data)).toEqual([
      'mountain-huts',
      'karpaty-vzymku',
    ])
  })

  it('treats query syntax and markup as plain text', async () => {
    const odd = await search({ locale: 'en', q: `<script>alert(1)</script> & | ! :* ( ' \\` })
    expect(odd.counts.all).toBe(0)
    expect(slugs((await search({ locale: 'en', q: '(huts) & !' })).data)).toEqual(['mountain-huts'])
  })

  // Last: it adds a post. The statement that parses the query also sets the planner option, whose answer is 'off';
  // it was once OR-ed into every query, so a post with the word "off" matched every search.
  it('finds only what was asked: nothing else of the parsing statement becomes part of the query', async () => {
    await createPost(database.db, {
      slug: 'temporada-off',
      lang: 'es',
      title: 'Temporada off en los Andes',
      excerpt: 'Viajar en temporada off.',
      body: 'Precios off y senderos vacíos.',
    })
    expect((await search({ locale: 'en', q: 'zzzzqqq' })).counts.all).toBe(0)
    expect(slugs((await search({ locale: 'en', q: 'huts' })).data)).toEqual(['mountain-huts'])
    expect(slugs((await search({ locale: 'es', q: 'off' })).data)).toEqual(['temporada-off'])
  })
})

describe.runIf(testEngine === 'postgres')('the search pool on PostgreSQL', () => {
  it('has sequential scans off for its sessions only', async () => {
    const setting = async (db: typeof database.db) =>
      (
        (await db.execute(sql`select current_setting('enable_seqscan') as value`)) as unknown as {
          rows: Array<{ value: string }>
        }
      ).rows[0]?.value
    expect(database.indexScans).toBeDefined()
    expect(await setting(database.indexScans!)).toBe('off')
    expect(await setting(database.db)).toBe('on')
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

describe('the OR of the parsed queries', () => {
  const orOf = async (parses: string[]) => {
    const result: unknown = await database.db.execute(
      sql`select ${orParsedQueries(
        sql`array[${sql.join(
          parses.map((text) => sql`${text}`),
          sql`, `,
        )}]::text[]`,
      )}::text as q`,
    )
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ q: string }>
    return rows[0]!.q
  }
  it('keeps each distinct parse once, in first-seen order, and drops empty ones', async () => {
    expect(await orOf(["'mountain'", "'mountain'", "'mountain'", "'mountain'"])).toBe("'mountain'")
    expect(await orOf(["'гори'", "'гори'", "'гор'", "'гор'"])).toBe("'гори' | 'гор'")
    expect(await orOf(["'гор'", "'гори'", "'гор'", "'гори'"])).toBe("'гор' | 'гори'")
    expect(await orOf(['', ' ', "'hut' & !'sleep'", "'hut' & !'sleep'"])).toBe("'hut' & !'sleep'")
    expect(await orOf(["'a' <-> 'b'", "'c' | 'd'"])).toBe("'a' <-> 'b' | 'c' | 'd'")
    expect(await orOf(['', '', '', ''])).toBe('')
  })
})

describe('the exclusions of a query', () => {
  it('reads -word and -"a phrase", not a hyphen inside a word or a phrase', () => {
    expect(excludedTerms('mountain -huts -"hut to hut"')).toBe('huts or "hut to hut"')
    expect(excludedTerms('-huts')).toBe('huts')
    expect(excludedTerms('hut-to-hut "a -b" - -- x')).toBeNull()
  })
})

describe('highlight segments', () => {
  it('turns the markers into segments and drops stray ones', () => {
    expect(toSegments('a \u0002b\u0003 c\u0003')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c', match: false },
    ])
  })
})

describe('the price of a trip hit', () => {
  it('is the trip’s own price and currency, or none when the trip has no currency, never a made-up one', async () => {
    const dollars = await createTrip(database.db, {
      title: localized('Quokka island by bike'),
      priceMinor: 99_000,
      currency: 'USD',
    })
    const blank = await createLegacyTrip(database.db, { title: localized('Quokka reef by boat'), currency: '' })
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
