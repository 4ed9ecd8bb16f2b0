// Security in the browser (issue 12): headers and a nonce-based CSP on every answer, no CSP violation on any page
// kind, no script from user input or echoed search params runs, signed-in pages are never stored by shared
// caches, oversized bodies are refused early, and links use the request's origin when no site URL is configured.
import { expect, type Page } from '@playwright/test'
import { test } from './support/helpers'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

let mail: SmtpInbox

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  mail = await startSmtpInbox()
})
test.afterAll(() => mail.close())

// Script tags, event handlers, javascript: links, SVG and Markdown link tricks; each sets window.__xss if it runs.
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload="window.__xss=3">',
  'javascript:window.__xss=4',
  '[x](javascript:window.__xss=5)',
  "'-window.__xss=6-'",
]

async function expectNoPayloadRan(page: Page) {
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
}

test('pages carry the security headers and a fresh nonce that every inline script uses', async ({ request }) => {
  const first = await request.get('/en')
  const second = await request.get('/en')
  const csp = first.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(second.headers()['content-security-policy']).not.toContain(nonce)
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "'strict-dynamic'"])
    expect(csp).toContain(directive)
  expect(csp).not.toContain("'unsafe-eval'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  // Origins only for the configured features: reCAPTCHA and Telegram are configured for this run, Sentry is not.
  expect(csp).toContain('https://www.recaptcha.net')
  expect(csp).toContain('https://oauth.telegram.org')
  expect(csp).not.toContain('sentry')
  const headers = first.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toBeUndefined() // plain http here
  const html = await first.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  const login = await request.get('/en/auth/login')
  expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const api = await request.get('/api/v1/trips')
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  const asset = await request.get('/favicon.svg')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')
})

test('the sign-in page cannot be framed by another site', async ({ page, baseURL, cspViolations }) => {
  await page.goto('about:blank')
  await page.setContent(`<iframe id="f" src="${baseURL}/en/auth/login"></iframe>`)
  await page.waitForTimeout(1500)
  const frame = page.frames().find((f) => f.url().includes('/auth/login'))
  const framedTitle = frame ? await frame.title().catch(() => '') : ''
  expect(framedTitle).not.toMatch(/Sign in/i)
  cspViolations.length = 0 // the refused frame is the point of this test
})

test('no CSP violation on any page kind, hydrated and navigated', async ({ page }) => {
  const paths = ['/en', '/es/trips', '/ru/trips/1', '/uk/blog', '/en/auth/login', '/en/auth/password-reset', '/en/nope']
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // A client-side navigation renders head tags and scripts in the browser.
  await page.goto('/en')
  await page.locator('header a[href="/en/blog"]').first().click()
  await expect(page).toHaveURL(/\/en\/blog$/)
  await page.waitForLoadState('networkidle')
})

test('the guard notices a violation (proof that the listener works)', async ({ page, cspViolations }) => {
  await page.goto('/en')
  await page.evaluate(() => {
    // What an injected event handler would look like: blocked, and reported.
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.__xss = "inline handler"')
    document.body.append(button)
    button.click()
  })
  await expect.poll(() => cspViolations.length).toBe(1)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  cspViolations.length = 0
})

test('search params echoed in pages never run as script', async ({ page }) => {
  test.setTimeout(90_000)
  for (const payload of payloads) {
    const q = encodeURIComponent(payload)
    for (const [path, status] of [
      [`/en/auth/login?redirect=${q}&error=${q}`, 200],
      // Unusable filters are dropped: the unfiltered list, not an error page.
      [`/en/trips?destination=${q}&month=${q}`, 200],
      [`/en/blog?tag=${q}&category=${q}`, 200],
      [`/en/search?q=${q}&type=${q}&lang=${q}&cursor=${q}`, 200],
      [`/en/${q}`, 404],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(status)
      await expectNoPayloadRan(page)
    }
  }
})

test('user names from sign-up are shown as text on the profile, never run', async ({ page, baseURL }) => {
  const names = [0, 2, 4].map((i) => payloads.slice(i, i + 2).join(''))
  for (const [index, name] of names.entries()) {
    const email = `xss.${Date.now()}.${index}@example.test`
    const origin = { origin: baseURL! }
    const registered = await page.request.post('/api/auth/register', {
      data: { name, email, password: 'violet-harbour-tram-42' },
      headers: origin,
    })
    expect(registered.status(), await registered.text()).toBe(200)
    let token: string | undefined
    await expect
      .poll(() => {
        const raw = mail.inbox
          .find((m) => m.to === email)
          ?.raw.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
        token = raw ? /[?&]token=([^&\s"<>]+)/.exec(raw)?.[1] : undefined
        return token
      })
      .toBeTruthy()
    const confirmed = await page.request.post('/api/auth/email/confirm', {
      data: { token: decodeURIComponent(token!) },
      headers: origin,
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)

    await page.goto('/en/profile')
    // The header also carries the name for screen readers only (the account button shows an initial on phones).
    await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible()
    await expectNoPayloadRan(page)

    // Signed-in pages are private to the browser (they show the e-mail address).
    const profile = await page.request.get('/en/profile')
    expect(profile.headers()['cache-control']).toBe('private, no-store')
    expect(profile.headers()['vary']).toMatch(/\bCookie\b/)
    await page.context().clearCookies()
  }
})

test('an oversized JSON body is refused with 413 before it is read', async ({ request }) => {
  const response = await request.post('/api/auth/email/resend', {
    data: `{"email":"${'a'.repeat(2 * 1024 * 1024)}@x.y"}`,
    headers: { 'content-type': 'application/json' },
  })
  expect(response.status()).toBe(413)
  expect((await response.json()).error.code).toBe('payload_too_large')
})

test('robots.txt and canonical links use the request origin when no site URL is configured', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const html = await (await request.get('/en/trips')).text()
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/trips"`)
  expect(html).not.toContain('http://localhost:3000')
})
