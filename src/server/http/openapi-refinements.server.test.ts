import { describe, expect, it } from 'vitest'
import { decimalRangePattern } from './openapi-refinements.server'

describe('decimalRangePattern', () => {
  it('matches exactly the decimal spellings of the range, without leading zeros', () => {
    for (const [min, max] of [
      [1, 10],
      [0, 366],
      [1, 500],
      [7, 1234],
    ] as const) {
      const pattern = new RegExp(decimalRangePattern(min, max))
      for (let n = 0; n <= max * 2 + 20; n++)
        expect(pattern.test(String(n)), `${n} in ${min}–${max}`).toBe(n >= min && n <= max)
      expect(pattern.test(`0${min}`)).toBe(false)
    }
  })

  it('bounds database ids: 1 to 2147483647', () => {
    const pattern = new RegExp(decimalRangePattern(1, 2_147_483_647))
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '2147483647', '2147483639', '2099999999'])
      expect(pattern.test(ok), ok).toBe(true)
    for (const no of ['0', '2147483648', '2147483650', '2200000000', '9999999999', '01', '-1', '1e3', ' 1'])
      expect(pattern.test(no), no).toBe(false)
  })
})
