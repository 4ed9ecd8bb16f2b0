import { describe, expect, it } from 'vitest'
import { createLimiter, MAX_PARALLEL_PRELOADS, shouldSkipPrefetch } from './preload-policy'

describe('link prefetch policy (spec §9)', () => {
  it('skips prefetch under data-saver and on 2g/slow-2g only', () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: '3g', saveData: false })).toBe(false)
    expect(shouldSkipPrefetch(undefined)).toBe(false)
  })
})

describe('preload limiter', () => {
  it('runs at most 4 preloads at once and starts the queued ones in order as others finish', async () => {
    const run = createLimiter(MAX_PARALLEL_PRELOADS)
    let active = 0
    let peak = 0
    const started: number[] = []
    const gates: Array<() => void> = []
    const results = Array.from({ length: 10 }, (_, i) =>
      run(
        () =>
          new Promise<number>((resolve) => {
            active++
            peak = Math.max(peak, active)
            started.push(i)
            gates.push(() => {
              active--
              resolve(i)
            })
          }),
      ),
    )
    expect(started).toEqual([0, 1, 2, 3])
    while (gates.length) {
      gates.shift()!()
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(peak).toBe(4)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
  it('keeps going after a failed preload', async () => {
    const run = createLimiter(1)
    await expect(run(() => Promise.reject(new Error('chunk')))).rejects.toThrow('chunk')
    await expect(run(() => Promise.resolve('ok'))).resolves.toBe('ok')
  })
})
