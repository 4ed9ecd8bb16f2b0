// Foundation: the not-found and error pages (status, message, title, structure, buttons) and what bots get instead.
import { expect } from '@playwright/test'
import { bodyText, decodeHtml, locales, msg, test, waitForHydration } from './support/helpers'

test.describe('not found', () => {
  test('unknown locale: 404 "Page Not Found: {path}"', async ({ page, request }) => {
    const raw = await request.get('/fr/whatever')
    expect(raw.status()).toBe(404)
    expect(bodyText(await raw.text())).toContain('Page Not Found: /fr/whatever')

    const response = await page.goto('/fr/whatever')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /fr/whatever')).toBeVisible()
    await expect(page.getByText('404', { exact: true })).toBeVisible()
  })

  for (const locale of locales) {
    test(`unknown path in ${locale}: 404 with the localized message`, async ({ page, request }) => {
      const path = `/${locale}/does-not-exist`
      const expected = msg(locale, 'error_not_found_path', { path })
      const raw = await request.get(path)
      expect(raw.status()).toBe(404)
      const html = await raw.text()
      expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${locale}"`))
      expect(bodyText(html)).toContain(expected)

      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText(expected)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'error_404_title'))
      await expect(page.getByRole('button', { name: msg(locale, 'error_home_button') })).toBeVisible()
      await expect(page.getByRole('button', { name: msg(locale, 'error_back_button') })).toBeVisible()
    })
  }

  test('a blog filter naming no category or tag is the 404 page; known filters list posts', async ({ request }) => {
    for (const locale of locales) {
      for (const query of ['?category=no-such-category', '?tag=no-such-tag', '?category=food&tag=no-such-tag']) {
        const response = await request.get(`/${locale}/blog${query}`)
        expect(response.status(), `${locale} ${query}`).toBe(404)
        const html = decodeHtml(await response.text())
        expect(bodyText(html)).toContain(msg(locale, 'error_not_found_path', { path: `/${locale}/blog${query}` }))
        expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
        expect(html).not.toMatch(/rel="canonical"/)
      }
    }
    for (const query of ['?category=food', '?tag=hiking', '?category=food&tag=hiking']) {
      expect((await request.get(`/en/blog${query}`)).status(), query).toBe(200)
    }
  })

  test('the English message is exactly "Page not found: {path}"', async ({ request }) => {
    const html = await (await request.get('/en/does-not-exist')).text()
    expect(bodyText(html)).toContain('Page not found: /en/does-not-exist')
  })

  test('the 404 document has a translated title and is not indexed', async ({ request }) => {
    const html = decodeHtml(await (await request.get('/es/does-not-exist')).text())
    expect(html).toMatch(new RegExp(`<title>${msg('es', 'error_404_title')}[^<]*</title>`))
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).not.toMatch(/rel="canonical"/)
  })
})

test.describe('page structure', () => {
  for (const [path, status] of [
    ['/en', 200],
    ['/en/about', 200],
    ['/en/does-not-exist', 404],
    ['/fr/whatever', 404],
  ] as const) {
    test(`${path} has exactly one header, main and footer`, async ({ page, request }) => {
      const html = await (await request.get(path)).text()
      expect(html.match(/<header\b/g) ?? [], 'server HTML <header>').toHaveLength(1)
      expect(html.match(/<main\b/g) ?? [], 'server HTML <main>').toHaveLength(1)
      expect(html.match(/<footer\b/g) ?? [], 'server HTML <footer>').toHaveLength(1)

      const response = await page.goto(path)
      expect(response?.status()).toBe(status)
      await waitForHydration(page)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    })
  }
})

test.describe('error page buttons', () => {
  test('Home goes to the localized home', async ({ page }) => {
    await page.goto('/es/does-not-exist')
    await waitForHydration(page)
    await page.getByRole('button', { name: msg('es', 'error_home_button') }).click()
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'home_hero_title'))
  })

  test('Back goes back in history', async ({ page }) => {
    await page.goto('/en/about')
    await page.goto('/en/does-not-exist')
    await waitForHydration(page)
    await page.getByRole('button', { name: msg('en', 'error_back_button') }).click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect(page.getByText('Page not found: /en/does-not-exist')).toHaveCount(0)
  })

  test('Back goes home when there is no history (a link opened in a new tab)', async ({ page, context, baseURL }) => {
    await page.goto('/en')
    // A Playwright page starts on about:blank (history.length 2); a tab opened by window.open starts empty.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url, '_blank', 'noopener'), `${baseURL}/uk/does-not-exist`),
    ])
    await tab.waitForLoadState()
    await waitForHydration(tab)
    expect(await tab.evaluate(() => window.history.length)).toBe(1)
    await tab.getByRole('button', { name: msg('uk', 'error_back_button') }).click()
    await expect(tab).toHaveURL(/\/uk$/)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(msg('uk', 'home_hero_title'))
  })
})

test.describe('bots', () => {
  const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

  test('get the 404 status but no error page in the HTML', async ({ request }) => {
    for (const ua of ['Googlebot/2.1', bot, 'facebookexternalhit/1.1', 'Chrome-Lighthouse']) {
      const response = await request.get('/en/does-not-exist', { headers: { 'user-agent': ua } })
      expect(response.status(), ua).toBe(404)
      const text = bodyText(await response.text())
      expect(text, ua).not.toContain('Page not found')
      expect(text, ua).not.toContain(msg('en', 'error_home_button'))
      expect(text, ua).not.toContain(msg('en', 'error_back_button'))
    }
  })

  test('get no error page after hydration either', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: bot })
    const page = await context.newPage()
    const response = await page.goto('/en/does-not-exist')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByText('Page not found')).toHaveCount(0)
    await expect(page.getByRole('button', { name: msg('en', 'error_home_button') })).toHaveCount(0)
    await context.close()
  })

  test('a normal browser does get the error page', async ({ request }) => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
    const text = bodyText(await (await request.get('/en/does-not-exist', { headers: { 'user-agent': ua } })).text())
    expect(text).toContain('Page not found: /en/does-not-exist')
  })
})
