// The back office (ADR 043, 044): an admin made with `npm run admin` while the server runs turns on two-factor sign-in,
// signs out, signs in with a code from the app and opens the back office; its pages pass axe in en and uk; a member
// gets the site's 404 and an anonymous visitor the sign-in page.
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { totp } from '../../tests/support/totp'
import { MEMBER_PASSWORD, signUpByApi } from '../support/accounts'
import { expectNoAxeViolations, msg, openAccountMenu, test, waitForHydration } from '../support/helpers'
import { profileSpec, standIns } from '../support/profile'
import { adminCommand } from '../support/staff'

profileSpec()

const root = path.resolve(import.meta.dirname, '../..')
const shots = process.env.STAFF_SHOTS ? path.join(root, '.tmp', 'staff-shots') : null

let adminEmail = ''
let secret = ''

/** With STAFF_SHOTS set: the page (or one part of it) at 1280 and 360 px, into .tmp/staff-shots. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!shots) return
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    const file = path.join(shots, `${name}-${width}.png`)
    if (part) await part.screenshot({ path: file })
    else await page.screenshot({ path: file, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('an admin made by the command must turn on two-factor sign-in first', async ({ page, baseURL }) => {
  // Two runs of the command (a Node process each) and the set-up.
  test.setTimeout(90_000)
  adminEmail = await signUpByApi(page.request, standIns, baseURL!, { name: 'Ada Admin' })
  expect(adminCommand('grant', adminEmail, 'admin')).toContain(`${adminEmail}: now admin`)
  expect(adminCommand('list')).toContain(`${adminEmail}\tadmin\t2fa:off`)

  const answer = await page.goto('/en/admin')
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'staff_two_factor_needed_title'))
  await expectNoAxeViolations(page)
  await shoot(page, 'two-factor-needed')
  await waitForHydration(page)
  await page.getByRole('link', { name: msg('en', 'staff_two_factor_needed_link') }).click()
  await expect(page).toHaveURL(/\/en\/profile\/preferences#account-two-factor$/)

  const section = page.locator('#account-two-factor').locator('..')
  await section.getByLabel(msg('en', 'two_factor_password_label')).fill(MEMBER_PASSWORD)
  await section.getByRole('button', { name: msg('en', 'two_factor_on_submit') }).click()
  await expect(section.getByRole('img', { name: msg('en', 'two_factor_qr_label') })).toBeVisible()
  secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '')
  await expectNoAxeViolations(page)
  await shoot(page, 'two-factor-setup', section)
  await section.getByLabel(msg('en', 'two_factor_code_label')).fill(totp(secret))
  await section.getByRole('button', { name: msg('en', 'two_factor_confirm_submit') }).click()
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await shoot(page, 'recovery-codes', section)
  await section.getByRole('button', { name: msg('en', 'two_factor_codes_done') }).click()
  await expect(section.getByText(msg('en', 'two_factor_status_on'))).toBeVisible()
})

test('signing in asks for the code, then the back office opens; its pages pass axe in en and uk', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await page.goto('/en/auth/login?redirect=%2Fen%2Fadmin')
  await waitForHydration(page)
  await page.getByLabel('E-mail address').fill(adminEmail)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByRole('heading', { name: msg('en', 'two_factor_step_title') })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'sign-in-second-step')
  await page.getByLabel(msg('en', 'two_factor_code_label')).fill('000000' === totp(secret) ? '111111' : '000000')
  await page.getByRole('button', { name: msg('en', 'two_factor_step_submit') }).click()
  await expect(page.getByText(msg('en', 'two_factor_code_wrong'))).toBeVisible()
  await page.getByLabel(msg('en', 'two_factor_code_label')).fill(totp(secret))
  await page.getByRole('button', { name: msg('en', 'two_factor_step_submit') }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'staff_dashboard_title'))

  for (const locale of ['en', 'uk'] as const)
    for (const [slug, title] of [
      ['', 'staff_dashboard_title'],
      ['/staff', 'staff_page_title'],
      ['/audit', 'staff_audit_title'],
    ] as const) {
      const answer = await page.goto(`/${locale}/admin${slug}`)
      expect(answer?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, title))
      await expectNoAxeViolations(page)
      await shoot(page, `${locale}-admin${slug.replace('/', '-')}`)
    }
  // And in the dark theme ("same as my device").
  await page.emulateMedia({ colorScheme: 'dark' })
  for (const slug of ['', '/staff', '/audit']) {
    await page.goto(`/en/admin${slug}`)
    await expectNoAxeViolations(page)
  }
  await shoot(page, 'en-admin-audit-dark')
  await page.emulateMedia({ colorScheme: 'light' })

  // The command's grant is in the log, by the command.
  await page.goto('/en/admin/audit')
  await expect(page.getByText(msg('en', 'staff_audit_by_command')).first()).toBeVisible()

  // Staff see the back office in their menu.
  await waitForHydration(page)
  await openAccountMenu(page)
  await expect(page.getByRole('menuitem', { name: msg('en', 'staff_nav_back_office') })).toBeVisible()
  await page.keyboard.press('Escape')

  // An admin makes a member an editor on the Staff page, after confirming; the log says who did it.
  const other = await browser.newContext()
  const editorEmail = await signUpByApi(other.request, standIns, baseURL!, { name: 'Eve Editor' })
  await other.close()
  await page.goto('/en/admin/staff')
  await waitForHydration(page)
  await page.getByLabel(msg('en', 'staff_form_email')).fill(editorEmail)
  await page.getByLabel(msg('en', 'staff_form_role')).selectOption('editor')
  await page.getByRole('button', { name: msg('en', 'staff_form_submit') }).click()
  const dialog = page.getByRole('dialog', { name: msg('en', 'staff_confirm_title') })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: msg('en', 'staff_confirm_submit') }).click()
  await expect(page.getByRole('row', { name: /Eve Editor/ })).toContainText(msg('en', 'staff_role_editor'))
  await page.goto('/en/admin/audit')
  const newest = page
    .getByRole('list', { name: msg('en', 'staff_audit_title') })
    .getByRole('listitem')
    .first()
  await expect(newest).toContainText('role.grant')
  await expect(newest).toContainText(msg('en', 'staff_audit_by', { name: 'Ada Admin', email: adminEmail }))
})

test('a member gets the site’s 404, an anonymous visitor the sign-in page', async ({ browser, baseURL }) => {
  const member = await browser.newContext()
  const page = await member.newPage()
  await signUpByApi(page.request, standIns, baseURL!, { name: 'Mo Member' })
  for (const path of ['/en/admin', '/en/admin/staff', '/en/admin/audit']) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'error_404_title'))
  }
  await page.goto('/en/profile')
  await waitForHydration(page)
  await openAccountMenu(page)
  await expect(page.getByRole('menuitem', { name: msg('en', 'nav_profile') })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: msg('en', 'staff_nav_back_office') })).toHaveCount(0)
  await member.close()

  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto('/en/admin/staff')
  await expect(visitor).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fadmin%2Fstaff$/)
  await anonymous.close()
})
