import { describe, expect, it } from 'vitest'
import { cacheTags, collectCacheTags } from './page-cache-tags.server'
import { cachedPublicReadIn } from './result-cache.server'
import { TaggedCache, type ResultEntry } from './tagged-cache.server'

const newCache = (maxBytes = 1024 * 1024) => new TaggedCache<ResultEntry>({ maxBytes, ttlMs: 60_000 })

/** A public read under `key` whose read functions mark `tags`. */
const readTagged = <T>(
  cache: TaggedCache<ResultEntry> | null,
  key: string,
  tags: string[],
  read: () => Promise<T>,
): Promise<T> =>
  cachedPublicReadIn(cache, key, null, () => {
    cacheTags.add(...tags)
    return read()
  })

/** A read that counts its runs and can be held open until `release()`. */
function counted<T>(value: () => T) {
  let runs = 0
  const waiting: Array<() => void> = []
  let held = false
  const read = async () => {
    runs++
    const result = value() // what the database held when the read began
    if (held) await new Promise<void>((resolve) => waiting.push(resolve))
    return result
  }
  return {
    read,
    runs: () => runs,
    hold: () => (held = true),
    release: () => {
      held = false
      for (const resume of waiting.splice(0)) resume()
    },
  }
}

describe('the result cache', () => {
  it('answers the same key from memory with the same result', async () => {
    const cache = newCache()
    const reader = counted(() => ({ hits: [{ title: 'Lake' }] }))
    const first = await readTagged(cache, 'k', ['posts'], reader.read)
    const second = await readTagged(cache, 'k', ['posts'], reader.read)
    expect(reader.runs()).toBe(1)
    expect(second).toBe(first)
    await readTagged(cache, 'other', ['posts'], reader.read)
    expect(reader.runs()).toBe(2)
  })

  it('reads again after an invalidation of one of its tags, not after another tag', async () => {
    const cache = newCache()
    let version = 1
    const reader = counted(() => ({ version }))
    expect(await readTagged(cache, 'k', ['posts', 'trips'], reader.read)).toEqual({ version: 1 })
    cache.invalidate(['post:3', 'authors'])
    version = 2
    expect(await readTagged(cache, 'k', ['posts', 'trips'], reader.read)).toEqual({ version: 1 })
    cache.invalidate(['trips'])
    expect(await readTagged(cache, 'k', ['posts', 'trips'], reader.read)).toEqual({ version: 2 })
    expect(reader.runs()).toBe(2)
  })

  it('runs one read for the same key asked while it runs', async () => {
    const cache = newCache()
    const reader = counted(() => ({ n: 1 }))
    reader.hold()
    const answers = Array.from({ length: 5 }, () => readTagged(cache, 'k', ['posts'], reader.read))
    await Promise.resolve()
    reader.release()
    const results = await Promise.all(answers)
    expect(reader.runs()).toBe(1)
    for (const result of results) expect(result).toBe(results[0])
  })

  it('keeps no result of a read that began before an invalidation, and does not hand it to later callers', async () => {
    const cache = newCache()
    let version = 1
    const reader = counted(() => ({ version }))
    reader.hold()
    const early = readTagged(cache, 'k', ['posts'], reader.read)
    await Promise.resolve()
    cache.invalidate(['posts'])
    version = 2
    const late = readTagged(cache, 'k', ['posts'], reader.read)
    reader.release()
    expect(await early).toEqual({ version: 1 })
    expect(await late).toEqual({ version: 2 })
    expect(reader.runs()).toBe(2)
    expect(await readTagged(cache, 'k', ['posts'], reader.read)).toEqual({ version: 2 })
    expect(reader.runs()).toBe(2)
  })

  it('keeps no failure: the next call reads again', async () => {
    const cache = newCache()
    let fail = true
    const read = async () => {
      if (fail) throw new Error('database went away')
      return { ok: true }
    }
    await expect(readTagged(cache, 'k', ['posts'], read)).rejects.toThrow('database went away')
    fail = false
    expect(await readTagged(cache, 'k', ['posts'], read)).toEqual({ ok: true })
  })

  it('reads every time when turned off', async () => {
    const reader = counted(() => ({ n: 1 }))
    await readTagged(null, 'k', ['posts'], reader.read)
    await readTagged(null, 'k', ['posts'], reader.read)
    expect(reader.runs()).toBe(2)
  })

  it('stays within its byte bound, least recently used first', async () => {
    const cache = newCache(8 * 1024)
    const big = () => ({ text: 'x'.repeat(1000) })
    for (let i = 0; i < 10; i++) await readTagged(cache, `k${i}`, ['posts'], async () => big())
    const { entries, bytes } = cache.stats()
    expect(entries).toBeGreaterThan(0)
    expect(entries).toBeLessThan(10)
    expect(bytes).toBeLessThanOrEqual(8 * 1024)
    expect(cache.get(JSON.stringify(['k9', null]))).toBeDefined()
    expect(cache.get(JSON.stringify(['k0', null]))).toBeUndefined()
    expect(cache.keysTagged('posts')).toHaveLength(entries)
  })

  it('tags a public read with what its read functions mark, and hands the tags to the page using it, hit or miss', async () => {
    const cache = newCache()
    const reader = counted(() => {
      cacheTags.add('post:7', 'posts')
      return { title: 'Lake' }
    })
    const miss = await collectCacheTags(() => cachedPublicReadIn(cache, 'blog.post', { slug: 'lake' }, reader.read))
    expect([...miss.tags].sort()).toEqual(['post:7', 'posts'])
    const hit = await collectCacheTags(() => cachedPublicReadIn(cache, 'blog.post', { slug: 'lake' }, reader.read))
    expect(reader.runs()).toBe(1)
    expect(hit.result).toBe(miss.result)
    expect([...hit.tags].sort()).toEqual(['post:7', 'posts'])
    cache.invalidate(['post:7'])
    await cachedPublicReadIn(cache, 'blog.post', { slug: 'lake' }, reader.read)
    expect(reader.runs()).toBe(2)
    await cachedPublicReadIn(cache, 'blog.post', { slug: 'sea' }, reader.read)
    expect(reader.runs()).toBe(3)
  })

  it('keeps no public read that marks nothing: no write could ever drop it', async () => {
    const cache = newCache()
    const reader = counted(() => ({ n: 1 }))
    await cachedPublicReadIn(cache, 'untagged', {}, reader.read)
    await cachedPublicReadIn(cache, 'untagged', {}, reader.read)
    expect(reader.runs()).toBe(2)
    expect(cache.stats().entries).toBe(0)
  })
})
