import { expect, test, type Page } from '@playwright/test'
import { linkFromMail, mailsTo, stubCaptcha } from './support/stand-ins'
import { submitSignUp } from './support/accounts'
import { collectErrors, expectNoAxeViolations, openAccountMenu } from './support/helpers'
import { PASSWORD, TRIP, profileSpec, seatsText, standIns } from './support/profile'

/**
 * Two members signed up through the UI, followed in order (each test builds on the last one's account): booking from
 * the trip page (through sign-up and back) and cancelling in My trips, the booking dialog's focus, preferences that take
 * effect after a reload and at sign-in, revoking another device, the account forms' focus, axe on every profile
 * screen, and who may call the cancellation's server function.
 */
profileSpec()

let counter = 0
const newEmail = () => `profile.${Date.now()}.${counter++}@example.test`

/** Sends the sign-up form of the login page; returns the confirmation link from the mail. */
async function requestSignUp(page: Page, email: string, loginPath: string): Promise<string> {
  await page.goto(loginPath)
  await expect(page.locator('main form button[type=submit]')).toBeEnabled()
  await page.getByRole('button', { name: 'Create account', exact: true }).first().click()
  await submitSignUp(page, 'Pat Profile', email)
  return linkFromMail(standIns, email, '/auth/email/confirm')
}

async function signUpFrom(page: Page, email: string, loginPath: string) {
  await page.goto(await requestSignUp(page, email, loginPath))
}

/** Sign-ups are rate-limited per address (10 per 15 minutes): the spec creates two accounts and signs in after. */
const accounts = { booker: newEmail(), settings: newEmail() }

async function signIn(page: Page, email: string, path = '/en/auth/login') {
  await page.goto(path)
  await expect(page.locator('main form button[type=submit]')).toBeEnabled()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
}

async function signUp(page: Page, email = newEmail()) {
  await signUpFrom(page, email, '/en/auth/login?mode=signup')
  await expect(page).toHaveURL(/\/en\/profile$/)
  return email
}
test('book a trip after signing up from the trip page, then cancel it in My trips', async ({ page }) => {
  await page.goto(`/en/trips/${TRIP}`)
  const before = Number((await seatsText(page)).match(/\d+/)?.[0])
  expect(before).toBeGreaterThan(2)
  // Signed out: "Book" leads to sign-in and back to the booking step.
  await page.locator('aside').getByRole('link', { name: 'Book this trip' }).click()
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Ftrips%2F1%3Fbook%3D1/)
  const email = accounts.booker
  const confirmLink = await requestSignUp(page, email, page.url().replace(/^https?:\/\/[^/]+/, ''))
  // The confirmation link's redirect to the booking step throws nothing (a skipped view transition did).
  const errors = collectErrors(page)
  await page.goto(confirmLink)
  await expect(page).toHaveURL(new RegExp(`/en/trips/${TRIP}\\?book=1$`))
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors.unexpected()).toEqual([])
  await expect(dialog).toContainText('Nothing to pay now')
  await dialog.getByLabel('Travellers').selectOption('2')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await expect(dialog.getByTestId('review-travellers')).toHaveText('2')
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText(/^Booked: /)).toBeVisible()
  await expect(dialog).toBeHidden()
  // Focus is back on the button, and ?book=1 is gone: a reload does not invite a second booking.
  const book = page.getByRole('button', { name: 'Book this trip' })
  await expect(book).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`/en/trips/${TRIP}$`))
  await expect.poll(async () => Number((await seatsText(page)).match(/\d+/)?.[0])).toBe(before - 2)
  // The confirmation mail arrives over SMTP.
  await expect.poll(() => mailsTo(standIns, email).some((raw) => raw.includes('/en/profile/trips'))).toBe(true)

  await openAccountMenu(page, /^Pat Profile\s*\(account menu\)$/)
  await page.getByRole('menuitem', { name: 'My trips' }).click()
  await expect(page).toHaveURL(/\/en\/profile\/trips$/)
  const upcoming = page.getByRole('region', { name: /Upcoming/ })
  await expect(upcoming.getByRole('article')).toHaveCount(1)
  await upcoming.getByRole('button', { name: 'Cancel booking' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(page.getByText(/^Booking cancelled: /)).toBeVisible()
  await expect(page.getByRole('region', { name: /Cancelled/ }).getByRole('article')).toHaveCount(1)
  // The button went with the cancellation: focus follows the booking to its new group.
  await expect(page.getByRole('region', { name: /Cancelled/ }).getByRole('article')).toBeFocused()
  await expect(upcoming.getByRole('article')).toHaveCount(0)
  await page.goto(`/en/trips/${TRIP}`)
  expect(Number((await seatsText(page)).match(/\d+/)?.[0])).toBe(before)
})

test('the booking dialog gives focus back to its button; closing it drops ?book=1', async ({ page }) => {
  await signIn(page, accounts.booker, `/en/auth/login?redirect=${encodeURIComponent(`/en/trips/${TRIP}?book=1`)}`)
  await expect(page).toHaveURL(new RegExp(`/en/trips/${TRIP}\\?book=1$`))
  const dialog = page.getByRole('dialog')
  const book = page.getByRole('button', { name: 'Book this trip' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`/en/trips/${TRIP}$`))
  await page.reload()
  await expect(book).toBeEnabled()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toBeHidden()

  // From the keyboard: Enter opens it; Esc and "Not now" close it, and focus comes back each time.
  await book.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Not now' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()

  // Each step replaces the button pressed: focus goes to the review, and back to the travellers field.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await expect(dialog.getByRole('heading', { name: 'Check and confirm' })).toBeFocused()
  // A booking that fails (no answer) focuses its message, not <body>.
  await page.route('**/_serverFn/**', (route) => route.abort())
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('alert')).toBeFocused()
  await page.unroute('**/_serverFn/**')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByLabel('Travellers')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()

  // Only `book=1` opens it: another spelling of one (`1e0`, `1.0`) is not the link the sign-up mail sends.
  for (const value of ['1e0', '1.0']) {
    await page.goto(`/en/trips/${TRIP}?book=${value}`)
    await expect(book).toBeEnabled()
    await page.waitForLoadState('networkidle')
    await expect(dialog, value).toBeHidden()
  }
})

test('theme and language preferences apply on the server-rendered page after a reload', async ({ page }) => {
  await signUp(page, accounts.settings)
  await page.goto('/en/profile/preferences')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  await page.getByRole('radio', { name: 'Dark' }).check()
  await page.getByLabel('Show prices also in').selectOption('USD')
  await page.getByLabel('Interface language').selectOption('uk')
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page).toHaveURL(/\/uk\/profile\/preferences$/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Налаштування та обліковий запис')
  // The server's HTML already carries the theme (no flash), and the page is private.
  const response = await page.request.get('/en/trips')
  expect(await response.text()).toContain('data-theme="dark"')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  // Prices show an approximation in the chosen currency; "/" opens in the chosen language.
  await page.goto('/en/trips/1')
  await expect(page.getByTestId('approx-price').first()).toContainText('approx.')
  await expect(page.getByTestId('approx-price').first()).toContainText('$')
  await page.goto('/')
  await expect(page).toHaveURL(/\/uk$/)
})

test('signing in lands in the preferred language; unknown profile paths need sign-in first', async ({ page }) => {
  const email = accounts.settings
  await signIn(page, email)
  await expect(page).toHaveURL(/\/uk\/profile$/)
  const put = await page.request.put('/api/v1/user/preferences', { data: { locale: 'es' } })
  expect(put.status()).toBe(200)
  await page.getByRole('button', { name: /^Pat Profile\s*\(меню облікового запису\)$/ }).click()
  // Signing out is a request: let it finish before the next navigation (the API client loads on first use).
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'))
  await page.getByRole('menuitem', { name: 'Вийти' }).click()
  expect((await signedOut).status()).toBe(200)
  await page.context().clearCookies({ name: 'locale' })
  await page.goto('/en/profile/no-such-screen')
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fprofile%2Fno-such-screen$/)
  await expect(page.locator('main form button[type=submit]')).toBeEnabled()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/es\/profile\/no-such-screen$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
})

test('revoke another signed-in device', async ({ page, browser }) => {
  const email = accounts.booker
  await signIn(page, email)
  await expect(page).toHaveURL(/\/en\/profile$/)
  const phone = await browser.newContext()
  await stubCaptcha(phone)
  const phonePage = await phone.newPage()
  await phonePage.goto('/en/auth/login')
  await expect(phonePage.locator('main form button[type=submit]')).toBeEnabled()
  await phonePage.getByLabel('E-mail address').fill(email)
  await phonePage.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await phonePage.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(phonePage).toHaveURL(/\/en\/profile$/)

  await page.goto('/en/profile/preferences')
  const devices = page.getByRole('region', { name: 'Signed-in devices' })
  await expect(devices.getByTestId('session')).not.toHaveCount(1)
  await expect(devices.getByText('This device')).toBeVisible()
  // Sign every other device out, one at a time (earlier tests left sessions of this account too).
  const signOutButtons = devices.getByRole('button', { name: /^Sign out / })
  while ((await signOutButtons.count()) > 0) {
    const before = await devices.getByTestId('session').count()
    await signOutButtons.first().click()
    await expect(devices.getByTestId('session')).toHaveCount(before - 1)
  }
  await expect(devices.getByTestId('session')).toHaveCount(1)
  // The last button went with its device: focus is on the section, not on <body>.
  await expect(devices.getByRole('heading', { name: 'Signed-in devices' })).toBeFocused()
  await phonePage.goto('/en/profile')
  await expect(phonePage).toHaveURL(/\/en\/auth\/login/)
  await phone.close()
})

test('account and preference forms: a failed submit focuses the field or the message, a saved one the button', async ({
  page,
}) => {
  test.slow() // seven forms sent, some twice
  await signIn(page, accounts.booker)
  await expect(page).toHaveURL(/\/en\/profile$/)
  await page.goto('/en/profile/preferences')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()

  // Preferences: no answer from the server, then a save.
  const savePrefs = page.getByRole('button', { name: 'Save preferences' })
  await page.route('**/api/v1/user/preferences', (route) => route.abort())
  await savePrefs.click()
  await expect(page.getByRole('alert').filter({ hasText: 'preferences could not be saved' })).toBeFocused()
  await page.unroute('**/api/v1/user/preferences')
  await savePrefs.click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(savePrefs).toBeFocused()

  // Name and username: an invalid username, then the saved one again.
  const profileForm = page.getByRole('region', { name: 'Name and username' })
  const username = profileForm.getByLabel('Username')
  const original = await username.inputValue()
  await username.fill('Not a username!')
  await profileForm.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(username).toBeFocused()
  await username.fill(original)
  await profileForm.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(username).not.toHaveAttribute('aria-invalid')
  await expect(profileForm.getByRole('button', { name: 'Save', exact: true })).toBeFocused()

  // Author page: the save fails without an answer; the error is a toast, so focus returns to the button.
  const authorSave = page.getByRole('button', { name: 'Save author page' })
  await page.route('**/_serverFn/**', (route) => route.abort())
  await authorSave.click()
  await expect(page.getByText('That did not work. Please try again.')).toBeVisible()
  await expect(authorSave).toBeFocused()
  await page.unroute('**/_serverFn/**')

  // E-mail change to something that is not an address, password change with a wrong current password (server
  // functions): focus goes to the invalid field, or to the form's error message when the answer names no field.
  const errorFocused = (name: string) =>
    page.getByRole('region', { name, exact: true }).locator('[aria-invalid="true"]:focus, [role="alert"]:focus')
  // The server's 400 names the field: its message reaches the form (a server function's thrown answer).
  const newAddress = page.getByLabel('New e-mail address')
  await newAddress.fill('not-an-address')
  await page.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(newAddress).toHaveAttribute('aria-invalid', 'true')
  await expect(newAddress).toBeFocused()
  await expect(page.getByText('That did not work. Please try again.')).toHaveCount(0)

  // The e-mail form asks for the current password too (ADR 049): this one is the password form's.
  const passwordForm = page.getByRole('region', { name: 'Password', exact: true })
  await passwordForm.getByLabel('Current password').fill('wrong-password-000')
  await passwordForm.getByLabel('New password').fill('quiet-lantern-orbit-77')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(errorFocused('Password')).toHaveCount(1)

  // Account deletion with a wrong password, confirmed in the dialog: the dialog closes and the account stays.
  const confirmation = page.getByLabel('Your password, to confirm')
  await confirmation.fill('wrong-password-000')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const confirmDialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await confirmDialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(confirmDialog).toHaveCount(0)
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true')
  await expect(confirmation).toBeFocused()
  await expect(page).toHaveURL(/\/en\/profile\/preferences$/)
})

for (const locale of ['en', 'ru']) {
  test(`axe reports nothing on every profile screen (${locale})`, async ({ page }) => {
    test.slow() // four full axe scans after a sign-in: over 30 s on a busy machine
    await signIn(page, accounts.booker)
    await expect(page).toHaveURL(/\/en\/profile$/)
    for (const screen of ['profile', 'profile/trips', 'profile/preferences']) {
      await page.goto(`/${locale}/${screen}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    await page.goto(`/${locale}/trips/${TRIP}?book=1`)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('server functions over HTTP: anonymous 401, another user 404, the owner 200', async ({ page, browser }) => {
  await signIn(page, accounts.booker)
  await expect(page).toHaveURL(/\/en\/profile$/)
  const booked = await page.request.post('/api/v1/me/bookings', { data: { tripId: TRIP, travellers: 1 } })
  expect(booked.status()).toBe(201)
  await page.goto('/en/profile/trips')
  await page
    .getByRole('region', { name: /Upcoming/ })
    .getByRole('button', { name: 'Cancel booking' })
    .click()
  // The UI's own call, captured to be replayed by others.
  const [call] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click(),
  ])
  const owned = await call.response()
  expect(owned?.status()).toBe(200)
  const headers = Object.fromEntries(
    Object.entries(await call.allHeaders()).filter(([name]) => !['cookie', 'content-length'].includes(name)),
  )
  const replay = (context: { request: typeof page.request }) =>
    context.request.post(call.url(), { headers, data: call.postDataBuffer() ?? '' })

  const anonymous = await browser.newContext()
  expect((await replay(anonymous)).status()).toBe(401)
  await anonymous.close()

  const otherContext = await browser.newContext()
  await stubCaptcha(otherContext)
  const other = await otherContext.newPage()
  await signIn(other, accounts.settings)
  await expect(other).toHaveURL(/\/profile$/)
  expect((await replay(otherContext)).status()).toBe(404)
  await otherContext.close()

  // The owner again: cancelling a cancelled booking is safe.
  expect((await replay(page.context())).status()).toBe(200)
})
