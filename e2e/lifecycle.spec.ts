import { expect, test, type Page } from '@playwright/test'
import { firstLoadEntry } from '../src/server/http/paint-first.server.ts'
import { collectErrors, msg, waitForHydration } from './support/helpers'

/** App lifecycle in Chromium: version check, chunk-error reloads and their loop guard, cache headers, error page. */

function documentLoads(page: Page) {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(request.url())
  })
  return loads
}

const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __mark?: number }).__mark = 1))
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

test('the build manifest and route rules: latest.json, meta file and cache headers per route group', async ({
  request,
}) => {
  const latest = await request.get('/builds/latest.json')
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const { id } = (await latest.json()) as { id: string }
  expect(id).toMatch(/^[A-Za-z0-9._-]+$/)
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(meta.headers()['cache-control']).toContain('immutable')
  const manifest = (await meta.json()) as { id: string; prerendered: string[]; routeRules: Array<{ group: string }> }
  expect(manifest.id).toBe(id)
  expect(manifest.routeRules.map((r) => r.group)).toEqual(expect.arrayContaining(['assets', 'signed-in', 'public']))

  const home = await request.get('/en')
  expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
  expect(home.headers()['etag']).toMatch(/^W\/"/)
  expect(home.headers()['vary']).toContain('Cookie')
  const script = firstLoadEntry(await home.text())
  expect(script).toBeTruthy()
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable')
  expect((await request.get('/en/auth/login')).headers()['cache-control']).toBe('private, no-store')
})

test('a newer build id makes the next navigation a full page load', async ({ page }) => {
  const loads = documentLoads(page)
  await page.goto('/en')
  await waitForHydration(page)
  await markWindow(page)
  // Client-side navigation while current: no page load.
  await page
    .getByRole('link', { name: msg('en', 'nav_trips') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/trips$/)
  expect(await windowMarked(page)).toBe(true)
  expect(loads).toHaveLength(1)

  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
  )
  const polled = page.waitForResponse('**/builds/latest.json')
  // The tab becoming visible triggers a check (the interval does too, every 5 minutes by default).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await polled
  await page
    .getByRole('link', { name: msg('en', 'nav_blog') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => loads.length).toBe(2)
  expect(loads[1]).toMatch(/\/en\/blog$/)
  expect(await windowMarked(page)).toBe(false)
})

/** Blocks every script chunk the page has not loaded yet, `times` times (Infinity: always). */
async function failNewChunks(page: Page, times: number) {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0]!)),
  )
  let failures = 0
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url().split('?')[0]!
    if (!loaded.has(url) && failures < times) {
      failures++
      return route.abort('failed')
    }
    return route.continue()
  })
  return () => failures
}

test('a chunk that fails to load during a navigation triggers one full reload of the target route', async ({
  page,
}) => {
  const loads = documentLoads(page)
  await page.goto('/en')
  await waitForHydration(page)
  await page.evaluate(() => sessionStorage.clear())
  // Fails until the reload, then the chunks load normally.
  let reloaded = false
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && loads.length > 1) reloaded = true
  })
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0]!)),
  )
  await page.route('**/assets/*.js', (route) =>
    !reloaded && !loaded.has(route.request().url().split('?')[0]!) ? route.abort('failed') : route.continue(),
  )
  await page
    .getByRole('link', { name: msg('en', 'nav_trips') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/trips$/)
  await expect(page.getByRole('heading', { level: 1, name: msg('en', 'trips_hero_title') })).toBeVisible()
  await expect.poll(() => loads.length).toBe(2)
  expect(loads[1]).toMatch(/\/en\/trips$/)
})

test('a second chunk failure within 10,000 ms shows the error page instead of reloading again', async ({ page }) => {
  const errors = collectErrors(page)
  const loads = documentLoads(page)
  await page.goto('/en')
  await waitForHydration(page)
  await page.evaluate(() => sessionStorage.clear())
  await failNewChunks(page, Infinity)
  await page
    .getByRole('link', { name: msg('en', 'nav_trips') })
    .first()
    .click()
  await expect(page.getByText(msg('en', 'error_default_title'))).toBeVisible()
  expect(loads).toHaveLength(2)
  expect(loads[1]).toMatch(/\/en\/trips$/)
  // No third load after a while either.
  await page.waitForTimeout(1500)
  expect(loads).toHaveLength(2)
  expect(errors.errors.length).toBeGreaterThan(0)
})

test('the toaster region is named exactly "Notifications (F8)"', async ({ page }) => {
  await page.goto('/en')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: 'Notifications (F8)', exact: true })).toHaveCount(1)
})

test("the error page's Home breadcrumb is a link, and a malformed percent-encoding gets the error page", async ({
  page,
}) => {
  const response = await page.goto('/en/%E0%A4%A')
  expect(response?.status()).toBe(404)
  await expect(page.getByText(msg('en', 'error_not_found_path', { path: '/en/%E0%A4%A' }))).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: msg('en', 'breadcrumb_label') })
  await expect(crumbs.getByRole('link', { name: msg('en', 'breadcrumb_home') })).toHaveAttribute('href', '/en')
})
