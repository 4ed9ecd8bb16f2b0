import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageCacheKey, servePage } from './page-cache-http.server'
import { cacheTags, invalidateCacheTags, pageCache } from './page-cache-tags.server'

const vary = { origin: 'http://localhost', locale: 'en', consentFlag: undefined, consentEnabled: undefined }
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers })

describe('page cache key', () => {
  it('covers the path with its query and every varying input', () => {
    const base = pageCacheKey(get('/en/blog'), vary)!
    expect(base).toContain('/en/blog')
    expect(pageCacheKey(get('/en/blog?page=2'), vary)).not.toBe(base)
    expect(pageCacheKey(get('/en/blog'), { ...vary, locale: 'es' })).not.toBe(base)
    expect(pageCacheKey(get('/en/blog'), { ...vary, origin: 'https://other.example' })).not.toBe(base)
    expect(pageCacheKey(get('/en/blog'), { ...vary, consentFlag: '1' })).not.toBe(base)
    expect(pageCacheKey(get('/en/blog', {}, 'HEAD'), vary)).toBe(base)
  })
  it('is null for signed-in visitors, other methods and private route groups', () => {
    expect(pageCacheKey(get('/en/blog', { cookie: 'a=1; waypoints.session_token=x' }), vary)).toBeNull()
    expect(pageCacheKey(get('/en/blog', { cookie: '__Secure-waypoints.session_token=x' }), vary)).toBeNull()
    expect(pageCacheKey(get('/en/blog', {}, 'POST'), vary)).toBeNull()
    expect(pageCacheKey(get('/en/profile'), vary)).toBeNull()
    expect(pageCacheKey(get('/en/profile/unknown'), vary)).toBeNull()
    expect(pageCacheKey(get('/en/auth/login'), vary)).toBeNull()
  })
})

describe('servePage', () => {
  const html = (nonce: string, text: string) => `<!doctype html><html><script nonce="${nonce}">${text}</script></html>`
  const renderer = (text: () => string, init: ResponseInit = {}, tags: string[] = []) => {
    let calls = 0
    return {
      calls: () => calls,
      render: (nonce: string) => async () => {
        calls++
        cacheTags.add(...tags)
        return new Response(html(nonce, text()), {
          status: 200,
          ...init,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'public, max-age=0',
            ...init.headers,
          },
        })
      },
    }
  }

  it('renders once, then answers hits with the fresh nonce, ETag and 304', async () => {
    const page = renderer(() => 'v1', {}, ['post:1'])
    const key = pageCacheKey(get('/en/t1'), vary)
    const first = await servePage(get('/en/t1'), key, 'nonce-1', page.render('nonce-1'))
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(await first.text()).toBe(html('nonce-1', 'v1'))
    const second = await servePage(get('/en/t1'), key, 'nonce-2', page.render('nonce-2'))
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(await second.text()).toBe(html('nonce-2', 'v1'))
    expect(page.calls()).toBe(1)
    const etag = second.headers.get('etag')!
    expect(etag).toBe(first.headers.get('etag'))
    const revalidated = await servePage(get('/en/t1', { 'if-none-match': etag }), key, 'n3', page.render('n3'))
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    const head = await servePage(get('/en/t1', {}, 'HEAD'), key, 'n4', page.render('n4'))
    expect(head.headers.get('x-cache')).toBe('hit')
    expect(await head.text()).toBe('')
  })

  it('answers a client that accepts gzip with the stored gzip body, others with the page as is', async () => {
    const page = renderer(() => 'gz '.repeat(500))
    const key = pageCacheKey(get('/en/gz'), vary)
    const gzip = { 'accept-encoding': 'gzip, deflate, br' }
    const miss = await servePage(get('/en/gz', gzip), key, 'n1', page.render('n1'))
    expect(miss.headers.get('content-encoding')).toBe('gzip')
    const hit = await servePage(get('/en/gz', gzip), key, 'n2', page.render('n2'))
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(hit.headers.get('content-encoding')).toBe('gzip')
    expect(hit.headers.get('vary')).toMatch(/accept-encoding/i)
    const body = Buffer.from(await hit.arrayBuffer())
    expect(Number(hit.headers.get('content-length'))).toBe(body.length)
    expect(gunzipSync(body).toString()).toBe(html('n2', 'gz '.repeat(500)))
    const plain = await servePage(get('/en/gz'), key, 'n3', page.render('n3'))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await plain.text()).toBe(html('n3', 'gz '.repeat(500)))
    // The two encodings are two representations: their validators differ, and each revalidates itself.
    expect(hit.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    const again = get('/en/gz', { ...gzip, 'if-none-match': hit.headers.get('etag')! })
    expect((await servePage(again, key, 'n4', page.render('n4'))).status).toBe(304)
    expect(page.calls()).toBe(1)
  })

  it('renders again after its tag is invalidated, not after an unrelated one', async () => {
    let version = 'v1'
    const page = renderer(() => version, {}, ['post:2', 'posts'])
    const key = pageCacheKey(get('/en/t2'), vary)
    await servePage(get('/en/t2'), key, 'a', page.render('a'))
    invalidateCacheTags(['trip:9'])
    expect((await servePage(get('/en/t2'), key, 'b', page.render('b'))).headers.get('x-cache')).toBe('hit')
    version = 'v2'
    invalidateCacheTags(['post:2'])
    const after = await servePage(get('/en/t2'), key, 'c', page.render('c'))
    expect(after.headers.get('x-cache')).toBe('miss')
    expect(await after.text()).toBe(html('c', 'v2'))
  })

  it('never stores answers with Set-Cookie, private answers, errors or signed-in renders', async () => {
    const cases: Array<[string, ReturnType<typeof renderer>]> = [
      ['/en/t3', renderer(() => 'x', { headers: { 'set-cookie': 'a=1' } })],
      ['/en/t4', renderer(() => 'x', { headers: { 'cache-control': 'private, no-store' } })],
      ['/en/t5', renderer(() => 'x', { status: 404 })],
    ]
    for (const [path, page] of cases) {
      const key = pageCacheKey(get(path), vary)
      await servePage(get(path), key, 'a', page.render('a'))
      await servePage(get(path), key, 'b', page.render('b'))
      expect(page.calls()).toBe(2)
    }
    const mine = renderer(() => 'alice')
    const signedIn = get('/en/t6', { cookie: 'waypoints.session_token=alice' })
    await servePage(signedIn, pageCacheKey(signedIn, vary), 'a', mine.render('a'))
    const anonymous = renderer(() => 'anonymous')
    const answer = await servePage(get('/en/t6'), pageCacheKey(get('/en/t6'), vary), 'b', anonymous.render('b'))
    expect(await answer.text()).toBe(html('b', 'anonymous'))
    expect(pageCache()!.stats().entries).toBeGreaterThan(0)
  })
})
