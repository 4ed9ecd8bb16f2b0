import { LRUCache } from 'lru-cache'

/**
 * A bounded LRU of entries tagged by what they show (`post:12`, `trips`, …), so a write drops exactly the entries it
 * changes (ADR 026). Holds rendered pages (the page cache) and public read results (ADR 037); the tag API in
 * page-cache-tags.server.ts invalidates all of them together.
 */
export interface TaggedEntry {
  tags: string[]
  /** What the entry costs the cache's byte bound. */
  bytes: number
}

/**
 * A read result kept by the result cache (ADR 037). Results are shared between requests and must be treated as
 * read-only. They are not frozen: the serialiser of loader data writes frozen objects out with `Object.freeze` calls
 * (3 KB more on a blog page).
 */
export interface ResultEntry extends TaggedEntry {
  value: unknown
}

interface TaggedCacheOptions {
  maxBytes: number
  ttlMs: number
  /** For tests: the clock that decides when an entry is too old (also day boundaries, see `ttlFor`). */
  now?: () => number
}

const DAY_MS = 86_400_000

export class TaggedCache<E extends TaggedEntry> {
  readonly #lru: LRUCache<string, E>
  /** tag → keys of the entries that carry it; kept in step with the LRU through `dispose`. */
  readonly #byTag = new Map<string, Set<string>>()
  readonly #ttlMs: number
  readonly #now: () => number
  /** Bumped by every invalidation: a render that started before one must not be stored (it may be stale). */
  #generation = 0

  constructor(options: TaggedCacheOptions) {
    this.#ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
    this.#lru = new LRUCache<string, E>({
      maxSize: Math.max(options.maxBytes, 1),
      sizeCalculation: (entry) => Math.max(entry.bytes, 1),
      ttlAutopurge: false,
      ttlResolution: 0,
      perf: { now: () => this.#now() },
      dispose: (entry, key) => this.#unindex(key, entry.tags),
    })
  }

  get generation(): number {
    return this.#generation
  }

  get(key: string): E | undefined {
    return this.#lru.get(key)
  }

  /**
   * Stores an entry unless an invalidation happened since the work that made it began (`startedAt` is the
   * generation read before it began). Returns whether it was stored.
   */
  set(key: string, entry: E, startedAt: number): boolean {
    if (startedAt !== this.#generation) return false
    this.#lru.set(key, entry, { ttl: this.ttlFor(this.#now()) })
    if (!this.#lru.has(key)) return false // larger than the whole cache
    for (const tag of entry.tags) {
      let keys = this.#byTag.get(tag)
      if (!keys) this.#byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    return true
  }

  /**
   * Pages and results show "upcoming" trips and seats left as of today (UTC): an entry never outlives the day it was
   * made in, whatever the configured time to live.
   */
  ttlFor(now: number): number {
    return Math.max(1, Math.min(this.#ttlMs, DAY_MS - (now % DAY_MS)))
  }

  /** Drops every entry carrying one of the tags; returns how many went. */
  invalidate(tags: Iterable<string>): number {
    this.#generation++
    const keys = new Set<string>()
    for (const tag of tags) for (const key of this.#byTag.get(tag) ?? []) keys.add(key)
    for (const key of keys) this.#lru.delete(key)
    return keys.size
  }

  clear(): void {
    this.#generation++
    this.#lru.clear()
    this.#byTag.clear()
  }

  stats() {
    return { entries: this.#lru.size, bytes: this.#lru.calculatedSize, tags: this.#byTag.size }
  }

  /** For tests: the keys an invalidation of `tag` would drop. */
  keysTagged(tag: string): string[] {
    return [...(this.#byTag.get(tag) ?? [])]
  }

  #unindex(key: string, tags: string[]) {
    for (const tag of tags) {
      const keys = this.#byTag.get(tag)
      if (!keys) continue
      keys.delete(key)
      if (keys.size === 0) this.#byTag.delete(tag)
    }
  }
}
