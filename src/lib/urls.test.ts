import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from './config'
import { canonicalUrl, safeRedirectPath, withTrailingSlash } from './urls'

const origin = 'https://waypoints.example'

describe('withTrailingSlash', () => {
  it("removes trailing slashes in 'never' mode", () => {
    expect(withTrailingSlash('/en/about/', 'never')).toBe('/en/about')
    expect(withTrailingSlash('/en/about//', 'never')).toBe('/en/about')
    expect(withTrailingSlash('/en/about', 'never')).toBe('/en/about')
  })
  it("adds exactly one in 'always' mode", () => {
    expect(withTrailingSlash('/en/about', 'always')).toBe('/en/about/')
    expect(withTrailingSlash('/en/about///', 'always')).toBe('/en/about/')
  })
  it('leaves the root alone', () => {
    expect(withTrailingSlash('/', 'never')).toBe('/')
    expect(withTrailingSlash('/', 'always')).toBe('/')
    expect(withTrailingSlash('', 'always')).toBe('/')
  })
  it("defaults to the site setting ('never' unless VITE_TRAILING_SLASH=always)", () => {
    expect(siteConfig.trailingSlash).toBe('never')
    expect(withTrailingSlash('/en/')).toBe('/en')
  })
})

describe('canonicalUrl', () => {
  const whitelist = ['page', 'tag', 'q'] as const

  it('keeps only whitelisted parameters, sorted by name', () => {
    expect(canonicalUrl('/en/blog?utm_source=x&tag=food&page=2&fbclid=1', whitelist, origin)).toBe(
      `${origin}/en/blog?page=2&tag=food`,
    )
  })
  it('drops the query entirely when nothing is whitelisted', () => {
    expect(canonicalUrl('/en/blog?utm_source=x&gclid=y', whitelist, origin)).toBe(`${origin}/en/blog`)
  })
  it('drops empty values and keeps repeated values in order', () => {
    expect(canonicalUrl('/en/blog?tag=b&page=&tag=a', whitelist, origin)).toBe(`${origin}/en/blog?tag=b&tag=a`)
  })
  it('encodes kept values', () => {
    expect(canonicalUrl('/en/search?q=a%20b%26c', whitelist, origin)).toBe(`${origin}/en/search?q=a+b%26c`)
  })
  it('ignores the fragment and applies the configured slash form', () => {
    expect(canonicalUrl('/en/about/#team', whitelist, origin)).toBe(`${origin}/en/about`)
  })
  it('uses the site whitelist and origin by default', () => {
    expect(siteConfig.canonicalQueryWhitelist).toEqual(['page', 'category', 'tag', 'destination', 'month', 'q'])
    expect(canonicalUrl('/es/trips?month=5&destination=peru&sort=price&category=hike')).toBe(
      `${siteConfig.siteUrl}/es/trips?category=hike&destination=peru&month=5`,
    )
  })
  it('does not let a protocol-relative path change the origin', () => {
    expect(canonicalUrl('/en/a', whitelist, origin).startsWith(origin)).toBe(true)
  })
})

describe('canonicalUrl with VITE_TRAILING_SLASH=always', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })
  it('ends page paths with a slash', async () => {
    vi.stubEnv('VITE_TRAILING_SLASH', 'always')
    vi.resetModules()
    const fresh = await import('./urls')
    expect(fresh.canonicalUrl('/en/blog?page=2&x=1', ['page'], origin)).toBe(`${origin}/en/blog/?page=2`)
    expect(fresh.withTrailingSlash('/en')).toBe('/en/')
  })
})

describe('safeRedirectPath (spec §8: no external navigation)', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirectPath('/en/profile', '/en')).toBe('/en/profile')
    expect(safeRedirectPath('/en/blog?page=2#top', '/en')).toBe('/en/blog?page=2#top')
  })
  it.each([
    '//evil.example',
    '//evil.example/en',
    'https://evil.example',
    'http://evil.example/en',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /en',
    'evil.example',
    'en/profile',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target, '/en')).toBe('/en')
  })
  it('refuses tab/newline tricks that browsers strip', () => {
    expect(safeRedirectPath('/\t/evil.example', '/en')).not.toMatch(/^\/\//)
    expect(safeRedirectPath('/\n/evil.example', '/en')).not.toMatch(/^\/\//)
  })
  it('refuses non-strings', () => {
    for (const target of [undefined, null, 42, ['/en'], { href: '/en' }])
      expect(safeRedirectPath(target, '/uk')).toBe('/uk')
  })
  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/en/../../x', '/en')).toBe('/x')
  })
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
  ])('never returns a protocol-relative path for %j', (target) => {
    const result = safeRedirectPath(target, '/en')
    expect(result.startsWith('//')).toBe(false)
    expect(result.startsWith('/\\')).toBe(false)
    expect(new URL(result, 'http://same.origin').origin).toBe('http://same.origin')
  })
  it('collapses repeated slashes after resolving dot segments', () => {
    expect(safeRedirectPath('/.//evil.example', '/en')).toBe('/evil.example')
    expect(safeRedirectPath('/en//profile', '/en')).toBe('/en/profile')
  })
})

// Pieces that often trick path checks; fast-check mixes them with arbitrary strings.
const trickyPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  ':',
  '@',
  '?',
  '#',
  '\t',
  '\n',
  '\u0000',
  'evil.example',
  'javascript:',
  'http:',
  '%',
  'é',
  '\u2028',
)
const candidate = fc.oneof(
  fc.string(),
  fc.array(fc.oneof(trickyPiece, fc.string({ maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.oneof(trickyPiece, fc.string({ maxLength: 4 })), { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
)

describe('safeRedirectPath (property-based)', () => {
  it('returns the fallback or a path that stays on this origin for the browser and the router', () => {
    fc.assert(
      fc.property(candidate, (target) => {
        const result = safeRedirectPath(target, '/fallback')
        if (result === '/fallback') return
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(result.startsWith('/\\')).toBe(false)
        // eslint-disable-next-line no-control-regex -- control characters are what is checked
        expect(/[\u0000-\u001f\u007f]/.test(result)).toBe(false)
        expect(decodeURIComponent(result).startsWith('//')).toBe(false)
        expect(new URL(result, 'https://app.example').origin).toBe('https://app.example')
        // Normalised: checking the answer again changes nothing.
        expect(safeRedirectPath(result, '/fallback')).toBe(result)
      }),
      { numRuns: 5000 },
    )
  })
})

describe('canonicalUrl fast path for plain paths', () => {
  it('gives the same URL as full URL parsing for every kind of path', () => {
    const viaUrl = (path: string, origin: string) => {
      const url = new URL(path, 'http://x')
      return `${origin}${withTrailingSlash(url.pathname)}`
    }
    for (const path of [
      '/',
      '/en',
      '/en/',
      '/en/blog/posts/what-to-pack',
      '/ru/blog/posts/%D0%BF%D0%BE%D1%85%D0%BE%D0%B4',
      '/en/trips/3',
      '/en/help/faq.md',
      '/en/./blog',
      '/en/../ru',
      '/en//blog',
      '/en/ü',
      '/en/a b',
      '/en/.hidden',
    ])
      expect(canonicalUrl(path, [], 'https://w.example')).toBe(viaUrl(path, 'https://w.example'))
  })
})
