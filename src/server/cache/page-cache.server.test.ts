import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache, acceptsGzip, entryBody, entryGzip, etagMatches, pageEntry } from './page-cache.server'

const NONCE = 'n0nceAAAAAAAAAAAAAAAAA=='
const page = (text: string, tags: string[]) =>
  pageEntry({
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    html: `<html><script nonce="${NONCE}">${text}</script><meta property="csp-nonce" content="${NONCE}"></html>`,
    nonce: NONCE,
    tags,
  })

describe('page cache entries', () => {
  it('cut the nonce out and put any other nonce back, byte for byte', () => {
    const entry = page('x', [])
    expect(entry.parts).toHaveLength(3)
    expect(entryBody(entry, NONCE).toString()).toBe(
      `<html><script nonce="${NONCE}">x</script><meta property="csp-nonce" content="${NONCE}"></html>`,
    )
    const other = entryBody(entry, 'fresh')
    expect(other.toString()).toBe(
      `<html><script nonce="fresh">x</script><meta property="csp-nonce" content="fresh"></html>`,
    )
    expect(other.toString()).not.toContain(NONCE)
  })
  it('get a weak ETag of the page without its nonce: same page same tag, other page other tag', () => {
    const a = page('x', [])
    const again = pageEntry({
      status: 200,
      headers: [],
      html: entryBody(a, 'anotherNonceBBBBBBBBBBB=').toString(),
      nonce: 'anotherNonceBBBBBBBBBBB=',
      tags: [],
    })
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(again.etag).toBe(a.etag)
    expect(page('y', []).etag).not.toBe(a.etag)
  })
  it('match If-None-Match lists, weak or strong, and *', () => {
    const { etag } = page('x', [])
    expect(etagMatches(etag, etag)).toBe(true)
    expect(etagMatches(`"other", ${etag.slice(2)}`, etag)).toBe(true)
    expect(etagMatches('*', etag)).toBe(true)
    expect(etagMatches('"other"', etag)).toBe(false)
    expect(etagMatches(null, etag)).toBe(false)
  })
})

describe('PageCache', () => {
  it('drops exactly the entries carrying an invalidated tag', () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    cache.set('/en/blog/posts/a', page('a', ['post:1', 'posts']), cache.generation)
    cache.set('/en/blog/posts/b', page('b', ['post:2', 'posts']), cache.generation)
    cache.set('/en/trips/3', page('t', ['trip:3']), cache.generation)
    cache.set('/en/trips/4', page('t4', ['trip:4']), cache.generation)

    expect(cache.invalidate(['trip:3'])).toBe(1)
    expect(cache.get('/en/trips/3')).toBeUndefined()
    expect(cache.get('/en/trips/4')).toBeDefined()
    expect(cache.get('/en/blog/posts/a')).toBeDefined()

    expect(cache.invalidate(['posts'])).toBe(2)
    expect(cache.get('/en/blog/posts/a')).toBeUndefined()
    expect(cache.get('/en/blog/posts/b')).toBeUndefined()
    expect(cache.get('/en/trips/4')).toBeDefined()
    expect(cache.stats().entries).toBe(1)
  })

  it('is bounded by bytes, least recently used first, and forgets the tags of evicted entries', () => {
    const one = page('x'.repeat(1000), ['a'])
    const cache = new PageCache({ maxBytes: one.bytes * 3, ttlMs: 60_000 })
    for (let i = 0; i < 3; i++) cache.set(`/p${i}`, page('x'.repeat(1000), ['a', `p:${i}`]), cache.generation)
    cache.get('/p0') // recently used: /p1 is now the oldest
    cache.set('/p3', page('x'.repeat(1000), ['a', 'p:3']), cache.generation)
    expect(cache.get('/p1')).toBeUndefined()
    expect(cache.get('/p0')).toBeDefined()
    expect(cache.stats().bytes).toBeLessThanOrEqual(one.bytes * 3)
    expect(cache.keysTagged('p:1')).toEqual([])
    expect(cache.keysTagged('a').sort()).toEqual(['/p0', '/p2', '/p3'])
  })

  it('never stores a render that began before an invalidation (it may show the old data)', () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const startedAt = cache.generation
    cache.invalidate(['post:1'])
    expect(cache.set('/en/blog/posts/a', page('old', ['post:1']), startedAt)).toBe(false)
    expect(cache.get('/en/blog/posts/a')).toBeUndefined()
    expect(cache.set('/en/blog/posts/a', page('new', ['post:1']), cache.generation)).toBe(true)
  })

  it('expires entries after the time to live and at midnight UTC at the latest', () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 0)
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => now })
    cache.set('/en', page('home', ['trips']), cache.generation)
    now += 59_000
    expect(cache.get('/en')).toBeDefined()
    now += 2_000
    expect(cache.get('/en')).toBeUndefined()

    now = Date.UTC(2026, 0, 1, 23, 59, 50)
    expect(cache.ttlFor(now)).toBe(10_000)
  })

  it('clears everything (a seed run)', () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    cache.set('/a', page('a', ['x']), cache.generation)
    cache.clear()
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, tags: 0 })
  })
})

/** A page whose render took from `from` to `to`: the clock readings it holds move with each answer. */
const renderedPage = (html: string, from: number, to: number) =>
  pageEntry({ status: 200, headers: [], html, nonce: NONCE, tags: [], renderedAt: { from, to } })

describe('clock readings in a stored page', () => {
  it('move to the time of each answer; other numbers stay', () => {
    const from = Date.UTC(2026, 0, 1, 12)
    const html = `<script nonce="${NONCE}">{dehydratedAt:${from + 5},state:{dataUpdatedAt:${from + 3},x:1700000000000},u:${from + 4}}</script>`
    const entry = renderedPage(html, from, from + 10)
    const later = from + 600_000
    expect(entryBody(entry, 'N', later).toString()).toBe(
      `<script nonce="N">{dehydratedAt:${later - 995},state:{dataUpdatedAt:${later - 997},x:1700000000000},u:${later - 996}}</script>`,
    )
  })
})

describe('gzip answers from a stored page (ADR 061)', () => {
  it('decode to the same page as the plain answer, fresh nonce and clock readings included', () => {
    const from = Date.UTC(2026, 0, 1, 12)
    const long = 'Ünïcode text that repeats, '.repeat(4000)
    const html = `<p>${long}</p><script nonce="${NONCE}">{dehydratedAt:${from + 5},u:${from + 4}}</script><i nonce="${NONCE}"></i>${long}`
    const entry = renderedPage(html, from, from + 9)
    const later = from + 60_000
    for (const nonce of ['fresh1', 'anotherFreshNonce22222==']) {
      const gzip = entryGzip(entry, nonce, later)
      expect(gunzipSync(gzip).equals(entryBody(entry, nonce, later))).toBe(true)
      // Compressed: the long text is stored once, deflated.
      expect(gzip.length).toBeLessThan(entryBody(entry, nonce, later).length / 10)
    }
    const plain = page('x', [])
    expect(gunzipSync(entryGzip(plain, 'N')).toString()).toBe(entryBody(plain, 'N').toString())
  })

  it('compress nearly as well as the whole page at once: each part refers back across the nonces before it', () => {
    const from = Date.UTC(2026, 0, 1, 12)
    const section = (n: number) =>
      `<section class="border-line bg-page relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm">` +
      `<h2 class="text-lg font-semibold">Trip ${n}: ${'hut to hut across the Alps '.repeat(n % 3)}</h2>` +
      `<p class="text-muted text-sm">A week of walking between mountain huts, ${n} days of trains and ${n * 7} km.</p>` +
      `<a href="/en/trips/${n}" class="text-ink no-underline after:absolute after:inset-0">Read more</a>` +
      `<script nonce="${NONCE}">{dataUpdatedAt:${from + 3},id:${n}}</script></section>`
    const html = Array.from({ length: 30 }, (_, n) => section(n)).join('')
    const entry = renderedPage(html, from, from + 9)
    expect(entry.slotLengths?.length).toBe(60)
    const nonce = 'b'.repeat(NONCE.length)
    const glued = entryGzip(entry, nonce, from + 60_000)
    const whole = entryBody(entry, nonce, from + 60_000)
    expect(gunzipSync(glued).equals(whole)).toBe(true)
    // Each part deflated alone (what a page holding a NUL byte gets) starts from an empty window.
    const alone = entryGzip(renderedPage(`${html}\0`, from, from + 9), nonce, from + 60_000)
    expect(glued.length).toBeLessThan(alone.length * 0.4)
    // What is left is each part's block overhead, which a real page's larger parts spread thinner (blog list:
    // 12.8 KB glued, 10.8 KB whole, 18.0 KB alone).
    expect(glued.length).toBeLessThan(gzipSync(whole, { level: 9 }).length * 4)
  })

  it('stay right when an answer’s nonce has another length, or the page holds a NUL byte', () => {
    const html = `<p nonce="${NONCE}">same words, same words</p><p nonce="${NONCE}">same words, same words</p>`
    for (const nonce of ['x', `${NONCE}${NONCE}`]) {
      const entry = page(html, [])
      expect(gunzipSync(entryGzip(entry, nonce)).equals(entryBody(entry, nonce))).toBe(true)
    }
    const withNul = pageEntry({ status: 200, headers: [], html: `${html}\0`, nonce: NONCE, tags: [] })
    expect(withNul.slotLengths).toBeUndefined()
    expect(gunzipSync(entryGzip(withNul, 'y')).equals(entryBody(withNul, 'y'))).toBe(true)
  })

  it('go to clients whose Accept-Encoding allows gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip(null)).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('*, gzip;q=0')).toBe(false)
  })
})
