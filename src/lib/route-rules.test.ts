import { describe, expect, it } from 'vitest'
import { pageCacheControl, routeGroup } from './route-rules'

describe('route rules (cache headers per route group)', () => {
  it('groups paths', () => {
    expect(routeGroup('/assets/index-abc.js')).toBe('assets')
    expect(routeGroup('/builds/latest.json')).toBe('latest-build')
    expect(routeGroup('/builds/meta/abc.json')).toBe('build-meta')
    expect(routeGroup('/en/profile')).toBe('signed-in')
    expect(routeGroup('/uk/profile/blog/create')).toBe('signed-in')
    expect(routeGroup('/es/auth/login')).toBe('guest-forms')
    expect(routeGroup('/en/profiles-of-travellers')).toBe('public')
    expect(routeGroup('/en/trips/1')).toBe('public')
    expect(routeGroup('/fr/profile')).toBe('public')
  })
  it('gives signed-in pages private, no-store and public pages a short shared cache', () => {
    expect(pageCacheControl('/en/profile', { status: 200, signedIn: true })).toBe('private, no-store')
    expect(pageCacheControl('/en/profile', { status: 200, signedIn: false })).toBe('private, no-store')
    expect(pageCacheControl('/en/trips', { status: 200, signedIn: false })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
    expect(pageCacheControl('/en/trips', { status: 404, signedIn: false })).toMatch(/^public, max-age=0, s-maxage=60/)
  })
  it('keeps public pages private for signed-in visitors and never stores server errors', () => {
    expect(pageCacheControl('/en/trips', { status: 200, signedIn: true })).toBe('private, no-store')
    expect(pageCacheControl('/en/trips', { status: 500, signedIn: false })).toBe('no-store')
  })
})
