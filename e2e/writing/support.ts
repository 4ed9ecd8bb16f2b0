// Shared setup of the writing specs: a local SMTP inbox for the sign-up mail, signing up through the page, axe.
import { expect, type Page } from '@playwright/test'
import { submitSignUp } from '../support/accounts'
import { test } from '../support/helpers'
import { startSmtpInbox, type SmtpInbox } from '../support/stand-ins'

/** The spec file's inbox, set by setUpWriting() (a live binding: read it inside tests). */
export let mail: SmtpInbox

/** Call once at the top of a spec file: its tests run in order, with an SMTP inbox open around them. */
export function setUpWriting() {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    mail = await startSmtpInbox()
  })
  test.afterAll(() => mail.close())
}

async function confirmLink(to: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const raw = mail.inbox
          .filter((m) => m.to === to)
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .find((r) => r.includes('/en/auth/email/confirm'))
        found = raw?.match(/https?:\/\/[^\s"<>]*\/en\/auth\/email\/confirm[^\s"<>]*/)?.[0]
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!.replaceAll('&amp;', '&'))
  return url.pathname + url.search
}

export async function signUp(page: Page) {
  const email = `writer.${Date.now()}@example.test`
  await page.goto('/en/auth/login?mode=signup')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  await submitSignUp(page, 'Wren Writer', email)
  await page.goto(await confirmLink(email))
  await expect(page).toHaveURL(/\/en\/profile$/)
}
