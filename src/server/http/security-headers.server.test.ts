import { describe, expect, it } from 'vitest'
import { publicOrigin } from './request-context.server'
import { trustProxySetting } from './trusted-proxies.server'
import {
  NON_HTML_CSP,
  contentSecurityPolicy,
  cspFeaturesFromEnv,
  hasSessionCookie,
  secureResponse,
  type CspFeatures,
} from './security-headers.server'

const none: CspFeatures = { recaptcha: false, telegram: false }
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

function page(contentType = 'text/html; charset=utf-8', headers: Record<string, string> = {}) {
  return new Response('<html></html>', { headers: { 'content-type': contentType, ...headers } })
}

describe('contentSecurityPolicy', () => {
  it('is strict: nonce and strict-dynamic for scripts, nothing inline or eval, no objects, no base, no framing', () => {
    const csp = directives(contentSecurityPolicy('abc123', none))
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['frame-src']).toEqual(["'none'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval')
  })

  it('carries each request its own nonce, however often the policy of a feature set is reused', () => {
    const first = contentSecurityPolicy('first+/=', none)
    const second = contentSecurityPolicy('$&second', none)
    expect(directives(first)['script-src']).toContain("'nonce-first+/='")
    expect(directives(second)['script-src']).toContain("'nonce-$&second'")
    expect(second).not.toContain('first')
    expect(second.replace('$&second', 'first+/=')).toBe(first)
    expect(contentSecurityPolicy('n', { ...none, telegram: true })).toContain('telegram')
  })

  it('names other origins only for the features that are configured', () => {
    const all = directives(
      contentSecurityPolicy('n', {
        recaptcha: true,
        telegram: true,
        sentryDsn: 'https://key@o1.ingest.sentry.io/42',
        googleIssuer: 'https://accounts.google.com',
      }),
    )
    expect(all['script-src']).toContain('https://www.recaptcha.net')
    expect(all['frame-src']).toEqual(
      expect.arrayContaining(['https://www.recaptcha.net', 'https://oauth.telegram.org']),
    )
    expect(all['connect-src']).toEqual(["'self'", 'https://www.recaptcha.net', 'https://o1.ingest.sentry.io'])
    expect(all['form-action']).toEqual(["'self'", 'https://accounts.google.com'])
    const bare = contentSecurityPolicy('n', none)
    for (const host of ['recaptcha', 'telegram', 'sentry', 'google']) expect(bare).not.toContain(host)
  })

  it('allows the analytics tag and its collection hosts only when analytics is configured', () => {
    const csp = directives(contentSecurityPolicy('n', { ...none, analyticsScript: 'http://127.0.0.1:3328/gtag/js' }))
    expect(csp['script-src']).toContain('http://127.0.0.1:3328')
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3328', 'https://*.google-analytics.com']),
    )
    expect(cspFeaturesFromEnv({}).analyticsScript).toBeUndefined()
    expect(cspFeaturesFromEnv({ GA_MEASUREMENT_ID: 'G-TEST' }).analyticsScript).toBe(
      'https://www.googletagmanager.com/gtag/js',
    )
    expect(contentSecurityPolicy('n', none)).not.toContain('analytics')
  })

  it('reads the configured features from the environment', () => {
    expect(cspFeaturesFromEnv({})).toMatchObject({ recaptcha: false, telegram: false, googleIssuer: undefined })
    expect(
      cspFeaturesFromEnv({
        RECAPTCHA_SITE_KEY: 'k',
        RECAPTCHA_SECRET_KEY: 's',
        TELEGRAM_BOT_TOKEN: 't',
        TELEGRAM_BOT_NAME: 'b',
        GOOGLE_CLIENT_ID: 'g',
      }),
    ).toMatchObject({ recaptcha: true, telegram: true, googleIssuer: 'https://accounts.google.com' })
    // Half a configuration enables nothing.
    expect(cspFeaturesFromEnv({ RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toBe(false)
  })
})

describe('secureResponse', () => {
  const options = { nonce: 'n0nce', https: false, features: none, page: true }
  const get = (cookie?: string) => new Request('http://x/en/profile', cookie ? { headers: { cookie } } : {})

  it('adds the hardening headers to every answer; HSTS only over https', () => {
    const plain = secureResponse(get(), page(), options)
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.headers.get('permissions-policy')).toContain('geolocation=()')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('content-security-policy')).toContain("'nonce-n0nce'")
    const secure = secureResponse(get(), page(), { ...options, https: true })
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('gives JSON and other non-HTML answers a CSP that loads nothing', () => {
    const json = secureResponse(get(), Response.json({ ok: true }), { ...options, page: false })
    expect(json.headers.get('content-security-policy')).toBe(NON_HTML_CSP)
  })

  it('signed-in pages are private and never stored; every page varies with Cookie', () => {
    const signedIn = secureResponse(get('a=1; waypoints.session_token=xyz'), page(), options)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect(signedIn.headers.get('vary')).toBe('Cookie')
    const secureCookie = secureResponse(get('__Secure-waypoints.session_token=xyz'), page(), options)
    expect(secureCookie.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = secureResponse(
      get('theme=dark'),
      page('text/html', { 'cache-control': 'public, max-age=60', vary: 'Accept-Language' }),
      options,
    )
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60')
    expect(anonymous.headers.get('vary')).toBe('Accept-Language, Cookie')
  })

  it('works on answers whose headers are immutable', async () => {
    const immutable = Response.redirect('http://x/en', 302)
    const secured = secureResponse(get(), immutable, options)
    expect(secured.status).toBe(302)
    expect(secured.headers.get('location')).toBe('http://x/en')
    expect(secured.headers.get('x-frame-options')).toBe('DENY')
  })

  it('recognises the session cookie only', () => {
    expect(hasSessionCookie(get('waypoints.session_token=1'))).toBe(true)
    expect(hasSessionCookie(get('waypoints.session_data=1; x=waypoints.session_token'))).toBe(false)
    expect(hasSessionCookie(get())).toBe(false)
  })
})

describe('publicOrigin', () => {
  const behindProxy = new Request('http://10.0.0.5:3000/en', {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'waypoints.example' },
  })
  const proxies = trustProxySetting.parse('10.0.0.0/8')
  /** The request as the server hands it on, with the socket's address. */
  const from = (ip: string, request = behindProxy) => Object.assign(request.clone(), { ip })
  it('trusts X-Forwarded-Proto/-Host only from a configured proxy', () => {
    expect(publicOrigin(from('10.1.2.3'), null)).toBe('http://10.0.0.5:3000')
    expect(publicOrigin(from('10.1.2.3'), proxies)).toBe('https://waypoints.example')
    expect(publicOrigin(from('10.1.2.3', new Request('http://a.example/x')), proxies)).toBe('http://a.example')
  })
  it('ignores them from any other peer, even with a proxy configured', () => {
    expect(publicOrigin(from('203.0.113.5'), proxies)).toBe('http://10.0.0.5:3000')
  })
})
