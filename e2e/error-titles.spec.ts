// WCAG 2.4.2 (page titled): an error page's document title names the error, in the page's language, however the page
// failed: a client-side navigation whose server functions fail (500), a failed server render (500), a loader's 404.
// The router keeps the deepest route's title, so a failed page's own ("Small-group trips") used to hide the error
// page's; the routes' heads now step aside on a failure (headsStepAsideOnError, src/lib/route-head.ts).
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, type Page } from '@playwright/test'
import { decodeHtml, msg, test, waitForHydration, type Locale } from './support/helpers'
import { expectUp, root, startServer, type ServerProcess } from './support/server-process'
import { builtServerFns } from './support/server-fns'

/** The document title of a page whose own title is this message (pageMeta adds the site's name). */
const titled = (locale: Locale, key: string) => `${msg(locale, key)} · Waypoints`
/** The title in a server-rendered document, before any script runs. */
const htmlTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(decodeHtml(html))?.[1]

async function expectErrorPage(page: Page, locale: Locale, key: 'error_default_title' | 'error_404_title') {
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, key) })).toBeVisible()
  await expect(page).toHaveTitle(titled(locale, key))
}

test('a client-side 500 on a page with a title of its own has the error title, and leaving it restores titles', async ({
  page,
}) => {
  for (const locale of ['en', 'uk'] as const) {
    await page.goto(`/${locale}`)
    await waitForHydration(page)
    const home = await page.title()
    // Nothing fails on the server on purpose: the next navigation's server functions answer 500.
    await page.route('**/_serverFn/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    )
    await page
      .getByRole('link', { name: msg(locale, 'nav_trips') })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/trips$`))
    await expectErrorPage(page, locale, 'error_default_title')
    // The trips list's description and canonical link went with its title.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      msg(locale, 'error_default_description'),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await page.unroute('**/_serverFn/**')
    await page.goBack()
    await expect(page).toHaveTitle(home)
  }
})

test('a page that fails while rendering has the error title, in every language, and leaving it restores titles', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The trip's data arrives, but with dates no formatter takes: the loader succeeds and the page throws while
  // rendering (RangeError), as a component bug would. The router's match stays 'success'.
  const getTrip = builtServerFns().find((fn) => fn.name === 'getTrip')!
  await page.route(`**/_serverFn/${getTrip.id}**`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(/"\d{4}-\d\d-\d\d"/g, '"not-a-date"')
    await route.fulfill({ response, body })
  })
  for (const locale of ['en', 'es', 'ru', 'uk'] as const) {
    await page.goto(`/${locale}/trips`)
    await waitForHydration(page)
    await expect(page).toHaveTitle(titled(locale, 'trips_meta_title'))
    await page.locator('main article h3 a').first().click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/trips/\\d+$`))
    await expectErrorPage(page, locale, 'error_default_title')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      msg(locale, 'error_default_description'),
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    await expect(page.locator('title')).toHaveCount(1)
    await page.goBack()
    await expect(page).toHaveTitle(titled(locale, 'trips_meta_title'))
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  }
})

test('a 404 from a loader has the not-found title, server-rendered and client-side', async ({ page, request }) => {
  for (const locale of ['en', 'ru'] as const) {
    const target = `/${locale}/trips/999999`
    const response = await request.get(target)
    expect(response.status()).toBe(404)
    expect(htmlTitle(await response.text())).toBe(titled(locale, 'error_404_title'))

    await page.goto(`/${locale}/trips`)
    await waitForHydration(page)
    await expect(page).toHaveTitle(titled(locale, 'trips_meta_title'))
    // A client-side navigation (the router follows pushState) to a trip the server does not find.
    await page.evaluate((href) => window.history.pushState(window.history.state, '', href), target)
    await expectErrorPage(page, locale, 'error_404_title')
  }
})

test.describe('a failed server render', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 64
  const base = `http://127.0.0.1:${port}`
  const dataDir = path.join(root, '.tmp', `e2e-error-titles-${randomUUID().slice(0, 8)}`)
  let server: ServerProcess | undefined

  function start() {
    // No seed (faster start); no mail server, captcha or Redis.
    server = startServer(port, dataDir, {
      SEED_ON_START: 'false',
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET_KEY: '',
      REDIS_URL: '',
    })
    return server
  }

  test.afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('a 500 rendered by the server has the error title', async ({ page }) => {
    test.setTimeout(120_000)
    // A database without its trips table: the trips list's query fails as a bug would (an unexpected 500).
    const first = start()
    await expectUp(first, base)
    first.child.kill('SIGTERM')
    await first.exited
    const database = await PGlite.create(path.join(dataDir, 'pg'))
    await database.exec('alter table trips rename to trips_gone')
    await database.close()
    await expectUp(start(), base)

    for (const locale of ['en', 'es'] as const) {
      const response = await page.goto(`${base}/${locale}/trips`)
      expect(response?.status()).toBe(500)
      // In the server's HTML, and still after hydration.
      expect(htmlTitle(await response!.text())).toBe(titled(locale, 'error_default_title'))
      await waitForHydration(page)
      await expectErrorPage(page, locale, 'error_default_title')
    }
  })
})
