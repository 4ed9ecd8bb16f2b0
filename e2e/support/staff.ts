// Staff for the back-office specs (ADR 043, 044): the role comes from `npm run admin` against the running server (its
// socket, while it holds the embedded database), two-factor sign-in is turned on in the account settings, as a new
// admin does it. The page's session is then one of a staff account with two-factor on.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { totp } from '../../tests/support/totp'
import { MEMBER_PASSWORD, signUpByApi } from './accounts'
import { msg, waitForHydration } from './helpers'
import type { SmtpInbox } from './stand-ins'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'

/** `npm run admin -- ...` against the e2e server's data dir; its output. */
export function adminCommand(...args: string[]): string {
  const { DATABASE_URL: _unused, ...env } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

/** Turns on two-factor sign-in for the page's signed-in account; answers the TOTP secret. */
export async function turnOnTwoFactor(page: Page): Promise<string> {
  await page.goto('/en/profile/preferences#account-two-factor')
  await waitForHydration(page)
  const section = page.locator('#account-two-factor').locator('..')
  await section.getByLabel(msg('en', 'two_factor_password_label')).fill(MEMBER_PASSWORD)
  await section.getByRole('button', { name: msg('en', 'two_factor_on_submit') }).click()
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '')
  await section.getByLabel(msg('en', 'two_factor_code_label')).fill(totp(secret))
  await section.getByRole('button', { name: msg('en', 'two_factor_confirm_submit') }).click()
  await section.getByRole('button', { name: msg('en', 'two_factor_codes_done') }).click()
  await expect(section.getByText(msg('en', 'two_factor_status_on'))).toBeVisible()
  return secret
}

/** A new account, signed in on `page`, made `role` by the admin command, with two-factor sign-in on. */
export async function signedInStaff(
  page: Page,
  mail: SmtpInbox,
  origin: string,
  role: 'editor' | 'admin' = 'admin',
  name = 'Ada Admin',
): Promise<{ email: string; secret: string }> {
  const email = await signUpByApi(page.request, mail, origin, { name })
  expect(adminCommand('grant', email, role)).toContain(`${email}: now ${role}`)
  const secret = await turnOnTwoFactor(page)
  return { email, secret }
}
