// Accessibility of every page type in both themes (axe WCAG 2.1 AA, and all content inside landmarks), signed out and
// signed in, with the consent bar and dialog, the cookie button's tooltip, the account menu and a toast, and the
// error pages (404 and 500); the language of parts of a post in another language than the page
// (WCAG 3.1.2); and no duplicate ids (a post's heading "Main" against the skip link's <main id="main">).
import { expect, type Page } from '@playwright/test'
import { submitSignUp } from './support/accounts'
import { axeOn, msg, openAccountMenu, test, waitForHydration } from './support/helpers'
import { linkFromMail, startStandIns, stubCaptcha, type StandIns } from './support/stand-ins'

let standIns: StandIns

test.beforeAll(async () => {
  standIns = await startStandIns()
})
test.afterAll(() => standIns.close())
test.beforeEach(({ page }) => stubCaptcha(page))

/**
 * Axe (WCAG 2.1 AA, plus its best-practice `region` rule: all content inside landmarks, which catches popups that
 * Radix portals to <body>) finds nothing, and no id appears twice in the document.
 */
async function expectAccessible(page: Page, what: string) {
  const results = await axeOn(page)
    .options({ rules: { region: { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  // A prohibited aria-label (e.g. on a <p>) is only "needs review" when the element has text: the text still reaches
  // screen readers, the label does not. Here it counts as a violation.
  const prohibited = results.incomplete.filter((result) => result.id === 'aria-prohibited-attr')
  const summary = [...results.violations, ...prohibited].map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
  )
  // Soft: one run lists every page's violations.
  expect.soft(summary, `${what}\n${summary.join('\n')}`).toEqual([])
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>()
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1)
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id)
  })
  expect.soft(duplicates, `${what}: duplicate ids`).toEqual([])
}

/** The theme under test is the one painted: the page background is dark exactly in the dark theme. */
async function expectTheme(page: Page, scheme: 'light' | 'dark') {
  const background = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.color = getComputedStyle(document.body).backgroundColor
    document.body.append(probe)
    // Any colour syntax (oklch included) → sRGB through a canvas.
    const canvas = document.createElement('canvas').getContext('2d')!
    canvas.fillStyle = getComputedStyle(probe).color
    canvas.fillRect(0, 0, 1, 1)
    probe.remove()
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data
    return (r + g + b) / 3
  })
  if (scheme === 'dark') expect(background).toBeLessThan(60)
  else expect(background).toBeGreaterThan(200)
}

async function scan(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expectTheme(page, scheme)
  await expectAccessible(page, `${path} (${scheme})`)
}

const publicPages = [
  '/en',
  '/en/trips',
  '/en/trips/1',
  '/en/blog',
  '/en/blog/posts/what-to-pack-for-a-hut-to-hut-trek',
  // A Russian post under the English interface.
  '/en/blog/posts/supra-v-svanetii',
  '/en/blog/categories/food',
  '/en/blog/tags/hiking',
  '/en/blog/users/maria',
  '/en/search',
  '/en/search?q=picchu',
  '/en/search?q=zzqxv',
  '/en/about',
  '/uk/help/booking',
  '/en/auth/login',
  '/en/auth/login?mode=signup',
  '/en/auth/password-reset',
  '/en/auth/password-reset/confirm?token=abc',
  '/en/auth/email/confirm',
  '/en/does-not-exist',
  '/en/%E0%A4%A',
]

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    test('every public page type, signed out', async ({ page }) => {
      test.setTimeout(180_000)
      for (const path of publicPages) await scan(page, path, scheme)
      // A form with its field errors.
      await page.goto('/en/auth/login')
      await expect(page.locator('main form button[type=submit]')).toBeEnabled()
      await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
      await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
      await expectAccessible(page, `sign-in errors (${scheme})`)
      // The floating cookie button's tooltip (a Radix popup, like the account menu).
      await page.getByTestId('consent-floating-button').hover()
      await expect(page.getByRole('tooltip')).toHaveText(msg('en', 'consent_open_settings'))
      await expectAccessible(page, `cookie button tooltip (${scheme})`)
    })

    test('the error page of an unexpected failure (500)', async ({ page }) => {
      await page.goto('/en')
      await waitForHydration(page)
      // No address fails on the server on purpose: the next navigation's server functions answer 500, and the route's
      // error component renders the same page (RouteError → ErrorPage in the layout) as a failed server render.
      await page.route('**/_serverFn/**', (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      )
      await page
        .getByRole('link', { name: msg('en', 'nav_trips') })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: msg('en', 'error_default_title') })).toBeVisible()
      await expectTheme(page, scheme)
      await expectAccessible(page, `500 error page (${scheme})`)
      // The big status is read as "Error 500".
      await expect(page.getByText(msg('en', 'error_status_label', { status: '500' }), { exact: true })).toBeAttached()
    })

    test.describe('first visit', () => {
      test.use({ storageState: { cookies: [], origins: [] } })
      test('the consent bar and the consent settings dialog', async ({ page }) => {
        await page.goto('/en')
        await waitForHydration(page)
        await expect(page.getByTestId('consent-bar')).toBeVisible()
        await expectTheme(page, scheme)
        await expectAccessible(page, `consent bar (${scheme})`)
        await page.getByRole('button', { name: msg('en', 'consent_manage_cookies') }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectAccessible(page, `consent dialog (${scheme})`)
      })
    })

    test('every signed-in page type, the account menu and a toast', async ({ page }) => {
      test.setTimeout(180_000)
      const email = `a11y.${scheme}.${Date.now()}@example.test`
      await page.goto('/en/auth/login?mode=signup')
      await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
      await submitSignUp(page, 'Ada Access', email)
      await expectAccessible(page, `check your inbox (${scheme})`)
      await page.goto(await linkFromMail(standIns, email, '/auth/email/confirm'))
      await expect(page).toHaveURL(/\/en\/profile$/)
      // The welcome toast over the profile.
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
      await expectAccessible(page, `toast (${scheme})`)

      await openAccountMenu(page)
      await expect(page.getByRole('menu')).toBeVisible()
      await expectAccessible(page, `account menu (${scheme})`)
      await page.keyboard.press('Escape')

      for (const path of ['/en/profile', '/en/profile/trips', '/en/profile/preferences', '/en/profile/blog']) {
        await scan(page, path, scheme)
      }
      await page.goto('/en/trips/1?book=1')
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, `booking dialog (${scheme})`)

      // The editor with a live preview whose headings are called like the page's own ids.
      await page.goto('/en/profile/blog/create')
      await waitForHydration(page)
      await page.getByLabel('Title', { exact: true }).fill('Main')
      await page.getByLabel('Text (Markdown)').fill('## Main\n\n## Book\n\nSee [the main part](#main).')
      const preview = page.getByTestId('preview')
      await expect(preview.getByRole('heading', { name: 'Book' })).toBeVisible()
      await expect(page.locator('#main')).toHaveCount(1)
      await expect(preview.getByRole('link', { name: 'the main part' })).toHaveAttribute(
        'href',
        `#${await preview.getByRole('heading', { name: 'Main' }).getAttribute('id')}`,
      )
      await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })
      await expectAccessible(page, `post editor (${scheme})`)
      await scan(page, '/en/profile/blog', scheme)
    })
  })
}

test.describe('language of parts (WCAG 3.1.2)', () => {
  const langOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))

  test("a post in another language marks its title, excerpt, last breadcrumb and body with the post's language", async ({
    page,
  }) => {
    await page.goto('/en/blog/posts/supra-v-svanetii')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await langOf(page, 'main h1')).toBe('ru')
    expect(await langOf(page, 'main h1 + p')).toBe('ru')
    // Only the last crumb is the current page (the router marked Home and Blog as current too).
    await expect(page.locator('main nav [aria-current="page"]')).toHaveCount(1)
    expect(await langOf(page, 'main nav [aria-current="page"]')).toBe('ru')
    expect(await langOf(page, 'main article .prose-content')).toBe('ru')
    // The interface around it stays in the page's language.
    expect(await langOf(page, 'main nav a')).toBe('en')
    expect(await langOf(page, '#post-meta-title')).toBe('en')

    await page.goto('/uk/blog/posts/what-to-pack-for-a-hut-to-hut-trek')
    expect(await langOf(page, 'main h1')).toBe('en')
    expect(await langOf(page, 'main nav [aria-current="page"]')).toBe('en')
    // The list cards and search results of a post in another language carry it as well.
    await page.goto(`/en/search?q=${encodeURIComponent('Сванетии')}`)
    expect(await langOf(page, 'main h2 a[href*="supra-v-svanetii"]')).toBe('ru')
    await page.goto('/en/blog')
    expect(await langOf(page, 'main article a[href*="supra-v-svanetii"]')).toBe('ru')
  })
})

test.describe('dark theme buttons', () => {
  test.use({ colorScheme: 'dark' })

  test('the primary button is a deep green, not a bright one that glares (its text passes AA, see the scans above)', async ({
    page,
  }) => {
    await page.goto('/en/auth/login')
    await waitForHydration(page)
    await expectTheme(page, 'dark')
    const rgb = await page
      .locator('main form button[type=submit]')
      .first()
      .evaluate((button) => {
        const canvas = document.createElement('canvas').getContext('2d')!
        canvas.fillStyle = getComputedStyle(button).backgroundColor
        canvas.fillRect(0, 0, 1, 1)
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)]
      })
    const [r = 0, g = 0, b = 0] = rgb
    // Green, and dark enough for white text: the bright green-400 was (74, 222, 128).
    expect(g).toBeGreaterThan(r)
    expect(g).toBeLessThan(160)
    expect((r + g + b) / 3).toBeLessThan(100)
  })
})
