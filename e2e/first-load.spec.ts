// First load of public pages (ADR 028): the scripts a page's HTML starts (its starter's lists, ADR 070) carry
// no zod, sonner, Radix or ofetch; those load with the forms, dialogs and toasts that use them. Structure only:
// bench/bundle.ts prints the bytes.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { firstLoadAssets } from '../src/server/http/paint-first.server.ts'
import { holdScripts, test, waitForHydration } from './support/helpers'
import { stubCaptcha } from './support/stand-ins'

// Text that survives minification in each library's code.
const markers = { zod: 'ZodObject', sonner: 'data-sonner-toaster', radix: 'data-radix-', ofetch: '[ofetch]' }

async function firstLoadScripts(request: APIRequestContext, page: string): Promise<Map<string, string>> {
  const response = await request.get(page)
  expect(response.status(), page).toBeLessThan(500)
  const assets = firstLoadAssets(await response.text())
  const scripts = new Map<string, string>()
  for (const asset of assets) scripts.set(asset, await (await request.get(asset)).text())
  return scripts
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const post = (await (await request.get('/en/blog')).text()).match(/href="(\/en\/blog\/posts\/[^"?#]+)"/)?.[1]
  const trip = (await (await request.get('/en/trips')).text()).match(/href="(\/en\/trips\/\d+)"/)?.[1]
  expect(post, 'a post link on /en/blog').toBeTruthy()
  expect(trip, 'a trip link on /en/trips').toBeTruthy()
  return ['/en', '/es/blog', post!, '/ru/trips', trip!, '/en/about', '/uk/privacy', '/en/search?q=alps', '/en/nope']
}

test('public pages preload no zod, sonner, Radix or ofetch', async ({ request }) => {
  const pages = await publicPages(request)
  for (const page of pages) {
    const scripts = await firstLoadScripts(request, page)
    expect(scripts.size, `${page} has module scripts`).toBeGreaterThan(0)
    for (const [asset, text] of scripts) {
      for (const [library, marker] of Object.entries(markers)) {
        expect(text.includes(marker), `${page}: ${asset} carries ${library}`).toBe(false)
      }
    }
  }
})

test('public pages ask for at most 8 scripts (ADR 061: the pieces they share are one chunk)', async ({ request }) => {
  // Counts, not bytes or times: each request costs a phone more than its bytes. bench/bundle.ts prints the bytes.
  for (const page of await publicPages(request)) {
    const scripts = await firstLoadScripts(request, page)
    expect(scripts.size, `${page}: ${[...scripts.keys()].join(' ')}`).toBeLessThanOrEqual(8)
  }
})

test('the sign-in and password pages ask for at most 8 scripts (ADR 065: their form pieces are one chunk)', async ({
  request,
}) => {
  for (const page of ['/en/auth/login', '/uk/auth/password-reset']) {
    const scripts = await firstLoadScripts(request, page)
    expect(scripts.size, `${page}: ${[...scripts.keys()].join(' ')}`).toBeLessThanOrEqual(8)
  }
})

test("pages without the public lists' cards do not load their chunk (ADR 078)", async ({ request }) => {
  const shared = (scripts: Map<string, string>) => [...scripts.keys()].filter((asset) => asset.includes('/shared-'))
  // The lists and the pages that show cards load it; the content, sign-in and password pages do not.
  expect(shared(await firstLoadScripts(request, '/en/trips'))).toHaveLength(1)
  for (const page of ['/en/about', '/uk/privacy', '/en/auth/login', '/es/auth/password-reset']) {
    const scripts = await firstLoadScripts(request, page)
    expect(shared(scripts), `${page}: ${[...scripts.keys()].join(' ')}`).toEqual([])
  }
})

test("sign-in's zod and TanStack Form come without zod's JSON Schema generator and the devtools client (ADR 077)", async ({
  request,
}) => {
  for (const page of ['/en/auth/login', '/es/auth/password-reset']) {
    const scripts = [...(await firstLoadScripts(request, page)).values()]
    expect(
      scripts.some((text) => text.includes(markers.zod)),
      `${page} validates with zod`,
    ).toBe(true)
    expect(
      scripts.some((text) => text.includes('json-schema.org/')),
      `${page}: zod's JSON Schema generator`,
    ).toBe(false)
    expect(
      scripts.some((text) => text.includes('tanstack-connect')),
      `${page}: the devtools event client`,
    ).toBe(false)
  }
})

test('the lazily loaded parts still arrive: the toaster after hydration, zod with a form', async ({ page }) => {
  const loaded: string[] = []
  page.on('response', async (response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) loaded.push(await response.text())
  })
  await page.goto('/en/auth/login')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: 'Notifications (F8)', exact: true })).toHaveCount(1)
  // The sign-in form validates in the browser: its chunks bring zod (and sonner came with the toaster).
  await expect.poll(() => loaded.some((text) => text.includes(markers.zod))).toBe(true)
  await expect.poll(() => loaded.some((text) => text.includes(markers.sonner))).toBe(true)
})

test('after consent a settled public page has loaded no Radix, and three scripts after the first load (ADR 076)', async ({
  page,
}) => {
  // Every spec's visitor has given consent (playwright.config.ts), so the floating cookie button and its tip show.
  const loaded = new Map<string, string>()
  page.on('response', async (response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) loaded.set(new URL(response.url()).pathname, await response.text())
  })
  const response = await page.goto('/en/blog')
  const firstLoad = firstLoadAssets(await response!.text())
  await waitForHydration(page)
  await expect(page.getByTestId('consent-floating-button')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notifications (F8)', exact: true })).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  const later = [...loaded.keys()].filter((asset) => !firstLoad.includes(asset))
  // The toaster with sonner, the consent cookies with their writer, and the floating button.
  expect(later, later.join(' ')).toHaveLength(3)
  for (const [asset, text] of loaded) expect(text.includes(markers.radix), `${asset} carries Radix`).toBe(false)
})

test("hydration reuses the server's dates, prices and names instead of building formatters (ADR 038)", async ({
  page,
}) => {
  // The first Intl object of a kind costs a phone tens of milliseconds: count the ones the page builds.
  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { __intlBuilt: built })
    for (const kind of ['DateTimeFormat', 'NumberFormat', 'DisplayNames'] as const) {
      const Original = Intl[kind] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf: unknown }
      const Counting = function (...args: unknown[]) {
        built.push(kind)
        return new Original(...args)
      }
      Counting.prototype = Original.prototype
      Object.assign(Counting, { supportedLocalesOf: Original.supportedLocalesOf })
      Object.defineProperty(Intl, kind, { value: Counting, configurable: true, writable: true })
    }
  })
  const built = () => page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)
  for (const path of ['/en/trips', '/ru/blog', '/uk']) {
    await page.goto(path)
    await waitForHydration(page)
    expect(await built(), path).toEqual([])
  }
  // The texts the page did not carry are still formatted in the browser: a trip's dates after a client navigation.
  await page.goto('/en/blog')
  await waitForHydration(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Trips', exact: true }).first().click()
  await expect(page).toHaveURL(/\/en\/trips$/)
  await expect(page.getByText(/[A-Z][a-z]{2} \d{1,2} – /).first()).toBeVisible()
  expect(await built()).toContain('DateTimeFormat')
})

test.describe('the first screen is painted before the JavaScript is fetched (ADR 070)', () => {
  /** When the entry script was requested, and when the first paint with content happened, on the page's clock. */
  const order = (page: Page) =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name)) as
        PerformanceResourceTiming | undefined
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return { entry: entry?.startTime, paint: paint?.startTime }
    })

  test('the entry is requested after the first contentful paint, and the page hydrates', async ({ page }) => {
    for (const path of ['/en', '/en/trips', '/en/auth/login']) {
      await page.goto(path)
      await waitForHydration(page)
      const { entry, paint } = await order(page)
      expect(paint, `${path}: a first contentful paint`).toBeDefined()
      expect(entry, `${path}: the entry was requested`).toBeDefined()
      expect(entry!, path).toBeGreaterThan(paint!)
    }
  })

  test('a hidden page (a background tab, a prerender) hydrates without waiting for a frame', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      // No frame and no 2 s cap: only the hidden page's own start can begin hydration.
      window.requestAnimationFrame = () => 0
      const setTimeout = window.setTimeout
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms !== undefined && ms >= 2000 ? 0 : setTimeout(handler, ms, ...rest)) as typeof window.setTimeout
    })
    await page.goto('/en/trips')
    await waitForHydration(page, { polling: 100 })
  })

  test('a first-screen image that never arrives does not keep the page from hydrating', async ({ page }) => {
    // The images stall: no answer at all. The starter's wait for them is capped.
    await page.route(/\.(svg|avif|webp|jpg)(\?.*)?$/, () => {})
    await page.goto('/en', { waitUntil: 'commit' })
    await waitForHydration(page)
  })
})

test("only the first grid's first cover loads at once: the home page's posts and a post's related posts wait", async ({
  request,
}) => {
  // Covers loaded at once with high priority compete with the first screen's images (ADR 070).
  const urgent = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<img [^>]*>/g)]
      .map((m) => m[0])
      .filter((img) => img.includes('fetchPriority="high"'))
      .map((img) => img.match(/src="([^"]+)"/)![1]!)
  // Home: the hero and the first upcoming trip; no post cover.
  const home = await urgent('/en')
  expect(
    home.some((src) => src.startsWith('/images/trips/')),
    home.join(' '),
  ).toBe(true)
  expect(
    home.filter((src) => src.startsWith('/uploads/')),
    home.join(' '),
  ).toEqual([])
  // A post: its own cover only, not the first related post's.
  const post = (await (await request.get('/en/blog')).text()).match(/href="(\/en\/blog\/posts\/[^"?#]+)"/)![1]!
  expect(await urgent(post)).toHaveLength(1)
  // The blog list: its first card.
  expect(await urgent('/en/blog')).toHaveLength(1)
})

test('what a visitor types before the page hydrates is what the form sends', async ({ page }) => {
  // The page paints, and takes input, before its scripts run (ADR 070): hold them until the fields are filled.
  await stubCaptcha(page)
  const release = await holdScripts(page)
  await page.goto('/en/auth/login', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('E-mail address').fill('nobody-typed-early@example.test')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-42')
  await release()
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  // The form sent what was typed, and the server answered (here: no bot-check service to verify with). Had the form
  // kept its empty values, it would have stopped at its own "required" messages on both fields.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible()
  for (const field of [page.getByLabel('E-mail address'), page.getByLabel('Password', { exact: true })])
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody-typed-early@example.test')
})

test('a visitor who scrolls before the page hydrates stays there, and a link under the finger still works', async ({
  page,
}) => {
  // The router scrolled to the top on hydration: the booking box's link moved away from a tap already on its way.
  const release = await holdScripts(page)
  await page.goto('/en/trips/1', { waitUntil: 'domcontentloaded' })
  const book = page.locator('aside').getByRole('link', { name: 'Book this trip' })
  await book.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => scrollY)
  expect(scrolled).toBeGreaterThan(200)
  await release()
  // A frame for the router's first render to have run its scroll step.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  await book.click()
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Ftrips%2F1%3Fbook%3D1/)
  // Back leads to the trip page again.
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/trips\/1$/)
})
