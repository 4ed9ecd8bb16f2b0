// Members made over the REST API (sign-up, then the confirmation link from the local SMTP inbox): the request
// context keeps the session cookie, so `page.request` signs the page's browser in too.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { SmtpInbox } from './stand-ins'

export const MEMBER_PASSWORD = 'violet-harbour-tram-42'

/** Signs up and confirms a member; the context then carries the member's session. Returns the e-mail address. */
export async function signUpByApi(
  request: APIRequestContext,
  mail: SmtpInbox,
  origin: string,
  options: { name?: string; email?: string } = {},
): Promise<string> {
  const email = options.email ?? `member.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`
  const headers = { origin }
  const registered = await request.post(`${origin}/api/auth/register`, {
    data: { name: options.name ?? 'Fern Member', email, password: MEMBER_PASSWORD },
    headers,
  })
  expect(registered.status(), await registered.text()).toBe(200)
  let token: string | undefined
  await expect
    .poll(
      () => {
        const raw = mail.inbox
          .find((m) => m.to === email)
          ?.raw.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
        token = raw ? /[?&]token=([^&\s"<>]+)/.exec(raw)?.[1] : undefined
        return token
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const confirmed = await request.post(`${origin}/api/auth/email/confirm`, {
    data: { token: decodeURIComponent(token!) },
    headers,
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return email
}

/** Fills and sends the sign-up form shown on the page, up to its "Check your inbox" answer. */
export async function submitSignUp(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await page.getByRole('button', { name: 'Create account', exact: true }).last().click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
}
