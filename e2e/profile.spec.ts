import { rmSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { linkFromMail, mailsTo, startStandIns, stubCaptcha, type StandIns } from './support/stand-ins'
import { MEMBER_PASSWORD, signUpByApi, submitSignUp } from './support/accounts'
import { collectErrors, msg, openAccountMenu } from './support/helpers'
import { dropDatabase, freshAddress, freshDatabase, memberAcross, waitForHealth } from './support/scale-out'
import { root, startServer, type ServerProcess } from './support/server-process'

/**
 * The profile area end to end: booking from the trip page (through sign-up and back), My trips and cancelling,
 * preferences that take effect after a reload, revoking another device, and axe on every profile screen.
 */
let standIns: StandIns
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  standIns = await startStandIns()
})
test.afterAll(() => standIns.close())
test.beforeEach(({ page }) => stubCaptcha(page))

const PASSWORD = MEMBER_PASSWORD
let counter = 0
const newEmail = () => `profile.${Date.now()}.${counter++}@example.test`

/** Seed trip 1 starts months after the seed date with 9 of 12 seats left. */
const TRIP = 1

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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations,
    JSON.stringify(
      results.violations.map((v) => [v.id, v.nodes.map((n) => n.target)]),
      null,
      1,
    ),
  ).toEqual([])
}

const seatsText = async (page: Page) =>
  (await page
    .locator('aside')
    .getByText(/seats? left/)
    .first()
    .textContent()) ?? ''

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

test('a booking whose answer was lost books once when it is confirmed again', async ({ page }) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Lou Lost' })
  await page.goto(`/en/trips/${TRIP}`)
  await page.getByRole('button', { name: 'Book this trip' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  // The server books, then the connection drops before its answer reaches the page.
  let dropped = false
  await page.route('**/_serverFn/**', async (route) => {
    if (dropped || !route.request().postData()?.includes('idempotencyKey')) return route.fallback()
    dropped = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The booking did not go through. Please try again.')
  expect(dropped).toBe(true)
  await page.unroute('**/_serverFn/**')

  // Another number of travellers now: the page says the booking is already made instead of making a second one.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByLabel('Travellers').selectOption('2')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This booking already went through, with another number of travellers: see My trips.',
  )
  // The same choice again answers the booking the lost answer was about.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByLabel('Travellers').selectOption('1')
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(dialog).toBeHidden()
  const mine = (await (await page.request.get('/api/v1/me/bookings')).json()) as {
    items: Array<{ id: number; tripId: number; travellers: number; status: string }>
  }
  expect(mine.items.map((b) => [b.tripId, b.travellers, b.status])).toEqual([[TRIP, 1, 'confirmed']])
  await page.request.delete(`/api/v1/me/bookings/${mine.items[0]!.id}`, { headers: { origin: base } })
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

test('"Follow my browser" forgets the remembered language: "/" follows Accept-Language again', async ({ page }) => {
  test.setTimeout(60_000)
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Lou Language' })
  const localeCookie = async () => (await page.context().cookies()).find((c) => c.name === 'locale')?.value
  const prefs = page.locator('form[aria-labelledby="prefs-title"]')
  await page.goto('/en/profile/preferences')
  await expect(prefs.getByRole('button', { name: 'Save preferences' })).toBeEnabled()
  await prefs.getByLabel('Interface language').selectOption('uk')
  await prefs.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page).toHaveURL(/\/uk\/profile\/preferences$/)
  expect(await localeCookie()).toBe('uk')

  // Follow the browser: the preference and the cookie are both gone.
  await expect(prefs.locator('button[type=submit]')).toBeEnabled()
  await prefs.locator('#pref-locale').selectOption('')
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/preferences') && r.request().method() === 'PUT',
  )
  await prefs.locator('button[type=submit]').click()
  expect((await saved).status()).toBe(200)
  await expect(prefs.locator('#pref-locale')).toHaveValue('')
  expect(await localeCookie()).toBeUndefined()
  const stored = await page.request.get('/api/v1/user/preferences')
  expect(((await stored.json()) as { preferences: { locale: string | null } }).preferences.locale).toBeNull()

  // The next visit to "/" picks the browser's language (the context's locale sets the header; a route changes it).
  await page.route(/\/$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': 'es-ES,es;q=0.9' } }),
  )
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
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

  await page.getByLabel('Current password').fill('wrong-password-000')
  await page.getByLabel('New password').fill('quiet-lantern-orbit-77')
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

test('account deletion asks in a dialog: "keep" changes nothing, confirming deletes the account', async ({ page }) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Del Leaving' })
  await page.goto('/en/profile/preferences')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  await page.getByLabel('Your password, to confirm').fill(PASSWORD)
  const remove = page.getByRole('button', { name: 'Delete my account' })
  await remove.click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByRole('button', { name: 'Keep my account' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()
  expect((await page.request.get(`${base}/api/auth/me`)).status()).toBe(200)

  await remove.click()
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/en\/?$/)
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  expect((await page.request.get(`${base}/api/auth/me`)).status()).toBe(401)
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

test('a booking refused for want of seats shows the seats left, in the dialog and on the page', async ({
  page,
  browser,
}) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Rae Refused' })
  // Another member takes seats while this one's dialog is open (an upcoming trip other than TRIP, with room for two).
  const trips = (await (await page.request.get('/api/v1/trips?limit=50')).json()) as {
    data: Array<{ id: number; seatsLeft: number; startDate: string }>
  }
  const today = new Date().toISOString().slice(0, 10)
  const trip = trips.data
    .filter((t) => t.id !== TRIP && t.startDate > today && t.seatsLeft >= 3)
    .sort((a, b) => a.seatsLeft - b.seatsLeft)[0]!
  const otherContext = await browser.newContext()
  await signUpByApi(otherContext.request, standIns, base, { name: 'Quin Quicker' })
  const taken: number[] = []
  const take = async (travellers: number) => {
    const response = await otherContext.request.post(`${base}/api/v1/me/bookings`, {
      data: { tripId: trip.id, travellers },
      headers: { origin: base },
    })
    expect(response.status()).toBe(201)
    taken.push(((await response.json()) as { booking: { id: number } }).booking.id)
  }

  try {
    await page.goto(`/en/trips/${trip.id}`)
    const book = page.getByRole('button', { name: 'Book this trip' })
    await book.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Travellers').selectOption('2')
    await dialog.getByRole('button', { name: 'Review booking' }).click()
    for (let left = trip.seatsLeft; left > 1; left -= Math.min(10, left - 1)) await take(Math.min(10, left - 1))

    // Refused: the message says one seat is left, and so do the choice under it and the page behind.
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Not enough seats: only 1 seat is left.')
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expect(dialog.getByLabel('Travellers').locator('option')).toHaveText(['1 traveller'])
    await expect(dialog.getByText('1 seat left')).toBeVisible()
    await expect.poll(() => seatsText(page)).toBe('1 seat left')

    // The last seat goes too: the page drops its booking step, the message comes as a toast.
    await take(1)
    await dialog.getByRole('button', { name: 'Review booking' }).click()
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText('This trip is fully booked: no seats are left.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.locator('aside').getByText('Fully booked')).toBeVisible()
    await expect(book).toHaveCount(0)
  } finally {
    for (const id of taken) {
      await otherContext.request.delete(`${base}/api/v1/me/bookings/${id}`, { headers: { origin: base } })
    }
    await otherContext.close()
  }
})

/**
 * A cancellation the server refuses because the trip started meanwhile, and a booking it refuses because the trip's
 * stored currency fails the database's check. Only the database can make such trips, so this runs a server of its own
 * on PostgreSQL (like e2e/two-servers.spec.ts) and changes the trip there.
 */
test.describe('refusals on a server of its own: a cancellation in My trips, a booking', () => {
  const port = Number(process.env.E2E_REFUSAL_PORT ?? 3523)
  const base = `http://127.0.0.1:${port}`
  const dataDir = path.join(root, `.tmp/profile-refusal-${port}`)
  const DATABASE = `profile_refusal_${port}`
  let databaseUrl = ''
  let server: ServerProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    databaseUrl = await freshDatabase(DATABASE)
    rmSync(dataDir, { recursive: true, force: true })
    server = startServer(port, dataDir, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })
    await waitForHealth(base)
  })
  test.afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
    await dropDatabase(DATABASE).catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Signs the page in with a member's cookies from `memberAcross`. */
  async function useCookies(page: Page, cookie: string) {
    await page.context().addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=')
        // A production server names its cookies __Secure-… (127.0.0.1 counts as a secure origin).
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: '127.0.0.1', path: '/', secure: true }
      }),
    )
  }

  test('the list is read again, the localized message shows, and focus follows the booking', async ({ page }) => {
    test.setTimeout(90_000)
    const { cookie } = await memberAcross(base, dataDir, base, freshAddress())
    const today = new Date().toISOString().slice(0, 10)
    const trips = (await (await fetch(`${base}/api/v1/trips?limit=50`)).json()) as {
      data: Array<{ id: number; seatsLeft: number; startDate: string }>
    }
    const trip = trips.data.find((t) => t.startDate > today && t.seatsLeft >= 1)!
    const booked = await fetch(`${base}/api/v1/me/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ tripId: trip.id, travellers: 1 }),
    })
    expect(booked.status).toBe(201)
    const booking = ((await booked.json()) as { booking: { id: number } }).booking
    await useCookies(page, cookie)

    await page.goto(`${base}/uk/profile/trips`)
    const upcoming = page.getByRole('region', { name: /Майбутні/ })
    const past = page.getByRole('region', { name: /Минулі/ })
    const card = page.locator(`#booking-${booking.id}`)
    await expect(upcoming.locator(`#booking-${booking.id}`)).toBeVisible()
    await card.getByRole('button', { name: 'Скасувати бронювання' }).click()
    const dialog = page.getByRole('dialog')
    const confirm = dialog.getByRole('button', { name: 'Так, скасувати' })

    // No answer at all: nothing changed, so the dialog stays and its message takes focus.
    await page.route('**/_serverFn/**', (route) => route.abort())
    await confirm.click()
    await expect(dialog.getByRole('alert')).toHaveText('Не вдалося скасувати бронювання. Спробуйте ще раз.')
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expectNoAxeViolations(page)
    await page.unroute('**/_serverFn/**')

    // Meanwhile the trip started: the server refuses (409 trip_started).
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(`update trips set start_date = (now() at time zone 'utc')::date - 1 where id = $1`, [trip.id])
    } finally {
      await client.end()
    }
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST'),
      confirm.click(),
    ])
    expect(answer.status()).toBe(409)
    // The cancel step is gone: the message comes as a toast, the list is read again, focus follows the booking.
    await expect(
      page.getByText(/почалася .*вже не можна скасувати.*Ваше 1 місце залишається заброньованим/),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(past.locator(`#booking-${booking.id}`)).toBeVisible()
    await expect(upcoming.locator(`#booking-${booking.id}`)).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Скасувати бронювання' })).toHaveCount(0)
    await expect(card).toBeFocused()
  })

  test('booking a trip whose stored currency the database refuses says why and keeps the choice', async ({ page }) => {
    test.setTimeout(90_000)
    const { cookie } = await memberAcross(base, dataDir, base, freshAddress())
    const today = new Date().toISOString().slice(0, 10)
    const trips = (await (await fetch(`${base}/api/v1/trips?limit=50`)).json()) as {
      data: Array<{ id: number; seatsLeft: number; startDate: string }>
    }
    const trip = trips.data.find((t) => t.startDate > today && t.seatsLeft >= 2)!
    // A legacy row from before migration 0013: its currency fails the NOT VALID check, so no update of it commits.
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('alter table trips drop constraint trips_currency_code')
      await client.query(`update trips set currency = 'EURO' where id = $1`, [trip.id])
      await client.query(
        `alter table trips add constraint trips_currency_code check (currency ~ '^[A-Z]{3}$') not valid`,
      )
    } finally {
      await client.end()
    }
    await useCookies(page, cookie)
    await page.goto(`${base}/ru/trips/${trip.id}`)
    await page.getByRole('button', { name: msg('ru', 'trips_book_cta') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(msg('ru', 'bookings_travellers_label')).selectOption('2')
    await dialog.getByRole('button', { name: msg('ru', 'bookings_review_action') }).click()
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: msg('ru', 'bookings_confirm_action') }).click(),
    ])
    expect(answer.status()).toBe(409)
    // The reason in the page's language, focused; the dialog stays on the member's choice of two travellers.
    await expect(dialog.getByRole('alert')).toHaveText(msg('ru', 'bookings_error_trip_not_bookable'))
    await expect(dialog.getByRole('alert')).toBeFocused()
    await expect(dialog.getByTestId('review-travellers')).toHaveText('2')
    // Nothing was taken.
    const check = new pg.Client({ connectionString: databaseUrl })
    await check.connect()
    try {
      const { rows } = await check.query<{ seats_left: number }>('select seats_left from trips where id = $1', [
        trip.id,
      ])
      expect(rows[0]?.seats_left).toBe(trip.seatsLeft)
    } finally {
      await check.end()
    }
  })
})

test('the profile navigation marks the exact screen as current, and My posts only as a section on the editor', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Nia Navigator' })
  for (const locale of ['en', 'uk'] as const) {
    const nav = page.getByRole('navigation', { name: msg(locale, 'profile_nav_label') })
    const link = (key: string) => nav.getByRole('link', { name: msg(locale, key), exact: true })
    const keys = ['profile_nav_overview', 'profile_nav_trips', 'writing_my_posts_title', 'profile_nav_preferences']
    const expectMarks = async (marks: Record<string, 'page' | 'true'>) => {
      for (const key of keys) {
        if (marks[key]) await expect(link(key)).toHaveAttribute('aria-current', marks[key])
        else await expect(link(key)).not.toHaveAttribute('aria-current')
      }
    }
    await page.goto(`/${locale}/profile`)
    await expectMarks({ profile_nav_overview: 'page' })
    await page.goto(`/${locale}/profile/blog`)
    await expectMarks({ writing_my_posts_title: 'page' })
    // The editor is inside My posts, it is not the My posts page; the link keeps its highlight.
    await page.goto(`/${locale}/profile/blog/create`)
    await expectMarks({ writing_my_posts_title: 'true' })
    await expect(link('writing_my_posts_title')).toHaveClass(/underline/)
    await page.goto(`/${locale}/profile/preferences`)
    await expectMarks({ profile_nav_preferences: 'page' })
  }
})
