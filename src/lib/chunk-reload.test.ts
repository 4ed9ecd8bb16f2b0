import { describe, expect, it } from 'vitest'
import { isChunkLoadError, reloadAfterChunkError, RELOAD_GUARD_MS, type ReloadDeps } from './chunk-reload'

function fakeBrowser(start = 1_000_000) {
  const store = new Map<string, string>()
  const reloads: string[] = []
  let now = start
  const deps: ReloadDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => now,
    assign: (href) => reloads.push(href),
  }
  return { deps, reloads, store, advance: (ms: number) => (now += ms) }
}

describe('chunk error reload (spec §8, guard §9)', () => {
  it('recognises failed dynamic imports and CSS preloads from the browsers we support', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
  it('reloads the target once; a second failure within 10,000 ms does not reload', () => {
    const b = fakeBrowser()
    expect(reloadAfterChunkError('/en/trips', undefined, b.deps)).toBe(true)
    b.advance(RELOAD_GUARD_MS - 1)
    expect(reloadAfterChunkError('/en/trips', undefined, b.deps)).toBe(false)
    expect(b.reloads).toEqual(['/en/trips'])
  })
  it('reloads again once the guard window has passed', () => {
    const b = fakeBrowser()
    reloadAfterChunkError('/en/trips', undefined, b.deps)
    b.advance(RELOAD_GUARD_MS)
    expect(reloadAfterChunkError('/en/blog', undefined, b.deps)).toBe(true)
    expect(b.reloads).toEqual(['/en/trips', '/en/blog'])
  })
  it("stops the router's own one-off reload for the same error, so only the guard decides", () => {
    const b = fakeBrowser()
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/trips.js')
    reloadAfterChunkError('/en/trips', error, b.deps)
    expect(b.store.get(`tanstack_router_reload:${error.message}`)).toBe('1')
  })
})
