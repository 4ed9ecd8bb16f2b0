import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { encodeCursor } from '@/lib/cursor'
import { queryTooLong, searchableQuery, searchPageSearch, unsearchable } from '@/lib/search-params'
import { searchPageSearchSchema } from './search.schemas'

/** What the search route's loader and head see: the router spreads the parsed search over the raw one. */
function routeSearch(searchStr: string) {
  const raw = defaultParseSearch(searchStr)
  return { ...raw, ...searchPageSearch(raw) }
}

describe('search page params as the router gives them to the loader', () => {
  it('searches for a number or a JSON word typed as a bare query (plain form, OpenSearch)', () => {
    expect(routeSearch('?q=2024').q).toBe('2024')
    expect(routeSearch('?q=true').q).toBe('true')
    expect(routeSearch('?q=null').q).toBe('null')
    expect(routeSearch('?q=-5&type=trip')).toEqual({ q: '-5', type: 'trip' })
    expect(routeSearch('?q=2024&lang=uk')).toEqual({ q: '2024', lang: 'uk' })
    expect(searchPageSearchSchema.parse(defaultParseSearch('?q=2024')).q).toBe('2024')
  })

  it('never passes on an unusable raw value (too long, unknown type, foreign cursor, a list)', () => {
    const search = routeSearch(`?q=${'a'.repeat(101)}&type=everything&lang=de&cursor=junk`)
    // A query too long to search is kept for the page to show, never searched (the loader's `q`).
    expect(searchableQuery(search.q)).toBe('')
    expect(routeSearch(`?q=${'a'.repeat(2049)}`).q).toBeUndefined()
    expect(search.type).toBeUndefined()
    expect(search.lang).toBeUndefined()
    expect(search.cursor).toBeUndefined()
    expect(routeSearch('?q=a&q=b').q).toBeUndefined()
    expect(routeSearch('?q=%7B%22a%22%3A1%7D').q).toBeUndefined()
  })

  it('keeps a query too long to search as typed, so the page can show it with why', () => {
    const typed = `${'a'.repeat(100)}bcd`
    const search = routeSearch(`?q=${typed}`)
    expect(search.q).toBe(typed)
    expect(queryTooLong(search.q)).toBe(true)
    expect(searchableQuery(search.q)).toBe('')
    expect(searchPageSearchSchema.parse(defaultParseSearch(`?q=${typed}`)).q).toBe(typed)
    // Counted as the search counts: whole characters (two UTF-16 units each here), after trimming.
    const mountains = routeSearch(`?q=${encodeURIComponent(` ${'🏔'.repeat(100)} `)}`)
    expect(queryTooLong(mountains.q)).toBe(false)
    expect(searchableQuery(mountains.q)).toBe('🏔'.repeat(100))
    expect(queryTooLong(routeSearch(`?q=${encodeURIComponent('🏔'.repeat(101))}`).q)).toBe(true)
    expect(queryTooLong(undefined)).toBe(false)
  })

  it('never searches a query of exclusions only, and keeps it for the page to show with why', () => {
    for (const q of ['-mountain', '-"hut to hut" -huts']) {
      const search = routeSearch(`?q=${encodeURIComponent(q)}`)
      expect(search.q).toBe(q)
      expect(unsearchable(search.q)).toBe('only_exclusions')
      expect(searchableQuery(search.q)).toBe('')
    }
    // Read as the number -5 from a bare address: the text it was typed as, an exclusion.
    expect(unsearchable(routeSearch('?q=-5').q)).toBe('only_exclusions')
    expect(unsearchable(routeSearch(`?q=${'a'.repeat(101)}`).q)).toBe('too_long')
    expect(unsearchable(routeSearch('?q=mountain%20-huts').q)).toBeUndefined()
    expect(searchableQuery(' mountain -huts ')).toBe('mountain -huts')
  })

  it('never searches a query that asks for nothing, and keeps it for the page to say so', () => {
    for (const q of ['\u200B', '\uFEFF\u00AD', '\u2060 \u200D', '-', ' - -', "''", '""', '\u200B""-']) {
      expect(unsearchable(q), q).toBe('empty')
      expect(searchableQuery(q), q).toBe('')
    }
    // Kept from the address for the page to show.
    expect(routeSearch('?q=%E2%80%8B').q).toBe('\u200B')
    // A blank box is no search at all, not a refused one; a word with quotes or a dash is searched.
    expect(unsearchable(routeSearch('?q=%20').q)).toBeUndefined()
    expect(unsearchable('')).toBeUndefined()
    for (const q of ['"a"', 'e-bike', "it's", '🏔', '!']) expect(unsearchable(q), q).toBeUndefined()
  })

  it('drops a query decoded from escapes that are not UTF-8 (U+FFFD), like one with a NUL', () => {
    expect(routeSearch('?q=%ff').q).toBeUndefined()
    expect(routeSearch('?q=volcano%C3%28').q).toBeUndefined()
    expect(searchPageSearchSchema.parse(defaultParseSearch('?q=%ff')).q).toBeUndefined()
    expect(routeSearch('?q=volc%C3%A1n').q).toBe('volcán')
  })

  it('keeps good values as they are', () => {
    const cursor = encodeCursor(['0.5', 'trip', 7])
    expect(routeSearch(`?q=machu%20picchu&type=post&cursor=${cursor}`)).toEqual({
      q: 'machu picchu',
      type: 'post',
      cursor,
    })
    expect(routeSearch('?q=%D0%9A%D0%B0%D1%80%D0%BF%D0%B0%D1%82%D0%B8%20%F0%9F%8F%94').q).toBe('Карпати 🏔')
  })
})
