import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/**
 * The page cache for anonymous visitors (ADR 026): rendered HTML of public pages, bounded by bytes (least recently
 * used goes first), each entry tagged by what it shows (`post:12`, `trips`, …) so a write drops exactly the pages it
 * changes. The CSP nonce is cut out of the stored HTML and every hit gets the fresh nonce of its own response.
 */
export interface PageCacheEntry {
  status: number
  /** Response headers worth replaying (content type, cache control, vary, …); never Set-Cookie. */
  headers: Array<[string, string]>
  /** The HTML cut at the render's nonce and clock readings; `slots[i]` says what goes between parts i and i+1. */
  parts: Buffer[]
  slots: Array<{ nonce: true } | { since: number }>
  /** Weak validator of the normalised HTML (the bytes differ per response only by the nonce). */
  etag: string
  tags: string[]
  bytes: number
}

export interface PageCacheOptions {
  maxBytes: number
  ttlMs: number
  /** For tests: the clock that decides when an entry is too old (also day boundaries, see `ttlFor`). */
  now?: () => number
}

const DAY_MS = 86_400_000

export class PageCache {
  readonly #lru: LRUCache<string, PageCacheEntry>
  /** tag → keys of the entries that carry it; kept in step with the LRU through `dispose`. */
  readonly #byTag = new Map<string, Set<string>>()
  readonly #ttlMs: number
  readonly #now: () => number
  /** Bumped by every invalidation: a render that started before one must not be stored (it may be stale). */
  #generation = 0

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
    this.#lru = new LRUCache<string, PageCacheEntry>({
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

  get(key: string): PageCacheEntry | undefined {
    return this.#lru.get(key)
  }

  /**
   * Stores a rendered page unless an invalidation happened since its render began (`startedAt` is the generation
   * read before rendering). Returns whether it was stored.
   */
  set(key: string, entry: PageCacheEntry, startedAt: number): boolean {
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
   * Pages show "upcoming" trips and seats left as of today (UTC): an entry never outlives the day it was made in,
   * whatever the configured time to live.
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

/**
 * Clock readings the render wrote into the page: TanStack Query's `dehydratedAt`/`dataUpdatedAt` and the router's
 * match `u` (updated at). Only numbers taken while the page rendered count, so text that merely looks alike stays.
 */
const TIMESTAMP = /(?<=[{,](?:dehydratedAt|dataUpdatedAt|u):)\d{13}(?=[,}])/g

/**
 * An entry from a rendered page: the nonce and the render's clock readings cut out (put back per answer), a weak
 * ETag of what is left. `renderedAt` is when the render began and ended.
 */
export function pageEntry(input: {
  status: number
  headers: Array<[string, string]>
  html: string
  nonce: string
  tags: Iterable<string>
  renderedAt?: { from: number; to: number }
}): PageCacheEntry {
  const { from, to } = input.renderedAt ?? { from: 0, to: -1 }
  const parts: Buffer[] = []
  const slots: PageCacheEntry['slots'] = []
  const hash = createHash('sha256')
  const cut = (text: string, slot: PageCacheEntry['slots'][number]) => {
    parts.push(Buffer.from(text))
    hash.update(text).update('\0slot\0')
    slots.push(slot)
  }
  for (const [i, piece] of input.html.split(input.nonce).entries()) {
    if (i > 0) slots.push({ nonce: true })
    let rest = 0
    for (const match of piece.matchAll(TIMESTAMP)) {
      const value = Number(match[0])
      if (value < from || value > to) continue
      cut(piece.slice(rest, match.index), { since: value - from })
      rest = match.index + match[0].length
    }
    parts.push(Buffer.from(piece.slice(rest)))
    hash.update(piece.slice(rest)).update('\0nonce\0')
  }
  const bytes = parts.reduce((sum, part) => sum + part.length, 0) + 512
  return {
    status: input.status,
    headers: input.headers,
    parts,
    slots,
    etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
    tags: [...new Set(input.tags)].sort(),
    bytes,
  }
}

/**
 * The stored page for one answer: its own nonce, and the render's clock readings moved to now (the entry is as
 * fresh as the data: any change would have dropped it), so the browser's Query cache does not refetch at once.
 */
export function entryBody(entry: PageCacheEntry, nonce: string, now = Date.now()): Buffer {
  if (entry.parts.length === 1) return entry.parts[0]!
  const glue = Buffer.from(nonce)
  const chunks: Buffer[] = [entry.parts[0]!]
  for (let i = 1; i < entry.parts.length; i++) {
    const slot = entry.slots[i - 1]!
    chunks.push('nonce' in slot ? glue : Buffer.from(String(now - 1000 + slot.since)), entry.parts[i]!)
  }
  return Buffer.concat(chunks)
}

/** True when an `If-None-Match` header names this validator (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted)
}
