import { describe, expect, it } from 'vitest'
import { createVersionCheck, DEFAULT_VERSION_CHECK_INTERVAL_MS, versionCheckInterval } from './version-check'

function harness(answers: unknown[]) {
  const ticks: Array<() => void> = []
  const visible: Array<() => void> = []
  let fetches = 0
  const check = createVersionCheck({
    currentId: 'build-1',
    intervalMs: 1234,
    fetchLatest: async () => {
      fetches++
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return answer
    },
    setInterval: (fn, ms) => {
      expect(ms).toBe(1234)
      ticks.push(fn)
      return ticks.length
    },
    clearInterval: () => ticks.splice(0),
    onVisible: (fn) => {
      visible.push(fn)
      return () => visible.splice(0)
    },
  })
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return { check, ticks, visible, flush, fetches: () => fetches }
}

describe('version check (spec §4)', () => {
  it('reads the interval from configuration, 5 minutes by default', () => {
    expect(versionCheckInterval(undefined)).toBe(DEFAULT_VERSION_CHECK_INTERVAL_MS)
    expect(DEFAULT_VERSION_CHECK_INTERVAL_MS).toBe(300_000)
    expect(versionCheckInterval('60000')).toBe(60_000)
    expect(versionCheckInterval('soon')).toBe(DEFAULT_VERSION_CHECK_INTERVAL_MS)
    expect(versionCheckInterval('-5')).toBe(DEFAULT_VERSION_CHECK_INTERVAL_MS)
  })
  it('stays current while the id matches, and turns stale when the polled id differs', async () => {
    const h = harness([{ id: 'build-1' }, new Error('offline'), { nope: 1 }, { id: 'build-2' }])
    h.check.start()
    for (let i = 0; i < 3; i++) {
      h.ticks[0]!()
      await h.flush()
      expect(h.check.isStale()).toBe(false)
    }
    h.ticks[0]!()
    await h.flush()
    expect(h.check.isStale()).toBe(true)
    expect(h.fetches()).toBe(4)
  })
  it('checks when the tab becomes visible, and stops polling once stale', async () => {
    const h = harness([{ id: 'build-9' }])
    h.check.start()
    h.visible[0]!()
    await h.flush()
    expect(h.check.isStale()).toBe(true)
    h.ticks[0]!()
    await h.flush()
    expect(h.fetches()).toBe(1)
    h.check.stop()
    expect(h.ticks).toHaveLength(0)
  })
})
