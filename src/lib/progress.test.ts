import { describe, expect, it } from 'vitest'
import { PROGRESS_DEFAULT_MAX, normalizeProgress, progressState } from './progress'

describe('normalizeProgress (spec §5)', () => {
  it('keeps a value between 0 and max (inclusive)', () => {
    expect(normalizeProgress(0, 10)).toEqual({ value: 0, max: 10 })
    expect(normalizeProgress(5, 10)).toEqual({ value: 5, max: 10 })
    expect(normalizeProgress(10, 10)).toEqual({ value: 10, max: 10 })
    expect(normalizeProgress(0.5, 1)).toEqual({ value: 0.5, max: 1 })
  })
  it('keeps null as indeterminate', () => {
    expect(normalizeProgress(null, 10)).toEqual({ value: null, max: 10 })
  })
  it('turns an out-of-range or non-numeric value into null', () => {
    for (const value of [-1, 11, Number.NaN, Number.POSITIVE_INFINITY, '5', undefined, {}]) {
      expect(normalizeProgress(value, 10).value).toBeNull()
    }
  })
  it('defaults max to 100 unless it is a finite number above 0', () => {
    expect(PROGRESS_DEFAULT_MAX).toBe(100)
    for (const max of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '50', null, undefined]) {
      expect(normalizeProgress(50, max)).toEqual({ value: 50, max: 100 })
    }
  })
  it('checks the value against the corrected max', () => {
    expect(normalizeProgress(150, 0)).toEqual({ value: null, max: 100 })
    expect(normalizeProgress(100, -1)).toEqual({ value: 100, max: 100 })
  })
})

describe('progressState', () => {
  it('is indeterminate without a value, complete at max, loading otherwise', () => {
    expect(progressState(null, 100)).toBe('indeterminate')
    expect(progressState(0, 100)).toBe('loading')
    expect(progressState(99.9, 100)).toBe('loading')
    expect(progressState(100, 100)).toBe('complete')
    expect(progressState(3, 3)).toBe('complete')
  })
})
