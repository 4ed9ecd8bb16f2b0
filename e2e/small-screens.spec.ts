// Every page on a 360 px phone, in all four languages (Russian and Ukrainian words are long): no horizontal scroll
// (the failure names the element that sticks out), open menus and dialogs inside the screen, and touch targets of at
// least 24×24 CSS px (WCAG 2.2 2.5.8, axe's `target-size`), signed out and signed in.
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { signUpByApi } from './support/accounts'
import { axeOn, type Locale, locales, msg, test, waitForHydration } from './support/helpers'
import { startSmtpInbox, stubCaptcha, type SmtpInbox } from './support/stand-ins'

const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 740 } })
test.beforeEach(({ page }) => stubCaptcha(page))

/**
 * What sticks out, or null: elements past the screen's edge (the widest, and the innermost: the likely cause), and
 * text wider than its own box (a long Russian word spilling out of a footer column only just fits this machine's
 * font, and widens the page of a phone whose font is a little wider). With `scope` (a menu or dialog: fixed boxes
 * never widen the document) only the elements inside it count, on both edges.
 */
async function overflow(page: Page, scope?: string): Promise<string | null> {
  return page.evaluate((scopeSelector) => {
    const width = window.innerWidth
    const root = scopeSelector ? document.querySelector(scopeSelector) : document.body
    if (!root) return `${scopeSelector} is not in the page`
    // Content inside a scrolling or clipping box (a wide table, a code block, sr-only text) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect()
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : ''
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> "${text}" (${Math.round(box.left)}–${Math.round(box.right)}px, content ${element.scrollWidth}px)`
    }
    const innermost = (elements: Element[]) =>
      elements.filter((element) => !elements.some((other) => other !== element && element.contains(other)))
    const elements = [root, ...root.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element)
      return style.display !== 'none' && style.display !== 'contents' && !clipped(element)
    })
    const problems: string[] = []

    const scrollWidth = document.documentElement.scrollWidth
    const outside = elements.filter((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return false
      return box.right > width + 0.5 || (!!scopeSelector && box.left < -0.5)
    })
    if (outside.length > 0) {
      const widest = outside.reduce((a, b) =>
        b.getBoundingClientRect().width > a.getBoundingClientRect().width ? b : a,
      )
      problems.push(
        `past the screen's edge: widest ${describe(widest)}; innermost ${innermost(outside).map(describe).join(', ')}`,
      )
    } else if (!scopeSelector && scrollWidth > width) problems.push(`the page is ${scrollWidth}px wide`)

    const spilling = elements.filter((element) => {
      const style = getComputedStyle(element)
      // Boxes that clip or scroll (sr-only text, a code block) keep what is wider inside them.
      if (style.display === 'inline' || style.overflowX !== 'visible') return false
      return element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1
    })
    if (spilling.length > 0) problems.push(`wider than its box: ${innermost(spilling).map(describe).join(', ')}`)
    return problems.length > 0 ? problems.join('\n') : null
  }, scope)
}

/** Interactive elements smaller than 24×24 px without the spacing, inline or equivalent exceptions (axe). */
async function smallTargets(page: Page, scope?: string): Promise<string[]> {
  let builder = axeOn(page).withRules(['target-size'])
  if (scope) builder = builder.include(scope)
  const results = await builder.analyze()
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))
}

/** Soft checks, so one run lists every page and locale that fails. */
async function expectFits(page: Page, what: string, scope?: string) {
  expect.soft(await overflow(page, scope), `${what}: sticks out of a ${WIDTH}px screen`).toBeNull()
  expect.soft(await smallTargets(page, scope), `${what}: touch targets under 24×24px`).toEqual([])
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

/**
 * Tabs through the header from the top of the page and fails when focus goes back up the screen (or left on the
 * same row): the phone layout wraps the header into rows, and the focus order has to follow what the eye reads.
 * Returns what took focus, by accessible text.
 */
async function expectHeaderTabOrderFollowsLayout(page: Page, what: string) {
  await page.locator('body').focus()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const stops: Array<{ name: string; x: number; y: number; height: number }> = []
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || !element.closest('header')) return null
      const box = element.getBoundingClientRect()
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null
      const name = element.getAttribute('aria-label') ?? label ?? element.textContent?.trim() ?? element.tagName
      return {
        name: name || element.outerHTML.slice(0, 60),
        x: box.x,
        y: box.y,
        height: box.height,
        skip: element.getAttribute('href') === '#main',
      }
    })
    if (!stop) break
    if (!stop.skip) stops.push(stop)
  }
  expect(stops.length, `${what}: the header has keyboard stops`).toBeGreaterThan(3)
  for (let i = 1; i < stops.length; i++) {
    const [before, after] = [stops[i - 1]!, stops[i]!]
    const sameRow = Math.abs(after.y + after.height / 2 - (before.y + before.height / 2)) < before.height / 2
    const forward = sameRow ? after.x > before.x : after.y > before.y
    expect
      .soft(
        forward,
        `${what}: Tab goes from "${before.name}" (${Math.round(before.x)},${Math.round(before.y)}) back to "${after.name}" (${Math.round(after.x)},${Math.round(after.y)})`,
      )
      .toBe(true)
  }
  return stops.map((stop) => stop.name)
}

/** Seed content every locale has (the seed writes posts, trips and pages in all four languages). */
const publicPages = (l: Locale) => [
  `/${l}`,
  `/${l}/blog`,
  `/${l}/blog/posts/what-to-pack-for-a-hut-to-hut-trek`,
  `/${l}/blog/posts/supra-v-svanetii`,
  `/${l}/blog/categories/food`,
  `/${l}/blog/tags/hiking`,
  `/${l}/blog/users/maria`,
  `/${l}/blog/users/olena`,
  `/${l}/trips`,
  `/${l}/trips/1`,
  `/${l}/about`,
  `/${l}/privacy`,
  `/${l}/terms`,
  `/${l}/cookies`,
  `/${l}/search?q=trek`,
  `/${l}/search?q=zzqxv`,
  `/${l}/auth/login`,
  `/${l}/auth/login?mode=signup`,
  `/${l}/auth/password-reset`,
  `/${l}/auth/password-reset/confirm?token=abc`,
  `/${l}/does-not-exist`,
]

for (const locale of locales) {
  test(`${locale}: every public page fits ${WIDTH}px, with touch targets of 24px`, async ({ page }) => {
    test.setTimeout(240_000)
    for (const path of publicPages(locale)) {
      await visit(page, path)
      if (path.includes('q=trek')) await expect(page.locator('main a[href*="/blog/posts/"]').first()).toBeVisible()
      await expectFits(page, path)
    }
  })
}

/** The phone header's menu button (ADR 061). */
const menuButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: msg(locale, 'header_menu'), exact: true })

test('the header of a phone is read and tabbed in the same order, signed out', async ({ page }) => {
  for (const locale of ['ru', 'en'] as const) {
    await visit(page, `/${locale}/blog`)
    await menuButton(page, locale).click()
    const names = await expectHeaderTabOrderFollowsLayout(page, locale)
    expect(names).toContain(msg(locale, 'nav_sign_in'))
  }
})

test.describe('the phone header (ADR 061)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} theme`, () => {
      test.use({ colorScheme: scheme })
      for (const locale of ['en', 'uk'] as const) {
        test(`${locale}: one row, and a menu button that opens and closes by keyboard`, async ({ page }) => {
          await visit(page, `/${locale}/blog`)
          const header = page.getByRole('banner')
          const button = menuButton(page, locale)
          // One row: the logo and the button side by side, the header no taller than a row of them.
          const logo = header.getByRole('link', { name: msg(locale, 'site_name') })
          const [logoBox, buttonBox, headerBox] = await Promise.all([
            logo.boundingBox(),
            button.boundingBox(),
            header.boundingBox(),
          ])
          expect(Math.abs(logoBox!.y + logoBox!.height / 2 - (buttonBox!.y + buttonBox!.height / 2))).toBeLessThan(4)
          expect(headerBox!.height).toBeLessThan(64)
          // Nothing else shows in it: the logo and the button are its only controls until the menu opens.
          await expect(header.locator('a:visible:not([href="#main"]), button:visible, input:visible')).toHaveCount(2)

          // A disclosure: a real button that says whether it is open and which part of the page it controls.
          await expect(button).toHaveAttribute('aria-expanded', 'false')
          const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
          await expect(panel).toBeHidden()
          await button.focus()
          await page.keyboard.press('Enter')
          await expect(button).toHaveAttribute('aria-expanded', 'true')
          await expect(panel).toBeVisible()
          await expectFits(page, `${locale} open phone menu`)
          const axe = await axeOn(page).analyze()
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
          // Tab goes from the button into the menu: the pages first, then the search and the languages.
          await page.keyboard.press('Tab')
          await expect(panel.getByRole('link', { name: msg(locale, 'nav_home') })).toBeFocused()
          for (const name of ['nav_trips', 'nav_blog', 'nav_sign_in'])
            await expect(panel.getByRole('link', { name: msg(locale, name) })).toBeVisible()
          await expect(panel.getByRole('searchbox')).toBeVisible()
          await expect(panel.getByRole('link', { name: 'Español' })).toBeVisible()
          // Escape closes it and gives focus back to the button.
          await page.keyboard.press('Escape')
          await expect(panel).toBeHidden()
          await expect(button).toHaveAttribute('aria-expanded', 'false')
          await expect(button).toBeFocused()
          // A link in it navigates, and the next page starts with the menu closed.
          await page.keyboard.press('Space')
          await panel.getByRole('link', { name: msg(locale, 'nav_trips') }).click()
          await expect(page).toHaveURL(new RegExp(`/${locale}/trips$`))
          await expect(panel).toBeHidden()
          await expect(button).toHaveAttribute('aria-expanded', 'false')
        })
      }
    })
  }

  test('a search from the menu, with the cookie bar up: the header and the bar leave most of the screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 740 } })
    await context.clearCookies() // a first visitor: no consent cookies
    const page = await context.newPage()
    await visit(page, '/en')
    await expect(page.getByTestId('consent-bar')).toBeVisible()
    await menuButton(page, 'en').click()
    await page.getByRole('banner').getByRole('searchbox').fill('trek')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=trek/)
    await expect(page.locator('main a[href*="/blog/posts/"]').first()).toBeVisible()
    const header = (await page.getByRole('banner').boundingBox())!.height
    const bar = (await page.getByTestId('consent-bar').boundingBox())!.height
    // Before ADR 061 the header alone took 150–180 px and the bar 257 px of a 740 px screen.
    expect(header, 'the header is one row').toBeLessThan(64)
    expect(header + bar, 'header and cookie bar together').toBeLessThanOrEqual(740 * 0.4)
    await context.close()
  })
})

test('the floating cookie button leaves the end of every page readable', async ({ page }) => {
  for (const [locale, width] of [
    ['ru', WIDTH],
    ['uk', WIDTH],
    ['en', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 740 })
    await visit(page, `/${locale}/about`)
    const button = page.getByTestId('consent-floating-button')
    await expect(button).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // Text the button sits on at the very end of the page cannot be scrolled out from under it.
    const covered = await button.evaluate((element) => {
      const over = element.getBoundingClientRect()
      // The text's own boxes (an element's box also holds its padding).
      const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT)
      const texts: Text[] = []
      while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode as Text)
      return texts
        .filter((text) => {
          const range = document.createRange()
          range.selectNodeContents(text)
          return [...range.getClientRects()].some(
            (box) => box.left < over.right && box.right > over.left && box.top < over.bottom && box.bottom > over.top,
          )
        })
        .map((text) => text.textContent?.trim())
    })
    expect(covered, `${locale} at ${width}px: text under the floating cookie button`).toEqual([])
  }
})

test.describe('first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  for (const locale of locales) {
    test(`${locale}: the consent bar and the cookie settings dialog fit`, async ({ page }) => {
      await visit(page, `/${locale}/blog`)
      await expect(page.getByTestId('consent-bar')).toBeVisible()
      await expectFits(page, `${locale} consent bar`, '[data-testid="consent-bar"]')
      await expectFits(page, `${locale} page under the consent bar`)
      await page.getByRole('button', { name: msg(locale, 'consent_manage_cookies') }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectFits(page, `${locale} cookie settings dialog`, '[role="dialog"]')
    })
  }
})

test.describe('signed in', () => {
  // A long name in a long language: the header's account button and the menu must still fit.
  const name = 'Олександра Костянтинівна Довгоназвенко'
  let mail: SmtpInbox
  let cookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'] = []
  let postId = 0
  let tripId = 0

  test.beforeAll(async ({ browser, baseURL }) => {
    mail = await startSmtpInbox()
    const context = await browser.newContext()
    await signUpByApi(context.request, mail, baseURL!, { name })
    const headers = { origin: baseURL! }
    // A booking for My trips and a post with a long title for My posts and the editor.
    // An upcoming trip with seats to spare: one booked for My trips, one left for the booking dialog.
    const trips = (await (await context.request.get(`${baseURL}/api/v1/trips`)).json()) as {
      data: Array<{ id: number; seatsLeft: number }>
    }
    tripId = trips.data.find((trip) => trip.seatsLeft >= 2)?.id ?? 0
    expect(tripId, 'an upcoming trip with seats left').toBeGreaterThan(0)
    const booked = await context.request.post(`${baseURL}/api/v1/me/bookings`, {
      data: { tripId, travellers: 1 },
      headers,
    })
    expect(booked.status(), await booked.text()).toBe(201)
    const created = await context.request.post(`${baseURL}/api/v1/me/posts`, {
      data: {
        title: 'Непередбачуваність високогірних маршрутів Чорногірського хребта',
        lang: 'uk',
        body: 'Найвисокогірніші полонини Чорногори.\n\n## Спорядження\n\nЧереванки, термобілизна.',
        newTags: ['Високогір’я'],
      },
      headers,
    })
    expect(created.status(), await created.text()).toBe(201)
    postId = ((await created.json()) as { post: { id: number } }).post.id
    cookies = (await context.storageState()).cookies
    await context.close()
  })
  test.afterAll(() => mail?.close())
  test.beforeEach(({ context }) => context.addCookies(cookies))

  for (const locale of locales) {
    test(`${locale}: every signed-in page, the account menu and the booking dialog fit ${WIDTH}px`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      for (const path of [
        `/${locale}/profile`,
        `/${locale}/profile/trips`,
        `/${locale}/profile/preferences`,
        `/${locale}/profile/blog`,
        `/${locale}/profile/blog/create`,
        `/${locale}/profile/blog/${postId}`,
        `/${locale}/blog`,
      ]) {
        await visit(page, path)
        await expectFits(page, path)
      }
      // On a phone the account's links are in the header's menu (ADR 061).
      await menuButton(page, locale).click()
      const panel = page.locator(`[id="${await menuButton(page, locale).getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link', { name: msg(locale, 'nav_my_trips') })).toBeVisible()
      await expect(panel.getByText(name)).toBeVisible()
      await expectFits(page, `${locale} open phone menu`, `[id="${await panel.getAttribute('id')}"]`)
      await expectFits(page, `${locale} page with the phone menu open`)
      await page.keyboard.press('Escape')

      await visit(page, `/${locale}/trips/${tripId}?book=1`)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectFits(page, `${locale} booking dialog`, '[role="dialog"]')
    })
  }

  test('the header of a phone by keyboard: Tab order follows the layout, Escape closes the account menu', async ({
    page,
  }) => {
    for (const locale of ['uk', 'es'] as const) {
      await visit(page, `/${locale}/blog`)
      // The phone menu from the keyboard: Enter opens it, its links follow in the Tab order (the account's with
      // them), Escape closes it and gives focus back.
      const button = menuButton(page, locale)
      await button.focus()
      await page.keyboard.press('Enter')
      const names = await expectHeaderTabOrderFollowsLayout(page, locale)
      for (const key of ['nav_my_trips', 'nav_preferences', 'auth_sign_out']) expect(names).toContain(msg(locale, key))
      await button.focus()
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
    }
  })
})
