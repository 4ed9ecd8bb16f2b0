// Search in the browser: the header box (and its "/" shortcut), highlighted results across trips and posts in
// every language, filters, opening a result, the empty-result help and accessibility, in English and Ukrainian.
import { expect, test, type Page } from '@playwright/test'
import { axeOn } from './support/helpers'

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
}

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('search', () => {
  test('English: "/" focuses the header box, results are highlighted and filterable, one opens', async ({ page }) => {
    await page.goto('/en/trips')
    await hydrated(page)
    await page.keyboard.press('/')
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search trips and posts' })
    await expect(box).toBeFocused()
    await box.fill('picchu')
    await box.press('Enter')

    await expect(page).toHaveURL(/\/en\/search\?q=picchu$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.locator('main').getByRole('status')).toContainText(/\d+ results? for “picchu”/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const results = page.locator('main ol:has(article) > li')
    await expect(results.first()).toBeVisible()
    await expect(page.locator('main ol mark').first()).toBeVisible()
    // A trip and a post written in Spanish: the post is badged with its language.
    await expect(page.locator('main ol abbr').first()).toHaveAttribute('title', 'In Spanish')
    await expectNoAxeViolations(page)

    const filters = page.getByRole('navigation', { name: 'Show' })
    await filters.getByRole('link', { name: /^Posts/ }).click()
    await expect(page).toHaveURL(/type=post/)
    await expect(filters.getByRole('link', { name: /^Posts/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main ol:has(article) > li').first()).toContainText('Post')

    const first = page.locator('main ol:has(article) > li h2 a').first()
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/en\/blog\/posts\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('Ukrainian: stemmed matches in trips and posts, a corrected typo, and help when nothing is found', async ({
    page,
  }) => {
    await page.goto('/uk')
    await hydrated(page)
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Пошук подорожей і статей' })
    await box.fill('Карпатах')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/uk\/search\?q=/)
    await expect(page.locator('main').getByRole('status')).toContainText('за запитом «Карпатах»')
    await expect(page.locator('main ol mark').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .getByRole('navigation', { name: 'Показати' })
      .getByRole('link', { name: /^Подорожі/ })
      .click()
    await expect(page).toHaveURL(/type=trip/)
    // The address changes as the navigation starts; the trips-only list follows when its data has arrived.
    const firstResult = page.locator('main ol:has(article) > li h2 a').first()
    await expect(firstResult).toHaveAttribute('href', /\/uk\/trips\/\d+$/)
    await firstResult.click()
    await expect(page).toHaveURL(/\/uk\/trips\/\d+$/)

    await page.goto('/uk/search?q=dolomtes')
    await expect(page.getByText('Показано результати для «dolomites»')).toBeVisible()
    await expect(page.locator('main ol:has(article) > li').first()).toBeVisible()

    await page.goto('/uk/search?q=qwxzv')
    await expect(page.getByText('За запитом «qwxzv» нічого не знайдено.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Популярні теми' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Популярні напрямки' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('every page links the OpenSearch description, which points at the search page', async ({ page, request }) => {
    await page.goto('/es/blog')
    const link = page.locator('link[rel="search"]')
    await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml')
    const href = await link.getAttribute('href')
    const xml = await (await request.get(href!)).text()
    expect(xml).toContain('/es/search?q={searchTerms}')
  })

  test('the OpenSearch JSON address finds what the search page finds: posts in every language', async ({ request }) => {
    const xml = await (await request.get('/opensearch.xml?lang=uk')).text()
    const template = /type="application\/json" method="get" template="([^"]+)"/.exec(xml)?.[1]?.replaceAll('&amp;', '&')
    const url = new URL(template!.replace('{searchTerms}', 'mountain'))
    const json = (await (await request.get(`${url.pathname}${url.search}`)).json()) as {
      counts: { post: number }
      data: Array<{ type: string; lang?: string }>
    }
    // The Ukrainian search page searches posts of every language; "mountain" is in English posts only.
    expect(json.counts.post).toBeGreaterThan(0)
    expect(json.data.filter((hit) => hit.type === 'post').map((hit) => hit.lang)).toContain('en')
  })

  test('the API reference page (Swagger UI from this origin) is readable and accessible', async ({ page }) => {
    test.slow() // Swagger UI is a large page for axe: over 30 s on a busy machine
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await page.goto('/api/docs')
    // Swagger UI draws the page in the browser from the whole OpenAPI document: over 7 s on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Waypoints API', { timeout: 30_000 })
    const search = page.getByRole('button', { name: /GET\s*\/api\/v1\/search\b/ })
    await expectNoAxeViolations(page)
    // Keyboard: the operation opens with Enter and shows its parameters, still without violations.
    await search.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('tr[data-param-name="q"]')).toBeVisible()
    // The rest of the page was scanned above; scan what opened.
    await expect(page.locator('.opblock.is-open')).toHaveCount(1)
    await expectNoAxeViolations(page, '.opblock.is-open')
    const origin = new URL(page.url()).origin
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
  })

  test('the API reference reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/api/docs')
    await expect(page.getByRole('link', { name: 'GET /api/v1/search' })).toBeVisible()
    await context.close()
  })
})
