import { expect, test } from '@playwright/test'
import { signUpByApi } from './support/accounts'
import { msg } from './support/helpers'
import { PASSWORD, profileSpec, standIns } from './support/profile'

/**
 * The profile's own settings and screens, each with a new member: "Follow my browser" for the language, account
 * deletion, and the profile navigation's current screen.
 */
profileSpec()

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

test('preferences show the author picture round and name it; the sessions, the cookie dialog read with spaces; no floating cookie button over the forms', async ({
  page,
}) => {
  const base = test.info().project.use.baseURL!
  await signUpByApi(page.request, standIns, base, { name: 'Pia Picture' })
  await page.goto('/en/profile/preferences')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  // The author picture is announced as a picture, not a cover, and shown square (round), not cropped wide.
  const picture = page.getByRole('img', { name: 'Current picture', exact: true })
  await expect(picture).toBeVisible()
  await expect(page.getByRole('img', { name: 'Current cover' })).toHaveCount(0)
  const box = (await picture.boundingBox())!
  expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1)
  // "Chrome, Linux (This device)": the badge is not glued to the device's name.
  await expect(page.getByTestId('session').first()).toContainText(/\S \(This device\)/)

  // Consent given: the floating button shows on reading pages, never over the profile's forms.
  const bar = page.getByTestId('consent-bar')
  if (await bar.isVisible()) await bar.getByRole('button', { name: msg('en', 'consent_accept'), exact: true }).click()
  await page.goto('/en/blog')
  await expect(page.getByTestId('consent-floating-button')).toBeVisible()
  await page.goto('/en/profile/preferences')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  await expect(page.getByTestId('consent-floating-button')).toHaveCount(0)
  // The footer's link reopens the settings; a locked entry's name reads as two words.
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: msg('en', 'consent_open_settings') })
    .click()
  const dialog = page.getByRole('dialog', { name: msg('en', 'consent_settings_title') })
  await expect(dialog.getByRole('checkbox', { name: 'Session and security (Always on)', exact: true })).toBeDisabled()
})
