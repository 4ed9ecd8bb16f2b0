// The trip page that sells the trip (ADR 062): the booking box beside the story, the route's locator map drawn on the
// server, the booked state added in the browser; and the compact headers that let list results start on the first
// screen. Against the built production server with the seed's content.
import { expect, test } from '@playwright/test'
import { signUpByApi } from './support/accounts'
import { expectNoAxeViolations, msg, waitForHydration } from './support/helpers'
import { TRIP, profileSpec, standIns } from './support/profile'

profileSpec()

test('the booking box shows price, departures and the button, and stays in view while the story scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/en/trips/${TRIP}/`)
  const box = page.getByRole('complementary', { name: 'Dates and prices' })
  await expect(box).toContainText('€1,890 per person')
  await expect(box.getByTestId('departure-list').getByRole('listitem')).toHaveCount(3)
  // Seats, whatever other specs on the shared server have booked by now.
  await expect(box.getByText(/\d+ seats? left/).first()).toBeVisible()
  await expect(box.getByRole('link', { name: 'Book this trip' })).toBeVisible()
  // The gallery comes first, right under the cover.
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeAttached()
  // Scrolled 400 px past the summary's start, where the box starts too: the box has stayed on screen.
  await page.evaluate(() => {
    const about = document.getElementById('about-title')!.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, about + 400)
  })
  await expect
    .poll(async () => (await page.getByRole('heading', { name: 'About this trip' }).boundingBox())!.y)
    .toBeLessThan(-300)
  const viewport = page.viewportSize()!
  await expect.poll(async () => (await page.getByTestId('booking-box').boundingBox())!.y).toBeGreaterThanOrEqual(0)
  const rect = (await page.getByTestId('booking-box').boundingBox())!
  expect(rect.y + rect.height).toBeLessThanOrEqual(viewport.height)
  await expect(box.getByRole('link', { name: 'Book this trip' })).toBeInViewport()

  // On a phone the box follows the summary, before the map and the itinerary.
  await page.setViewportSize({ width: 360, height: 740 })
  const about = (await page.getByRole('heading', { name: 'About this trip' }).boundingBox())!
  const phoneBox = (await page.getByTestId('booking-box').boundingBox())!
  const route = (await page.getByRole('heading', { name: 'The route' }).boundingBox())!
  expect(phoneBox.y).toBeGreaterThan(about.y)
  expect(phoneBox.y).toBeLessThan(route.y)
})

test('the route map is an inline SVG drawn on the server, named by the places it shows', async ({ page }) => {
  // The server's HTML already holds it (no script draws it).
  const html = await (await page.request.get(`/en/trips/${TRIP}/`)).text()
  expect(html).toContain('data-testid="trip-map"')
  expect(html).toMatch(/<title id="trip-map-title">Route map: Cortina d(&apos;|')Ampezzo/)
  await page.goto(`/en/trips/${TRIP}/`)
  const map = page.getByRole('img', {
    name: /^Route map: Cortina d'Ampezzo, Lago di Braies, Lagazuoi, Passo Giau, Venice/,
  })
  await expect(map).toBeVisible()
  await expect(map).toHaveAccessibleDescription(/from Cortina d'Ampezzo to Venice/)
  await expect(map.locator('circle')).toHaveCount(5)
  await page.goto(`/uk/trips/${TRIP}/`)
  await expect(page.getByRole('img', { name: /^Карта маршруту: Кортіна-д’Ампеццо/ })).toBeVisible()
})

test('a member who booked sees it on the trip page after a reload, with a link to My trips', async ({ page }) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Bea Booked' })
  await page.goto(`/en/trips/${TRIP}/`)
  await waitForHydration(page)
  await expect(page.getByTestId('trip-booked')).toHaveCount(0)
  await page.getByRole('button', { name: 'Book this trip' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog).toBeHidden()
  // The toast offers the way to My trips.
  await expect(page.getByRole('button', { name: 'My trips' })).toBeVisible()
  // Without a reload the page says so already; after one, too (asked for in the browser).
  await expect(page.getByTestId('trip-booked')).toContainText('You’re booked for')
  await page.reload()
  const booked = page.getByTestId('trip-booked')
  await expect(booked).toContainText(/You’re booked for \w+ \d+, \d{4}\./)
  await expect(booked.getByRole('link', { name: 'See it in My trips' })).toHaveAttribute(
    'href',
    /^\/en\/profile\/trips\/?$/,
  )
  await expectNoAxeViolations(page)
  // The page's HTML for an anonymous visitor (what the page cache keeps) says nothing of anyone's booking.
  const anonymous = await page.context().browser()!.newContext()
  const html = await (await anonymous.request.get(`${base}/en/trips/${TRIP}/`)).text()
  await anonymous.close()
  expect(html).not.toContain('trip-booked')
  expect(html).not.toContain('booked for')
  await booked.getByRole('link', { name: 'See it in My trips' }).click()
  await expect(page).toHaveURL(/\/en\/profile\/trips\/?$/)
})

for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`list results start on the first screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    for (const url of ['/en/trips/', '/en/blog/', '/en/search/?q=lisbon', '/uk/blog/']) {
      await page.goto(url)
      const first = await page.locator('main article').first().boundingBox()
      expect(first, url).not.toBeNull()
      // The first result's top within the window, with room to see some of it.
      expect(first!.y, url).toBeLessThan(height - 120)
      // Under the ~400 px banner the lists had, the first result started at y≈630–680 on a 1280×800 screen.
      if (width === 1280) expect(first!.y, url).toBeLessThan(420)
    }
  })
}

test('the trip page has no axe violations in English and Ukrainian, on a phone too', async ({ page }) => {
  // Eight pages through axe on a shared machine.
  test.setTimeout(120_000)
  for (const locale of ['en', 'uk'] as const) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`/${locale}/trips/${TRIP}/`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: msg(locale, 'tripPage_booking_title') })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  }
  for (const url of ['/en/trips/', '/uk/search/?q=lisbon', '/uk/blog/', '/en/nope']) {
    await page.goto(url)
    await expectNoAxeViolations(page)
  }
})
