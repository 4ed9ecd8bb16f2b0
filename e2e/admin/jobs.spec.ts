// The back office's jobs page (ADR 053): an admin with two-factor sign-in sees the queue's counts (the sign-up mail
// was sent through it) and the failed jobs; axe finds nothing in en and uk. A member gets the site's 404.
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { signUpByApi } from '../support/accounts'
import { expectNoAxeViolations, msg, test } from '../support/helpers'
import { profileSpec, standIns } from '../support/profile'
import { signedInStaff } from '../support/staff'

profileSpec()

const shots = process.env.STAFF_SHOTS ? path.resolve(import.meta.dirname, '../../.tmp/staff-shots') : null

async function shoot(page: Page, name: string) {
  if (!shots) return
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('an admin sees the job queue: counts per state and the failed jobs', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  await signedInStaff(page, standIns, baseURL!)
  for (const locale of ['en', 'uk'] as const) {
    const answer = await page.goto(`/${locale}/admin/jobs`)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'jobs_page_title'))
    await expect(page.getByRole('link', { name: msg(locale, 'jobs_nav') })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(msg(locale, 'jobs_failed_none'))).toBeVisible()
    await expectNoAxeViolations(page)
    await shoot(page, `jobs-${locale}`)
  }
})

test('a member gets the 404 of any unknown page', async ({ browser, baseURL }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUpByApi(page.request, standIns, baseURL!)
  const answer = await page.goto('/en/admin/jobs')
  expect(answer?.status()).toBe(404)
  await context.close()
})
