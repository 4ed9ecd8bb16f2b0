import { describe, expect, it } from 'vitest'
import { parseSampleRate, sameOriginTargets } from './monitoring'

describe('parseSampleRate (spec §5: boolean or 0..1)', () => {
  it('accepts booleans and numbers from 0 to 1; unset is off', () => {
    expect(parseSampleRate(true, 'X')).toBe(1)
    expect(parseSampleRate('false', 'X')).toBe(0)
    expect(parseSampleRate(0.25, 'X')).toBe(0.25)
    expect(parseSampleRate('0.5', 'X')).toBe(0.5)
    expect(parseSampleRate('1', 'X')).toBe(1)
    expect(parseSampleRate(undefined, 'X')).toBe(0)
    expect(parseSampleRate('', 'X')).toBe(0)
  })
  it('rejects anything else with an error naming the variable', () => {
    for (const bad of [-0.1, 1.5, Number.NaN, 'abc', ' ', '10%', {}])
      expect(() => parseSampleRate(bad, 'SENTRY_TRACES_SAMPLE_RATE')).toThrow(/^Invalid SENTRY_TRACES_SAMPLE_RATE: /)
  })
})

describe('trace propagation targets (spec §7: same origin only)', () => {
  const targets = sameOriginTargets('http://127.0.0.1:3100')
  const matches = (url: string) => targets.some((t) => t.test(url))
  it('match relative URLs and the page origin', () => {
    expect(matches('/api/v1/trips')).toBe(true)
    expect(matches('http://127.0.0.1:3100/api/x')).toBe(true)
  })
  it('do not match other origins, look-alike hosts or protocol-relative URLs', () => {
    expect(matches('https://example.com/api')).toBe(false)
    expect(matches('http://127.0.0.1:3100.evil.example/api')).toBe(false)
    expect(matches('http://127.0.0.1:31000/api')).toBe(false)
    expect(matches('//evil.example/api')).toBe(false)
  })
})
