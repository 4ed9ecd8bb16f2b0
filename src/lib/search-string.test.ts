import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from './search-string'
import { tripSearch } from './search-params'

const tricky = [
  'trekking',
  'true',
  'true ',
  'true\n',
  'true\u00a0',
  'truex',
  'false',
  'fa',
  'family',
  'null',
  'nul',
  'nutrition',
  '123',
  '0123',
  '-',
  '-5',
  '-0.5e+3',
  '1e5',
  '1.',
  '.5',
  '12abc',
  '2027-06',
  ' 1',
  '1 ',
  '1\t',
  '"x"',
  '"x',
  '[1]',
  '[1',
  '{"a":1}',
  '{a',
  '',
  'Ab0_-~',
  'eyJhIjoxfQ',
  '-abc',
]

/** Search objects of arbitrary values, with values that look like JSON to the router (plus `more`). */
const searches = (...more: Array<fc.Arbitrary<unknown>>) =>
  fc.dictionary(
    fc.constantFrom('q', 'tag', 'cursor', 'month'),
    fc.oneof(
      fc.string(),
      fc.stringMatching(/^(?:tr|fa|nu|-|\d)[ -~]{0,8}$/),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 3 }),
      ...more,
    ),
  )

describe('search string writer', () => {
  it('writes exactly what the router default writes, for tricky and arbitrary values', () => {
    for (const value of tricky) {
      expect(stringifySearch({ tag: value, cursor: value })).toBe(defaultStringifySearch({ tag: value, cursor: value }))
    }
    fc.assert(
      fc.property(
        searches(fc.constant(undefined)),
        (search) => stringifySearch(search) === defaultStringifySearch(search),
      ),
      { numRuns: 2000 },
    )
  })

  it('asks JSON.parse nothing about an ordinary slug', () => {
    const parse = vi.spyOn(JSON, 'parse')
    try {
      expect(stringifySearch({ tag: 'trekking', category: 'family', cursor: '7abc' })).toBe(
        '?tag=trekking&category=family&cursor=7abc',
      )
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  })
})

describe('search string reader', () => {
  it('reads back every search the writer writes', () => {
    for (const value of [...tricky, '"machu picchu"', '"', '""', '"2025"', '\\"x\\"']) {
      expect(parseSearch(stringifySearch({ q: value }))).toEqual({ q: value })
    }
    fc.assert(
      fc.property(searches(fc.stringMatching(/^"[ -~]{0,8}"?$/)), (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads what the default reader reads, except a typed quoted text, which keeps its quotes', () => {
    expect(parseSearch('?q=%22machu+picchu%22&type=post')).toEqual({ q: '"machu picchu"', type: 'post' })
    expect(parseSearch('?q=%22machu%20picchu%22%20-cusco')).toEqual({ q: '"machu picchu" -cusco' })
    for (const query of ['?tag=2025', '?tag=%222025%22', '?book=1', '?a=true&b=null', '?x=%5B1%2C2%5D', '?q=lisbon'])
      expect(parseSearch(query)).toEqual(defaultParseSearch(query))
  })

  it('reads a number only as the writer spells it; any other spelling stays the text typed', () => {
    expect(parseSearch('?book=1&n=-12&f=0.5&big=1e%2B21')).toEqual({ book: 1, n: -12, f: 0.5, big: 1e21 })
    for (const text of ['1e0', '1E0', '1.0', '10e-1', '1 ', '-0', '1e%2B0', '0.50'])
      expect(parseSearch(`?book=${text}`)).toEqual({ book: decodeURIComponent(text) })
  })

  it('a trip page takes only book=1 as written and ignores other spellings', () => {
    expect(tripSearch(parseSearch('?book=1'))).toEqual({ book: 1 })
    for (const query of [
      '?book=1e0',
      '?book=1.0',
      '?book=10e-1',
      '?book=1%20',
      '?book=%221%22',
      '?book=01',
      '?book=true',
    ])
      expect(tripSearch(parseSearch(query)), query).toEqual({ book: undefined })
  })
})
