import { describe, expect, it } from 'vitest'
import { normalizeSampleRate } from './monitoring'

describe('normalizeSampleRate (spec §5: boolean or 0..1)', () => {
  it('accepts booleans and numbers from 0 to 1', () => {
    expect(normalizeSampleRate(true)).toBe(1)
    expect(normalizeSampleRate(false)).toBe(0)
    expect(normalizeSampleRate(0.25)).toBe(0.25)
    expect(normalizeSampleRate('0.5')).toBe(0.5)
    expect(normalizeSampleRate(1)).toBe(1)
  })
  it('turns anything else into 0 (tracing off)', () => {
    for (const bad of [-0.1, 1.5, Number.NaN, 'abc', '', null, undefined, {}]) expect(normalizeSampleRate(bad)).toBe(0)
  })
})
