// Issue 12 #10: without VITE_SITE_URL, robots.txt, sitemaps and canonical links name the origin of the request
// being answered, not http://localhost:3000.
import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/config'
import { cspNonce } from '@/lib/request-info'
import { robotsTxt } from '@/lib/sitemap'
import { canonicalUrl } from '@/lib/urls'
import { runInRequestContext } from '@/server/http/request-context.server'

describe('site origin without VITE_SITE_URL', () => {
  it('is not configured in the test build', () => {
    expect(siteConfig.siteUrlConfigured).toBe(false)
  })

  it('follows the request being answered', () => {
    runInRequestContext({ origin: 'https://waypoints.example', nonce: 'n1' }, () => {
      expect(robotsTxt()).toContain('Sitemap: https://waypoints.example/sitemap.xml')
      expect(robotsTxt()).not.toContain('localhost')
      expect(canonicalUrl('/en/trips?month=2027-05&utm=x')).toBe('https://waypoints.example/en/trips?month=2027-05')
      expect(cspNonce()).toBe('n1')
    })
    runInRequestContext({ origin: 'http://127.0.0.1:3100', nonce: 'n2' }, () => {
      expect(canonicalUrl('/en')).toBe('http://127.0.0.1:3100/en')
    })
  })

  it('falls back to localhost outside a request (scripts, tests)', () => {
    expect(siteConfig.siteUrl).toBe('http://localhost:3000')
  })
})
