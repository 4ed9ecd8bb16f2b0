// One clock: the server decides "today" per request and the browser reuses it, so a visitor whose clock says
// another day (a time zone past midnight, a wrong clock) sees the same page after hydration as the server sent.
import { expect, test } from '@playwright/test'
import { collectErrors, waitForHydration } from './support/helpers'

const PAST = 'Already took place'
const count = (html: string, text: string) => html.split(text).length - 1

test('a browser clock years ahead changes nothing the server decided', async ({ page, request }) => {
  const serverHtml = await (await request.get('/en/trips')).text()
  const serverPast = count(serverHtml, PAST)
  const cards = count(serverHtml, '<article')
  // Meaningful only if the server shows upcoming trips that a clock in 2031 would call past.
  expect(cards).toBeGreaterThan(serverPast)

  await page.clock.setFixedTime(new Date('2031-06-15T23:59:00Z'))
  const errors = collectErrors(page)
  await page.goto('/en/trips')
  await waitForHydration(page)
  await expect(page.getByText(PAST)).toHaveCount(serverPast)
  await expect(page.locator('footer')).toContainText(`© ${new Date().getUTCFullYear()} Waypoints`)
  // No hydration mismatch.
  expect(errors.unexpected()).toEqual([])

  // Client-side navigation renders with the same server-decided day.
  await page.getByRole('link', { name: 'Waypoints' }).first().click()
  await page.waitForURL(/\/en\/?$/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).click()
  await page.waitForURL(/\/en\/trips\/?$/)
  await expect(page.getByText(PAST)).toHaveCount(serverPast)
})
