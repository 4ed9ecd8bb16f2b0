// Foundation: SSR per locale, locale detection and switching, redirects, no console errors and SEO links, against
// the built production server (playwright.config.ts). Error pages: foundation-errors.spec.ts; accessibility and small
// screens: foundation-a11y.spec.ts.
import { expect } from '@playwright/test'
import { bodyText, collectErrors, decodeHtml, locales, msg, test, waitForHydration } from './support/helpers'

const noRedirect = { maxRedirects: 0 } as const

test.describe('server-side rendering', () => {
  for (const locale of locales) {
    test(`/${locale} renders on the server in ${locale}`, async ({ request }) => {
      const response = await request.get(`/${locale}`, noRedirect)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/text\/html/)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${locale}"`))
      expect(html).toMatch(/<html[^>]*\bdir="ltr"/)
      expect(decodeHtml(html)).toContain(`<title>${msg(locale, 'home_meta_title')}</title>`)
      const text = bodyText(html)
      expect(text).toContain(msg(locale, 'home_hero_title'))
      expect(text).toContain(msg(locale, 'nav_skip_to_content'))
      expect(text).toContain(msg(locale, 'home_features_title'))
    })
  }

  test('the hydrated page keeps the language and direction', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(`/${locale}`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'home_hero_title'))
    }
  })
})

test.describe('locale detection on /', () => {
  test('redirects by Accept-Language (q-values honoured)', async ({ request }) => {
    const ru = await request.get('/', { ...noRedirect, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })
    expect(ru.status()).toBe(302)
    expect(ru.headers().location).toBe('/ru')
    expect(ru.headers().vary).toMatch(/accept-language/i)
    expect(ru.headers().vary).toMatch(/cookie/i)

    const uk = await request.get('/', { ...noRedirect, headers: { 'accept-language': 'fr;q=1, es;q=0.3, uk;q=0.8' } })
    expect(uk.headers().location).toBe('/uk')
  })

  test('the locale cookie wins over Accept-Language; an invalid cookie is ignored', async ({ request }) => {
    const byCookie = await request.get('/', {
      ...noRedirect,
      headers: { cookie: 'locale=uk', 'accept-language': 'ru-RU,ru;q=0.9' },
    })
    expect(byCookie.status()).toBe(302)
    expect(byCookie.headers().location).toBe('/uk')
    expect(byCookie.headers().vary).toMatch(/accept-language/i)

    const invalid = await request.get('/', {
      ...noRedirect,
      headers: { cookie: 'locale=fr', 'accept-language': 'es-ES' },
    })
    expect(invalid.headers().location).toBe('/es')
  })

  test('falls back to en and keeps the query string', async ({ request }) => {
    const fallback = await request.get('/?utm_source=mail', {
      ...noRedirect,
      headers: { 'accept-language': 'fr-FR, de;q=0.5' },
    })
    expect(fallback.status()).toBe(302)
    expect(fallback.headers().location).toBe('/en?utm_source=mail')
    expect(fallback.headers()['cache-control']).toMatch(/private|no-cache|no-store/)
  })

  test('a browser lands on its language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'uk-UA' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/uk$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
    await context.close()
  })
})

test.describe('trailing slash', () => {
  test('the slash form of a page redirects permanently (308) to the configured form', async ({ request }) => {
    for (const [from, to] of [
      ['/en/', '/en'],
      ['/en/about/', '/en/about'],
      ['/es/about/?page=2', '/es/about?page=2'],
    ] as const) {
      const response = await request.get(from, noRedirect)
      expect(response.status(), from).toBe(308)
      expect(response.headers().location, from).toBe(to)
    }
  })

  test('never redirects off-site (no protocol-relative Location)', async ({ request, baseURL }) => {
    // Full URLs: a bare "//host/" would be resolved against the scheme by the client itself.
    for (const path of [
      '//evil.example/',
      '//evil.example//',
      '///evil.example/',
      '/\\evil.example/',
      '//evil.example',
    ]) {
      const response = await request.get(`${baseURL}${path}`, noRedirect)
      const location = response.headers().location ?? ''
      expect(location, path).not.toMatch(/^(\/\/|\/\\)/)
      if (location) expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL!).origin)
    }
  })

  test('repeated slashes collapse into the canonical path', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/en//about/`, noRedirect)
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/en/about')
  })

  test('the configured form is served directly', async ({ request }) => {
    const response = await request.get('/en/about', noRedirect)
    expect(response.status()).toBe(200)
  })
})

test.describe('language switcher', () => {
  test('keeps the page, persists the choice for a year, and / then goes to it', async ({ page, context }) => {
    await page.goto('/en/about')
    await waitForHydration(page)
    const switcher = page.getByRole('navigation', { name: msg('en', 'locale_switcher_label') })
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')

    await switcher.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('navigation', { name: msg('es', 'locale_switcher_label') }).getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('aria-current', 'true')
    // Header and footer follow the new language.
    await expect(page.getByRole('navigation', { name: msg('es', 'nav_main_label') })).toContainText(
      msg('es', 'nav_home'),
    )

    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('es')
    expect(cookie?.path).toBe('/')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)

    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'home_hero_title'))
  })

  test('links point at the same page in every language (works without JavaScript)', async ({ request }) => {
    const html = await (await request.get('/ru/about')).text()
    for (const locale of locales) expect(html).toContain(`href="/${locale}/about"`)
  })
})

test.describe('no console or page errors', () => {
  for (const path of ['/en', '/ru/about']) {
    test(`on ${path}`, async ({ page }) => {
      const collected = collectErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(collected.unexpected()).toEqual([])
    })
  }

  test('on the 404 page (only the document 404 itself is tolerated)', async ({ page, baseURL }) => {
    const collected = collectErrors(page)
    const url = `${baseURL}/en/does-not-exist`
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(collected.unexpected({ allowDocument404For: url })).toEqual([])
  })

  test('while navigating client-side between pages', async ({ page }) => {
    const collected = collectErrors(page)
    await page.goto('/en')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg('en', 'footer_about') })
      .click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await page
      .getByRole('navigation', { name: msg('en', 'nav_main_label') })
      .getByRole('link', { name: msg('en', 'nav_home') })
      .click()
    await expect(page).toHaveURL(/\/en$/)
    await page.waitForLoadState('networkidle')
    expect(collected.unexpected()).toEqual([])
  })
})

test.describe('SEO links', () => {
  test('home has one canonical and hreflang alternates for every locale plus x-default', async ({ request, page }) => {
    const html = decodeHtml(await (await request.get('/es')).text())
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0])
    const canonical = links.filter((l) => /rel="canonical"/.test(l))
    expect(canonical).toHaveLength(1)
    expect(canonical[0]).toMatch(/href="https?:\/\/[^"]+\/es"/)
    const hreflangs = Object.fromEntries(
      links
        .filter((l) => /rel="alternate"/.test(l))
        .map((l) => [
          /hrefLang="([^"]+)"/i.exec(l)?.[1],
          /href="([^"]+)"/.exec(l)?.[1]?.replace(/^https?:\/\/[^/]+/, ''),
        ]),
    )
    expect(hreflangs).toEqual({ 'en-US': '/en', 'es-ES': '/es', 'ru-RU': '/ru', 'uk-UA': '/uk', 'x-default': '/en' })

    await page.goto('/es')
    await waitForHydration(page)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5)
  })

  test('the canonical drops tracking parameters', async ({ request }) => {
    const html = await (await request.get('/en/about?utm_source=x&fbclid=y')).text()
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/en\/about"/)
  })
})
