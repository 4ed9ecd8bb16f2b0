import { expect, request as apiRequest, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { MEMBER_PASSWORD, signUpByApi } from './support/accounts'
import { test, waitForHydration } from './support/helpers'
import { startStandIns, stubCaptcha, type StandIns } from './support/stand-ins'

/**
 * A session that ends while a member is on a signed-in page (signed out on another device, expired, revoked) never
 * loses their work (ADR 024, ADR 011): the save that answers 401 says so, keeps the input, offers to sign in again in
 * a new tab, and saves what was typed once the member is back.
 */

let mail: StandIns

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  mail = await startStandIns()
})
test.afterAll(() => mail.close())
// The sign-in page's bot check: every tab of the context gets the stand-in script.
test.beforeEach(({ context }) => stubCaptcha(context))

/** Signs the browser's session out from another device: the browser keeps its cookie, the server ends the session. */
async function endSessionElsewhere(context: BrowserContext, origin: string) {
  const device = await apiRequest.newContext({ storageState: await context.storageState() })
  const answer = await device.post(`${origin}/api/auth/logout`, { headers: { origin }, data: {} })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
  const me = await device.get(`${origin}/api/auth/me`)
  expect(me.status()).toBe(401)
  await device.dispose()
}

/** Follows the notice's link (a new tab, the page stays) and signs in there; returns the new tab. */
async function signInAgainInNewTab(page: Page, email: string, within: Page | Locator = page): Promise<Page> {
  const link = within.getByRole('link', { name: 'Sign in again (opens in a new tab)' })
  await expect(link).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(tab).toHaveURL(/\/en\/auth\/login\?redirect=/)
  await waitForHydration(tab)
  await tab.getByLabel('E-mail address').fill(email)
  await tab.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await tab.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  // The sign-in page sends the new tab back to the page the member was on.
  await expect(tab).toHaveURL(new RegExp(`${new URL(page.url()).pathname}$`))
  return tab
}

test('post editor: autosave signed out keeps the text, stops retrying, and saves once signed in again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/en')
  const origin = new URL(page.url()).origin
  const email = await signUpByApi(page.request, mail, origin, { name: 'Sol Writer' })

  await page.goto('/en/profile/blog/create')
  await waitForHydration(page)
  await page.getByLabel('Title', { exact: true }).fill('Tides of the north')
  await expect(page).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  await expect(page.locator('[data-save-state="saved"]')).toHaveText('All changes saved')
  const id = /\/(\d+)$/.exec(page.url())![1]
  // The live region is there, empty, before the session ends (so its text is announced when it comes).
  const message = page.getByTestId('signed-out-message')
  await expect(message).toHaveAttribute('aria-live', 'assertive')
  await expect(message).toHaveText('')
  await message.evaluate((node) => node.setAttribute('data-probe', 'before'))

  await endSessionElsewhere(page.context(), origin)

  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(r.url())
  })
  const typed = 'Written while the session had ended.\n\nEvery word of it stays.'
  const body = page.getByLabel('Text (Markdown)')
  await body.fill(typed)

  await expect(page.locator('[data-save-state="signed-out"]')).toHaveText('Not saved: signed out', {
    timeout: 15_000,
  })
  await expect(page.locator('[data-testid="signed-out-message"][data-probe="before"]')).toContainText(
    'You were signed out',
  )
  await expect(message).toContainText('Your text is still here.')
  await expect(page.getByRole('region', { name: 'You were signed out' })).toBeVisible()
  await expect(body).toHaveValue(typed)
  // Autosave announced it and left focus where the member types.
  await expect(body).toBeFocused()
  // No retrying for ever: a failed save used to be tried again every 5 seconds.
  const afterFirst = refused.length
  await page.waitForTimeout(7_000)
  expect(refused.length).toBe(afterFirst)
  await expect(body).toHaveValue(typed)

  const tab = await signInAgainInNewTab(page, email)
  // Coming back to the editor's tab saves the text by itself. Headless Chromium keeps every tab focused and visible, so
  // switching tabs fires nothing: the page gets the focus event a browser window sends when the member returns.
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')))
  await expect(page.locator('[data-save-state="saved"]')).toHaveText('All changes saved', { timeout: 15_000 })
  await expect(message).toHaveText('')
  await expect(body).toHaveValue(typed)
  const saved = await tab.request.get(`${origin}/api/v1/me/posts/${id}`)
  expect(saved.status()).toBe(200)
  expect((await saved.json()).post.body).toBe(typed)
})

test('profile forms: a save signed out keeps what was entered and goes through after signing in again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/en')
  const origin = new URL(page.url()).origin
  const email = await signUpByApi(page.request, mail, origin, { name: 'Ida Member' })

  await page.goto('/en/profile/preferences')
  await waitForHydration(page)
  const account = page.getByRole('region', { name: 'Name and username' })
  const author = page.getByRole('region', { name: 'Author page' })
  const prefs = page.getByRole('form', { name: 'Preferences' })
  await expect(account.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  // Each form's live region is there, empty, before anything happens.
  for (const form of [account, author, prefs]) await expect(form.getByTestId('signed-out-message')).toHaveText('')

  await endSessionElsewhere(page.context(), origin)

  const name = account.getByLabel('Name', { exact: true })
  await name.fill('Ida Renamed')
  await account.getByRole('button', { name: 'Save', exact: true }).click()
  const accountNotice = account.getByRole('region', { name: 'You were signed out' })
  await expect(accountNotice).toBeVisible()
  await expect(accountNotice).toBeFocused()
  await expect(account.getByTestId('signed-out-message')).toContainText('what you entered is still here')
  await expect(name).toHaveValue('Ida Renamed')

  const bio = author.getByLabel('Bio')
  const typedBio = 'Walks every harbour wall she can find.'
  await bio.fill(typedBio)
  await author.getByRole('button', { name: 'Save author page' }).click()
  await expect(author.getByRole('region', { name: 'You were signed out' })).toBeFocused()
  await expect(bio).toHaveValue(typedBio)

  const currency = prefs.getByLabel('Show prices also in')
  await currency.selectOption('GBP')
  await prefs.getByRole('button', { name: 'Save preferences' }).click()
  await expect(prefs.getByRole('region', { name: 'You were signed out' })).toBeFocused()
  await expect(currency).toHaveValue('GBP')

  // "Try again" before signing in: still signed out, said so, nothing lost.
  await account.getByRole('button', { name: 'Try again' }).click()
  await expect(account.getByTestId('signed-out-message')).toContainText('You are still signed out.')
  await expect(name).toHaveValue('Ida Renamed')

  const tab = await signInAgainInNewTab(page, email, account)
  await page.bringToFront()
  for (const form of [account, author, prefs]) {
    await form.getByRole('button', { name: 'Try again' }).click()
    await expect(form.getByTestId('signed-out-message')).toHaveText('')
  }
  await expect(name).toHaveValue('Ida Renamed')

  // The saved values are what was typed: a fresh page in the other tab shows them.
  await tab.reload()
  await waitForHydration(tab)
  await expect(tab.getByRole('region', { name: 'Name and username' }).getByLabel('Name', { exact: true })).toHaveValue(
    'Ida Renamed',
  )
  await expect(tab.getByRole('region', { name: 'Author page' }).getByLabel('Bio')).toHaveValue(typedBio)
  await expect(tab.getByRole('form', { name: 'Preferences' }).getByLabel('Show prices also in')).toHaveValue('GBP')
})

test('booking dialog: confirming signed out keeps the choice and books once signed in again', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/en')
  const origin = new URL(page.url()).origin
  const email = await signUpByApi(page.request, mail, origin, { name: 'Bo Booker' })

  await page.goto('/en/trips/1')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Book this trip' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Travellers').selectOption('2')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await expect(dialog.getByTestId('signed-out-message')).toHaveText('')

  await endSessionElsewhere(page.context(), origin)
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('region', { name: 'You were signed out' })).toBeFocused()
  await expect(dialog.getByTestId('signed-out-message')).toContainText('Sign in again in a new tab')
  await expect(dialog.getByTestId('review-travellers')).toHaveText('2')

  const tab = await signInAgainInNewTab(page, email, dialog)
  // The new tab shows the trip, not a second booking step.
  await expect(tab.getByRole('button', { name: 'Book this trip' })).toBeVisible()
  await expect(tab.getByRole('dialog')).toHaveCount(0)
  await page.bringToFront()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog).toBeHidden()
  const answer = await tab.request.get(`${origin}/api/v1/me/bookings`)
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: Array<{ travellers: number }> }
  expect(items.map((b) => b.travellers)).toEqual([2])
})
