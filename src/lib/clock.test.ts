import { describe, expect, it } from 'vitest'
import { isBeforeDay, todayUtc } from './clock'

describe('the one clock', () => {
  it('is the UTC calendar date, whatever the time zone of the caller', () => {
    expect(todayUtc(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22')
    expect(todayUtc(new Date('2026-11-23T00:00:00+02:00'))).toBe('2026-11-22')
  })
  it('calls a date past only once its day is over', () => {
    expect(isBeforeDay('2026-11-21', '2026-11-22')).toBe(true)
    expect(isBeforeDay('2026-11-22', '2026-11-22')).toBe(false)
    expect(isBeforeDay('2027-01-01', '2026-12-31')).toBe(false)
  })
})
