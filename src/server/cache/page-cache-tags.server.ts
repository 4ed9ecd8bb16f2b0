import { AsyncLocalStorage } from 'node:async_hooks'
import { env } from '@/server/env.server'
import { PageCache } from './page-cache.server'
import type { ResultEntry } from './result-cache.server'
import { TaggedCache } from './tagged-cache.server'

/**
 * The tag API of the page cache (ADR 026) and of the result cache (ADR 037). Features mark what a page shows in their
 * read functions (`cacheTags.add('post:12')`) and announce writes (`invalidateCacheTags(['post:12', 'posts'])`),
 * which drop the tagged pages and results together; src/server-entry.ts collects the tags of each render. The state lives
 * on globalThis: the server bundle and scripts loaded beside it (scripts/serve.ts) must share one cache.
 */
interface State {
  cache: PageCache | null | undefined
  results: TaggedCache<ResultEntry> | null | undefined
  /** Sends an invalidation to the other server processes (set by the Redis bus when REDIS_URL is configured). */
  broadcast: ((tags: string[] | '*') => void) | undefined
  storage: AsyncLocalStorage<Set<string>>
}

const KEY = Symbol.for('waypoints.pageCache')
const holder = globalThis as typeof globalThis & { [KEY]?: State }
const state = (holder[KEY] ??= {
  cache: undefined,
  results: undefined,
  broadcast: undefined,
  storage: new AsyncLocalStorage(),
})

/** The process's page cache, or null when PAGE_CACHE_MAX_BYTES=0 turned it off. */
export function pageCache(): PageCache | null {
  if (state.cache === undefined) {
    const { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_TTL_SECONDS } = env()
    state.cache =
      PAGE_CACHE_MAX_BYTES > 0
        ? new PageCache({ maxBytes: PAGE_CACHE_MAX_BYTES, ttlMs: PAGE_CACHE_TTL_SECONDS * 1000 })
        : null
  }
  return state.cache
}

/** The process's cache of read results (ADR 037), or null when RESULT_CACHE_MAX_BYTES=0 turned it off. */
export function resultCache(): TaggedCache<ResultEntry> | null {
  if (state.results === undefined) {
    const { RESULT_CACHE_MAX_BYTES, PAGE_CACHE_TTL_SECONDS } = env()
    state.results =
      RESULT_CACHE_MAX_BYTES > 0
        ? new TaggedCache<ResultEntry>({ maxBytes: RESULT_CACHE_MAX_BYTES, ttlMs: PAGE_CACHE_TTL_SECONDS * 1000 })
        : null
  }
  return state.results
}

/** True when this process keeps pages or results that other processes' writes must reach (the Redis bus). */
export const cachesToKeepCoherent = (): boolean => pageCache() !== null || resultCache() !== null

/** Runs a render and hands back the tags its read functions added. */
export async function collectCacheTags<T>(run: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await state.storage.run(tags, run)
  return { result, tags }
}

export const cacheTags = {
  /** Marks the page being rendered as showing these things; a no-op outside a page render. */
  add(...tags: string[]): void {
    const current = state.storage.getStore()
    if (current) for (const tag of tags) current.add(tag)
  },
}

/** Local only: used for invalidations received from other processes (never re-broadcast). */
export function invalidateLocally(tags: string[] | '*'): number {
  let dropped = 0
  for (const cache of [pageCache(), resultCache()]) {
    if (!cache) continue
    if (tags === '*') {
      dropped += cache.stats().entries
      cache.clear()
    } else dropped += cache.invalidate(tags)
  }
  return dropped
}

/**
 * A write changed public content: drop the pages and results showing it here and in every other server process.
 * `'*'` drops everything (a seed run). Never throws: a failed broadcast is logged by the bus and local entries are
 * gone anyway.
 */
export function invalidateCacheTags(tags: string[] | '*'): void {
  if (tags !== '*' && tags.length === 0) return
  invalidateLocally(tags)
  state.broadcast?.(tags)
}

export function setInvalidationBroadcast(broadcast: State['broadcast']): void {
  state.broadcast = broadcast
}
