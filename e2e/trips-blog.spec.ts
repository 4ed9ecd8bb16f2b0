// Trips and blog in the browser: lists, filters, cursor pagination, detail pages, 404s and accessibility,
// against the built production server (baseURL from playwright.config.ts; the seed gives the content).
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { axeOn, test, waitForHydration } from './support/helpers'

function messages(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >
}

/** The spec's "Page not found: {path}" in a locale, from messages/{locale}.json. */
function notFoundText(locale: string, path: string): string {
  return (messages(locale).error_not_found_path as string).replace('{path}', path)
}

/**
 * Client-side navigation only works once React has hydrated the server HTML. Its scripts start after the first paint
 * (ADR 070), so the network can look idle before they do: wait for React, then for what hydration loads.
 */
async function hydrated(page: Page) {
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('trips', () => {
  test('the list shows upcoming trips with price and seats, in English and Spanish', async ({ page }) => {
    await page.goto('/en/trips')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trips')
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(9)
    await expect(cards.first()).toContainText('per person')
    await expect(page.getByText(/\d+ seats? left|Fully booked/).first()).toBeVisible()

    await page.goto('/es/trips')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viajes')
    await expect(page.locator('main article').first()).toContainText('por persona')
    await expect(page.locator('main article').first()).toContainText('€')
  })

  test('filters by destination and month', async ({ page }) => {
    await page.goto('/en/trips')
    await hydrated(page)
    await page.getByLabel('Destination').selectOption('IT')
    await page.getByRole('button', { name: 'Show trips' }).click()
    await expect(page).toHaveURL(/destination=IT/)
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(2)
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Italy')

    await page.getByLabel('Destination').selectOption('')
    const month = await page.getByLabel('Month').locator('option').nth(1).getAttribute('value')
    await page.getByLabel('Month').selectOption(month!)
    await page.getByRole('button', { name: 'Show trips' }).click()
    await expect(page).toHaveURL(new RegExp(`month=${month}`))
    await expect(cards.first()).toBeVisible()
    await page.getByRole('link', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(/\/en\/trips$/)
  })

  test('paginates with a cursor and comes back to the first page', async ({ page }) => {
    await page.goto('/en/trips')
    await hydrated(page)
    const firstTitles = await page.locator('main article h3').allInnerTexts()
    await page.getByRole('link', { name: 'More trips' }).click()
    await expect(page).toHaveURL(/cursor=/)
    await expect(page.locator('main article h3').first()).not.toHaveText(firstTitles[0]!)
    const secondTitles = await page.locator('main article h3').allInnerTexts()
    expect(secondTitles.length).toBeGreaterThan(0)
    expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false)
    await page.getByRole('link', { name: 'Back to the first page' }).click()
    await expect(page).not.toHaveURL(/cursor=/)
    await expect(page.locator('main article h3').first()).toHaveText(firstTitles[0]!)
  })

  test('a trip page shows facts, itinerary, gallery and sends booking to sign-in', async ({ page }) => {
    await page.goto('/en/trips')
    await hydrated(page)
    const first = page.locator('main article h3 a').first()
    const title = await first.innerText()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { name: 'Dates and prices' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible()
    const id = new URL(page.url()).pathname.split('/').pop()
    const book = page.getByRole('link', { name: 'Book this trip' }).first()
    if (await book.count()) {
      await expect(book).toHaveAttribute(
        'href',
        `/en/auth/login?redirect=${encodeURIComponent(`/en/trips/${id}?book=1`)}`,
      )
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd!)[0]['@type']).toBe('TouristTrip')
  })

  test('a trip page ignores book in any spelling but book=1, without an error page', async ({ page }) => {
    for (const value of ['1e0', '1.0', '%221%22', 'yes']) {
      const response = await page.goto(`/en/trips/1?book=${value}`)
      expect(response?.status(), value).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(new URL(page.url()).search, value).not.toBe('?book=1')
    }
  })

  test('Russian trip pages use Russian plurals for seats', async ({ page }) => {
    await page.goto('/ru/trips/2')
    await expect(page.getByText('Осталось 2 места').first()).toBeVisible()
  })
})

test.describe('blog', () => {
  test('the list puts the reader’s language first and marks the others', async ({ page }) => {
    await page.goto('/ru/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Истории из дороги')
    const firstTitle = page.locator('main article h3').first()
    await expect(firstTitle).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { name: 'Записи на других языках' })).toBeVisible()
    const foreign = page
      .locator('main article h3[lang="en"], main article h3[lang="es"], main article h3[lang="uk"]')
      .first()
    await expect(foreign).toBeVisible()
    await expect(page.locator('main article abbr').first()).toBeVisible()
  })

  test('a later page of only other languages keeps their heading', async ({ page }) => {
    await page.goto('/es/blog')
    await hydrated(page)
    const others = page.getByRole('heading', { name: 'Entradas en otros idiomas' })
    await expect(others).toBeVisible()
    await page.getByRole('link', { name: 'Entradas anteriores' }).click()
    await expect(page).toHaveURL(/cursor=/)
    // The seed's Spanish posts all fit on the first page: the second lists only other languages, under their heading.
    await expect(page.locator('main article h3[lang="es"]')).toHaveCount(0)
    await expect(others).toBeVisible()
  })

  test('filters by category and tag and paginates', async ({ page }) => {
    await page.goto('/en/blog')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Food and drink' }).click()
    await expect(page).toHaveURL(/category=food/)
    // The URL changes before the filtered list renders: wait for the new list, then check every card.
    await expect(page.locator('main article').first()).toContainText('Food and drink')
    for (const text of await page.locator('main article').allInnerTexts()) expect(text).toContain('Food and drink')
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: '#Hiking' }).click()
    await expect(page).toHaveURL(/tag=hiking/)

    await page.goto('/en/blog')
    await hydrated(page)
    const newest = await page.locator('main article h3').first().innerText()
    await page.getByRole('link', { name: 'Older posts' }).click()
    await expect(page).toHaveURL(/cursor=/)
    await expect(page.locator('main article h3').first()).not.toHaveText(newest)
    await expect(page.locator('main article').first()).toBeVisible()
  })

  test('a post links to its author, category and tags', async ({ page }) => {
    await page.goto('/en/blog/posts/what-to-pack-for-a-hut-to-hut-trek')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What to pack for a hut-to-hut trek')
    await expect(page.locator('article[lang="en"] h2#md-the-list')).toBeVisible()
    await expect(page.getByText('About the author')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible()

    await page.locator('main').getByRole('link', { name: '#Packing' }).click()
    await expect(page).toHaveURL(/\/en\/blog\/tags\/packing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tagged “Packing”')

    await page.goBack()
    await page.locator('main').getByRole('link', { name: 'Practical guides' }).last().click()
    await expect(page).toHaveURL(/\/en\/blog\/categories\/guides$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practical guides')

    await page.goto('/en/blog/posts/what-to-pack-for-a-hut-to-hut-trek')
    await hydrated(page)
    await page.getByRole('link', { name: 'Sam Porter' }).click()
    await expect(page).toHaveURL(/\/en\/blog\/users\/sam_porter$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Porter')
    await expect(page.getByRole('heading', { name: 'Posts by Sam Porter' })).toBeVisible()
  })

  test('the previous/next links mark a post in another language with its badge (ADR 006)', async ({ page }) => {
    // The newest Spanish post has no newer Spanish one: under the Spanish interface its next link falls back to the
    // nearest newer post, in Ukrainian, marked as such (ADR 062: the reader's language first).
    await page.goto('/es/blog/posts/glaciar-perito-moreno-con-crampones')
    const neighbours = page.getByRole('navigation', { name: 'Más entradas' })
    const next = neighbours.getByRole('link', { name: /Entrada siguiente/ })
    await expect(next.locator('[lang="uk"]')).toHaveText('Чорногора за три дні')
    await expect(next.locator('abbr')).toHaveText('uk')
    await expect(next).toContainText('(En ucraniano)')
    // A neighbour in the reader's language has none: the Russian post's previous link on the English page is the
    // nearest older English post.
    await page.goto('/en/blog/posts/supra-v-svanetii')
    await expect(
      page
        .getByRole('navigation', { name: 'More posts' })
        .getByRole('link', { name: /Previous post/ })
        .locator('abbr'),
    ).toHaveCount(0)
  })

  test('the Ukrainian author page shows her posts', async ({ page }) => {
    await page.goto('/uk/blog/users/olena')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Олена Коваль')
    await expect(page.locator('main article').first()).toBeVisible()
  })
})

test.describe('not found', () => {
  for (const path of [
    '/en/trips/99999',
    '/en/blog/posts/no-such-post',
    '/en/blog/categories/nope',
    '/uk/blog/tags/nope',
    '/en/blog/users/nobody',
  ]) {
    test(`${path} is a 404 with the spec's message`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const lang = path.split('/')[1]!
      await expect(page.getByText(notFoundText(lang, path))).toBeVisible()
    })
  }
  // Spec §5/§8: a parameter that fails validation is 'Page Not Found: {fullPath}', query string included.
  for (const fullPath of [
    '/en/trips/abc',
    '/es/trips/01?ref=mail',
    '/ru/blog/posts/Bad_Slug',
    '/en/blog/users/Maria?page=2',
  ]) {
    test(`${fullPath} fails route validation: 404 'Page Not Found: {fullPath}'`, async ({ page }) => {
      const response = await page.goto(fullPath)
      expect(response?.status()).toBe(404)
      const lang = fullPath.split('/')[1]!
      const expected = (messages(lang).error_not_found_route as string).replace('{path}', fullPath)
      await expect(page.getByText(expected, { exact: true })).toBeVisible()
    })
  }
})

test.describe('hydration', () => {
  // Server and browser must render the same text (dates, prices, plurals), or React reports an error.
  for (const path of [
    '/en',
    '/es/trips',
    '/ru/trips/1',
    '/uk/blog',
    '/es/blog/posts/banosh-retsept',
    '/en/blog/users/olena',
  ]) {
    test(`${path} hydrates without console or page errors`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      await page.goto(path)
      await hydrated(page)
      expect(errors).toEqual([])
    })
  }
})

test.describe('accessibility', () => {
  for (const path of [
    '/en',
    '/en/trips',
    '/es/trips/1',
    '/en/blog',
    '/uk/blog',
    '/ru/blog/posts/supra-v-svanetii',
    '/en/blog/categories/food',
    '/es/blog/tags/hiking',
    '/en/blog/users/maria',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('navigation', () => {
  // aria-current="page" names the page itself; a section's link stays highlighted inside its section but says only
  // aria-current="true" (a screen reader would otherwise announce "Blog, current page" on every post).
  async function expectCurrent(page: Page, locale: string, marks: Record<string, 'page' | 'true' | null>) {
    const nav = page.getByRole('navigation', { name: messages(locale).nav_main_label as string })
    for (const [key, mark] of Object.entries(marks)) {
      const link = nav.getByRole('link', { name: messages(locale)[key] as string, exact: true })
      if (mark) await expect(link).toHaveAttribute('aria-current', mark)
      else await expect(link).not.toHaveAttribute('aria-current')
      // The visual highlight follows the section, not only the exact page.
      if (mark) await expect(link).toHaveClass(/underline/)
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(Object.values(marks).includes('page') ? 1 : 0)
  }

  for (const locale of ['en', 'es', 'ru', 'uk']) {
    test(`${locale}: the header marks the exact page as current, and a section link only as inside its section`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto(`/${locale}/blog`)
      await expectCurrent(page, locale, { nav_home: null, nav_trips: null, nav_blog: 'page' })
      await hydrated(page)
      // A post, reached in the browser, then server-rendered.
      await page.locator('main article h3 a').first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/blog/posts/`))
      await expectCurrent(page, locale, { nav_home: null, nav_trips: null, nav_blog: 'true' })
      await page.reload()
      await expectCurrent(page, locale, { nav_home: null, nav_trips: null, nav_blog: 'true' })
      await page.goto(`/${locale}/blog/tags/hiking`)
      await expectCurrent(page, locale, { nav_blog: 'true' })
      // A trip page is inside Trips; the filtered list is still the list.
      await page.goto(`/${locale}/trips/1`)
      await expectCurrent(page, locale, { nav_home: null, nav_trips: 'true', nav_blog: null })
      await page.goto(`/${locale}/trips?destination=IT`)
      await expectCurrent(page, locale, { nav_trips: 'page' })
      await page.goto(`/${locale}`)
      await expectCurrent(page, locale, { nav_home: 'page', nav_trips: null, nav_blog: null })
    })
  }
})
