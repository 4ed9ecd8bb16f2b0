// What a query asks for: exclusions, phrases, syntax read as text, and the OR of each language's parse.
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { rowsOf } from '@/server/db/rows.server'
import { excludedTerms } from '@/lib/search-params'
import { createPost } from '../../../tests/factories/post'
import { orParsedQueries } from './search.parse.server'
import { search } from './search.server'
import { seededSearchDatabase, slugs } from './search.test-content'

const seeded = seededSearchDatabase()

describe('the query of a search', () => {
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
    await createPost(seeded.database.db, {
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

describe('the OR of the parsed queries', () => {
  const orOf = async (parses: string[]) => {
    const result: unknown = await seeded.database.db.execute(
      sql`select ${orParsedQueries(
        sql`array[${sql.join(
          parses.map((text) => sql`${text}`),
          sql`, `,
        )}]::text[]`,
      )}::text as q`,
    )
    return rowsOf<{ q: string }>(result)[0]!.q
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
