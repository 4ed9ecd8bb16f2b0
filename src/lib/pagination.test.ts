import { describe, expect, it } from 'vitest'
import { InvalidInputError } from './errors'
import { MAX_PAGE_SIZE, clampLimit, cursorSchema, decodeCursor, encodeCursor, limitSchema } from './pagination'
import { InvalidCursorError, firstPageOnStaleCursor, keysetPage, readCursor } from './pagination.server'

const isNumberPair = (values: Array<string | number>): values is [number, number] =>
  values.length === 2 && values.every((v) => typeof v === 'number')

describe('cursors', () => {
  it('round-trip the sort key, URL-safe', () => {
    const cursor = encodeCursor([1, '2026-11-22 10:00:00.123456+00', 42])
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(cursor)).toEqual([1, '2026-11-22 10:00:00.123456+00', 42])
  })
  it.each(['', '%%%', 'bm90IGpzb24', encodeCursor([]).padEnd(2, 'A'), 'A'.repeat(301)])(
    'rejects %j as not one we issued',
    (cursor) => {
      expect(decodeCursor(cursor)).toBeNull()
      expect(cursorSchema.safeParse(cursor).success).toBe(false)
    },
  )
})

describe('page size', () => {
  it('defaults to the list page size and caps every list at the same maximum', () => {
    const limit = limitSchema(9)
    expect(limit.parse(undefined)).toBe(9)
    expect(limit.parse('12')).toBe(12)
    expect(limit.safeParse(MAX_PAGE_SIZE + 1).success).toBe(false)
    expect(limit.safeParse(0).success).toBe(false)
  })
  it('clamps limits from callers that skip the schema', () => {
    expect(clampLimit(undefined, 10)).toBe(10)
    expect(clampLimit(0, 10)).toBe(1)
    expect(clampLimit(1000, 10)).toBe(MAX_PAGE_SIZE)
    expect(clampLimit('7', 10)).toBe(7)
    expect(clampLimit('abc', 10)).toBe(10)
  })
})

describe('readCursor', () => {
  it('gives the values of a cursor this list issued, nothing without one', () => {
    expect(readCursor(encodeCursor([3, 4]), isNumberPair, 'en')).toEqual([3, 4])
    expect(readCursor(undefined, isNumberPair, 'en')).toBeUndefined()
  })
  it("throws a localized 400 on the cursor field for another list's cursor or garbage", () => {
    for (const cursor of [encodeCursor(['a', 'b']), encodeCursor([1, 2, 3]), 'not-a-cursor']) {
      let error: unknown
      try {
        readCursor(cursor, isNumberPair, 'es')
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(InvalidCursorError)
      expect(error).toBeInstanceOf(InvalidInputError)
      expect((error as InvalidCursorError).status).toBe(400)
      expect((error as InvalidCursorError).fields?.cursor).toMatch(/cursor/i)
    }
  })
})

describe('keysetPage', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }))
  const page = (limit: number, after = 0) =>
    keysetPage({
      limit,
      pageSize: 3,
      fetch: async (n) => rows.filter((r) => r.id > after).slice(0, n),
      keyOf: (row) => [row.id],
      toItems: (page) => page.map((r) => r.id),
    })

  it('reads one row more than the page to know whether another follows', async () => {
    const asked: number[] = []
    await keysetPage({
      limit: 5,
      pageSize: 3,
      fetch: async (n) => (asked.push(n), []),
      keyOf: () => [],
      toItems: () => [],
    })
    expect(asked).toEqual([6])
  })
  it('walks the list without gaps or repeats and ends with a null cursor', async () => {
    const seen: number[] = []
    let after = 0
    for (;;) {
      const result = await page(3, after)
      seen.push(...result.items)
      if (!result.nextCursor) break
      after = Number(decodeCursor(result.nextCursor)![0])
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('has no next cursor when the page is exactly the rest of the list', async () => {
    expect(await page(7)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7], nextCursor: null })
  })
})

describe('firstPageOnStaleCursor', () => {
  it('shows the first page for a stale cursor and passes other failures on', async () => {
    const list = async (input: { cursor?: string }) => {
      if (input.cursor === 'stale') throw new InvalidCursorError('en')
      if (input.cursor === 'boom') throw new Error('boom')
      return input.cursor ?? 'first'
    }
    expect(await firstPageOnStaleCursor({ cursor: 'stale' }, list)).toBe('first')
    expect(await firstPageOnStaleCursor({ cursor: 'next' }, list)).toBe('next')
    await expect(firstPageOnStaleCursor({ cursor: 'boom' }, list)).rejects.toThrow('boom')
  })
})
