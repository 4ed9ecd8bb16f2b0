// Saved trips and the newsletter (ADR 058): a member saves a trip from a card and finds it in the saved list; an
// anonymous click explains that saving needs an account; an admin previews the digest and sends it now; the digest
// reaches the SMTP stand-in with the RFC 8058 headers, and its unsubscribe link, opened without a session, turns the
// newsletter off only after the confirm button. axe on the new screens in en and uk; screenshots with SAVED_SHOTS=1.
import path from 'node:path'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { signUpByApi } from './support/accounts'
import { expectNoAxeViolations, msg, test, waitForHydration } from './support/helpers'
import { profileSpec, standIns } from './support/profile'
import { mailsTo } from './support/stand-ins'
import { signedInStaff } from './support/staff'

profileSpec()

const shots = process.env.SAVED_SHOTS ? path.resolve(import.meta.dirname, '../.tmp/saved-shots') : null

async function shoot(page: Page, name: string) {
  if (!shots) return
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: width === 1280 })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

const newsletterOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/user/preferences')).json()) as { preferences: { newsletter: boolean } })
    .preferences.newsletter

let memberEmail = ''
let memberState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

test('an anonymous click on Save explains that saving needs an account', async ({ page }) => {
  await page.goto('/en/trips')
  await waitForHydration(page)
  const save = page.getByRole('button', { name: /^Save / }).first()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(page.getByText(msg('en', 'saved_signin_needed'))).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: msg('en', 'saved_signin_link') })).toHaveAttribute(
    'href',
    /\/en\/auth\/login\?redirect=%2Fen%2Ftrips/,
  )
  await shoot(page, 'cards-anonymous')
})

test('a member saves a trip from a card and finds it in the saved list', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  memberEmail = await signUpByApi(page.request, standIns, baseURL!, { name: 'Sam Saver' })
  const opted = await page.request.put('/api/v1/user/preferences', {
    data: { newsletter: true },
    headers: { origin: baseURL! },
  })
  expect(opted.status()).toBe(200)
  memberState = await page.context().storageState()

  await page.goto('/en/trips')
  await waitForHydration(page)
  const save = page.getByRole('button', { name: /^Save / }).first()
  const title = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save /, '')
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await shoot(page, 'cards-saved')
  // The trip page has the same toggle, already pressed.
  const tripHref = await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href')
  await page.goto(tripHref!)
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true')
  await shoot(page, 'trip-page-saved')
  await page.goto('/en/trips')
  // The state comes back after a reload (from the member's saved ids, after hydration).
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true')

  for (const locale of ['en', 'uk'] as const) {
    await page.goto(`/${locale}/profile/saved`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'saved_title'))
    await expect(page.getByRole('link', { name: msg(locale, 'saved_title') })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main article')).toHaveCount(1)
    await expectNoAxeViolations(page)
    await shoot(page, `saved-list-${locale}`)
  }
  await page.goto('/en/profile/saved')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await page.getByRole('button', { name: `Remove ${title}` }).click()
  await expect(page.getByText(msg('en', 'saved_removed', { trip: title }))).toBeFocused()
  await expect(page.getByText(msg('en', 'saved_empty'))).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an admin previews the digest and sends it now; its link unsubscribes after the confirm button', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  expect(memberEmail).not.toBe('')
  await signedInStaff(page, standIns, baseURL!)
  const postTitle = `Harbour lights ${Date.now()}`
  const created = await page.request.post('/api/v1/me/posts', {
    headers: { origin: baseURL! },
    data: { title: postTitle, lang: 'en', body: 'Evening on the quay.', categorySlug: 'guides', status: 'published' },
  })
  expect(created.status()).toBe(201)

  for (const locale of ['en', 'uk'] as const) {
    await page.goto(`/${locale}/admin/newsletter`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'newsletter_admin_title'))
    await expect(page.getByRole('link', { name: msg(locale, 'newsletter_admin_title') })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText(postTitle, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await shoot(page, `admin-newsletter-${locale}`)
  }

  await page.goto('/en/admin/newsletter')
  await waitForHydration(page)
  await page.getByRole('button', { name: msg('en', 'newsletter_send_now') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: msg('en', 'newsletter_send_now') })
    .click()
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /sent to/ })
      .first(),
  ).toBeVisible()

  let raw = ''
  await expect
    .poll(() => (raw = mailsTo(standIns, memberEmail).find((mail) => mail.includes(postTitle)) ?? ''), {
      timeout: 30_000,
    })
    .not.toBe('')
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ')
  expect(unfolded).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/v1\/newsletter\/unsubscribe\/[^>]+>/m)
  expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
  const link = /https?:\/\/[^\s"<>]+\/en\/newsletter\/unsubscribe\/[A-Za-z0-9_.-]+/.exec(raw)?.[0]
  expect(link).toBeTruthy()

  // The member's own session tells the preference; the link is opened in a context without any session.
  const member = await browser.newContext({ storageState: memberState })
  expect(await newsletterOf(member.request)).toBe(true)
  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto(new URL(link!).pathname)
  await waitForHydration(visitor)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'newsletter_unsubscribe_title'))
  expect(await newsletterOf(member.request)).toBe(true) // opening the page changes nothing
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('button', { name: msg('en', 'newsletter_unsubscribe_confirm') }).click()
  await expect(visitor.getByText(msg('en', 'newsletter_unsubscribed'))).toBeVisible()
  expect(await newsletterOf(member.request)).toBe(false)
  await visitor.goto(new URL(link!).pathname.replace('/en/', '/uk/'))
  await expectNoAxeViolations(visitor)
  await anonymous.close()
  await member.close()
})
