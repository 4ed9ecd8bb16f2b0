// Foundation: SSR per locale, locale detection and switching, redirects, error pages, SEO links,
// accessibility and small screens, against the built production server (playwright.config.ts).
import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import {
  bodyText,
  collectErrors,
  decodeHtml,
  expectNoHorizontalScroll,
  locales,
  msg,
  test,
  waitForHydration,
} from './support/helpers'
import { signUpByApi } from './support/accounts'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (axe WCAG 2.1 AA, ${colorScheme})`, () => {
    test.use({ colorScheme })
    for (const path of ['/en', '/en/does-not-exist', '/ru/about']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        await expectNoAxeViolations(page)
      })
    }
  })
}

test.describe('keyboard', () => {
  test('Tab from the page start focuses the visible skip link, which moves to the main content', async ({ page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: msg('en', 'nav_skip_to_content') })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(20)
    expect(box?.height ?? 0).toBeGreaterThan(10)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('a client-side navigation that removes the focused link moves focus to the new main content', async ({
    page,
  }) => {
    await page.goto('/en/blog')
    await waitForHydration(page)
    const card = page.locator('main article h3 a').first()
    const title = await card.innerText()
    await card.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // It stayed on <body>: the next Tab started wherever the removed card had been.
    await expect(page.locator('main#main')).toBeFocused()

    // The last page has no "next" link: focus does not fall back to <body> either.
    await page.goto('/en/trips')
    await waitForHydration(page)
    await page.getByRole('link', { name: msg('en', 'trips_next_page') }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/cursor=/)
    await expect(page.getByRole('link', { name: msg('en', 'trips_first_page') })).toBeVisible()
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('focus that survives a client-side navigation stays where it is', async ({ page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    const blog = page
      .getByRole('navigation', { name: msg('en', 'nav_main_label') })
      .getByRole('link', { name: msg('en', 'nav_blog') })
    await blog.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'blog_hero_title'))
    await expect(blog).toBeFocused()
  })
})

test.describe('small screens (360px)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const path of ['/en', '/es', '/ru', '/uk', '/en/about', '/ru/does-not-exist', '/fr/whatever']) {
    test(`${path}: no horizontal scroll and the header fits`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoHorizontalScroll(page, 360)
      const header = page.getByRole('banner')
      // Every visible header link (the skip link is visually hidden until focused).
      for (const link of await header.locator('a:not([href="#main"])').all()) {
        const box = await link.boundingBox()
        expect(box, await link.innerText()).not.toBeNull()
        if (!box) continue
        expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(360)
      }
    })
  }

  test('the header navigation works at 360px', async ({ page }) => {
    await page.goto('/en/about')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: 'Українська' }).click()
    await expect(page).toHaveURL(/\/uk\/about$/)
    await page
      .getByRole('navigation', { name: msg('uk', 'nav_main_label') })
      .getByRole('link', { name: msg('uk', 'nav_home') })
      .click()
    await expect(page).toHaveURL(/\/uk$/)
    await expectNoHorizontalScroll(page, 360)
  })
})

test.describe('small screens, signed in', () => {
  const name = 'QA Тестер Long Name'
  let mail: SmtpInbox
  let cookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'] = []
  test.beforeAll(async ({ browser, baseURL }) => {
    mail = await startSmtpInbox()
    const context = await browser.newContext()
    await signUpByApi(context.request, mail, baseURL!, { name })
    cookies = (await context.storageState()).cookies
    await context.close()
  })
  test.afterAll(() => mail?.close())

  for (const width of [320, 375]) {
    test(`${width}px: a long display name keeps every header control on screen`, async ({ page, context }) => {
      await context.addCookies(cookies)
      await page.setViewportSize({ width, height: 740 })
      for (const [locale, path] of [
        ['uk', '/uk/blog'],
        ['en', '/en/trips'],
        ['uk', '/uk/profile/trips'],
      ] as const) {
        await page.goto(path)
        await waitForHydration(page)
        const header = page.getByRole('banner')
        // The full name stays the menu button's accessible name, however the button shows it.
        const account = header.getByRole('button', { name: `${name} ${msg(locale, 'nav_user_menu_label')}` })
        await expect(account).toBeVisible()
        await expectNoHorizontalScroll(page, width)
        for (const control of await header.locator('a:not([href="#main"]), button, input').all()) {
          const what = `${path}: ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`
          const box = await control.boundingBox()
          expect(box, what).not.toBeNull()
          if (!box) continue
          expect(box.x, what).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, what).toBeLessThanOrEqual(width)
        }
      }
      // The menu opens and its items fit too.
      await page.mouse.move(0, 0)
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click()
      const item = page.getByRole('menuitem', { name: msg('uk', 'nav_my_trips') })
      await expect(item).toBeVisible()
      const box = await item.boundingBox()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true)
      await expectNoHorizontalScroll(page, width)
    })
  }
})
