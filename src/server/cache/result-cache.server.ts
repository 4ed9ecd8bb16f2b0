import { cacheTags, collectCacheTags, resultCache } from './page-cache-tags.server'
import type { ResultEntry, TaggedCache } from './tagged-cache.server'

// Read results kept in memory (ADR 037): a read that depends only on its input and on public content (a search, a
// post, a trip list) is answered from the cache until a write drops its tags, the time to live ends, or the day (UTC)
// does.

/** Reads under way, per cache and key, with the generation they started in. */
const running = new WeakMap<object, Map<string, { generation: number; value: Promise<unknown> }>>()

/** Stands in for the result's memory: its JSON length in UTF-16 bytes, plus the entry and key. */
function sizeOf(value: unknown, key: string): number {
  return (JSON.stringify(value)?.length ?? 0) * 2 + key.length * 2 + 256
}

interface Read<T> {
  value: T
  tags: readonly string[]
}

/**
 * `read()`'s result and tags for `key`, from `cache` when it holds them. The same key asked again while its read runs
 * waits for that read instead of running it twice, unless an invalidation came in between (then it reads afresh). A
 * read that began before an invalidation is not stored, nor is a failed or an untagged one.
 */
async function entryIn<T>(
  cache: TaggedCache<ResultEntry> | null,
  key: string,
  read: () => Promise<Read<T>>,
): Promise<Read<T>> {
  if (!cache) return read()
  const hit = cache.get(key)
  if (hit) return { value: hit.value as T, tags: hit.tags }
  let reads = running.get(cache)
  if (!reads) running.set(cache, (reads = new Map()))
  const generation = cache.generation
  const joined = reads.get(key)
  if (joined?.generation === generation) return joined.value as Promise<Read<T>>
  const value = read().then(({ value, tags }) => {
    // Untagged, no write would ever drop it: such a read is not kept.
    if (tags.length > 0) cache.set(key, { value, tags: [...tags], bytes: sizeOf(value, key) }, generation)
    return { value, tags }
  })
  const own = { generation, value }
  reads.set(key, own)
  try {
    return await value
  } finally {
    if (reads.get(key) === own) reads.delete(key)
  }
}

/**
 * A public read through the result cache: one whose answer is the same for every visitor, depending only on its
 * input and on published content. It is tagged with what its read functions mark (`cacheTags.add`), and a page render
 * that uses it, from memory or not, gets those tags for the page cache too.
 */
export async function cachedPublicReadIn<T>(
  cache: TaggedCache<ResultEntry> | null,
  name: string,
  input: unknown,
  read: () => Promise<T>,
): Promise<T> {
  const found = await entryIn(cache, JSON.stringify([name, input]), async () => {
    const { result, tags } = await collectCacheTags(read)
    return { value: result, tags: [...tags] }
  })
  cacheTags.add(...found.tags)
  return found.value
}

/** `cachedPublicReadIn` on the process's result cache. */
export function cachedPublicRead<T>(name: string, input: unknown, read: () => Promise<T>): Promise<T> {
  return cachedPublicReadIn(resultCache(), name, input, read)
}
