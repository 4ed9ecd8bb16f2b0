// Foundation: accessibility (axe in both themes, keyboard and focus) and small screens, signed out and signed in.
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { axeOn, expectNoHorizontalScroll, msg, test, waitForHydration } from './support/helpers'
import { signUpByApi } from './support/accounts'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
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
      // Every visible header link (the skip link is visually hidden until focused), the phone menu's open.
      await header.getByRole('button', { name: /^(Menu|Menú|Меню)$/ }).click()
      for (const link of await header.locator('a:visible:not([href="#main"])').all()) {
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
    await page
      .getByRole('banner')
      .getByRole('button', { name: msg('en', 'header_menu') })
      .click()
    await page.getByRole('banner').getByRole('link', { name: 'Українська' }).click()
    await expect(page).toHaveURL(/\/uk\/about$/)
    await page
      .getByRole('banner')
      .getByRole('button', { name: msg('uk', 'header_menu') })
      .click()
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
        // On a phone the account is in the header's menu (ADR 061), the full name at its head.
        await header.getByRole('button', { name: msg(locale, 'header_menu') }).click()
        await expect(header.locator('p').filter({ hasText: name })).toBeVisible()
        await expectNoHorizontalScroll(page, width)
        for (const control of await header
          .locator('a:visible:not([href="#main"]), button:visible, input:visible')
          .all()) {
          const what = `${path}: ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`
          const box = await control.boundingBox()
          expect(box, what).not.toBeNull()
          if (!box) continue
          expect(box.x, what).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, what).toBeLessThanOrEqual(width)
        }
      }
      // The account's links fit too.
      const item = page.getByRole('banner').getByRole('link', { name: msg('uk', 'nav_my_trips') })
      await expect(item).toBeVisible()
      const box = await item.boundingBox()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true)
      await expectNoHorizontalScroll(page, width)
    })
  }
})
