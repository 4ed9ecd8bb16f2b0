// Shared setup of the profile specs (e2e/profile-*.spec.ts).
import { test, type Page } from '@playwright/test'
import { startStandIns, stubCaptcha, type StandIns } from './stand-ins'
import { MEMBER_PASSWORD } from './accounts'

export const PASSWORD = MEMBER_PASSWORD

/** Seed trip 1 starts months after the seed date with 9 of 12 seats left. */
export const TRIP = 1

/** The running spec file's stand-ins (mail, OpenID Connect, captcha): a live binding, set by `profileSpec()`. */
export let standIns: StandIns

/** Call once at the top of a profile spec: its tests run in order, with stand-ins and the captcha script stubbed. */
export function profileSpec() {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    standIns = await startStandIns()
  })
  test.afterAll(() => standIns.close())
  test.beforeEach(({ page }) => stubCaptcha(page))
}

export const seatsText = async (page: Page) =>
  (await page
    .locator('aside')
    .getByText(/seats? left/)
    .first()
    .textContent()) ?? ''
