import { createHash, createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { openAccountMenu, test } from './support/helpers'
import { OAuth2Server } from 'oauth2-mock-server'
import { SMTPServer } from 'smtp-server'
import { expectNoAxeViolations } from './support/helpers'

/**
 * Accounts end to end, with real parts: the app server (started by playwright.config.ts) sends mail over SMTP to
 * the server below, and Google sign-in runs against a local OpenID Connect server. The app needs:
 *   SMTP_URL=smtp://127.0.0.1:3325
 *   GOOGLE_CLIENT_ID=waypoints-e2e GOOGLE_CLIENT_SECRET=waypoints-e2e-secret GOOGLE_ISSUER=http://127.0.0.1:3326
 *   TELEGRAM_BOT_TOKEN=123456:e2e-bot-token TELEGRAM_BOT_NAME=waypoints_e2e_bot
 *   RECAPTCHA_SITE_KEY=e2e-site-key RECAPTCHA_SECRET_KEY=e2e-secret RECAPTCHA_VERIFY_URL=http://127.0.0.1:3327/siteverify
 *   AUTH_BASE_URL=<the baseURL>
 * The browser's reCAPTCHA script (www.recaptcha.net) is replaced by a stand-in through page.route.
 */
const TELEGRAM_BOT_TOKEN = process.env.E2E_TELEGRAM_BOT_TOKEN ?? '123456:e2e-bot-token'
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3325)
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3326)
const CAPTCHA_PORT = Number(process.env.E2E_CAPTCHA_PORT ?? 3327)
const captchaVerifications: string[] = []
let captchaVerify: Server

interface ReceivedMail {
  to: string
  raw: string
}
const inbox: ReceivedMail[] = []
let smtp: SMTPServer
let oidc: OAuth2Server

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) inbox.push({ to: rcpt.address, raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve))
  oidc = new OAuth2Server()
  await oidc.issuer.keys.generate('RS256')
  const profile = { sub: 'google-e2e-1', email: 'google.user@example.test', email_verified: true, name: 'Grace Google' }
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile))
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = profile
  })
  await oidc.start(OIDC_PORT, '127.0.0.1')
  // reCAPTCHA's siteverify stand-in: only tokens minted by the stand-in script for "login" pass.
  captchaVerify = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const token = new URLSearchParams(raw).get('response') ?? ''
      captchaVerifications.push(token)
      const good = token === 'e2e-token-login'
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: good, score: good ? 0.9 : 0, action: 'login' }))
    })
  })
  await new Promise<void>((resolve) => captchaVerify.listen(CAPTCHA_PORT, '127.0.0.1', resolve))
})

/** The browser gets a stand-in reCAPTCHA script (explicit rendering API) instead of Google's. */
function stubCaptcha(target: Page | BrowserContext) {
  return target.route('https://www.recaptcha.net/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { render: function () { return 1 }, execute: function (id, o) { return Promise.resolve('e2e-token-' + o.action) } }`,
    }),
  )
}
test.beforeEach(({ page }) => stubCaptcha(page))

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await oidc.stop()
  await new Promise((resolve) => captchaVerify.close(resolve))
})

/** Waits for a mail to the address and returns the first link of our app in it. */
async function linkFromMail(to: string, pathPart: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        // quoted-printable: undo soft line breaks and =3D before looking for the link
        const decoded = inbox.filter((m) => m.to === to).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        const text = decoded.reverse().find((raw) => raw.includes(pathPart))
        found = text?.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replaceAll('/', '\\/')}[^\\s"<>]*`))?.[0]
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(found!.replaceAll('&amp;', '&')).pathname + new URL(found!.replaceAll('&amp;', '&')).search
}

let counter = 0
const newEmail = () => `e2e.${Date.now()}.${counter++}@example.test`
const PASSWORD = 'violet-harbour-tram-42'

async function signOut(page: Page) {
  await openAccountMenu(page)
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en$/)
}

/** Forms keep their submit button disabled until hydrated: wait for it before typing. */
async function gotoForm(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main form button[type=submit]')).toBeEnabled()
}

async function signUpAndConfirm(page: Page, email: string) {
  await gotoForm(page, '/en/auth/login?mode=signup')
  await page.getByLabel('Name').fill('Erin E2E')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account', exact: true }).last().click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  // The form gives way to the message: focus goes to it, not to <body>.
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused()
  const link = await linkFromMail(email, '/en/auth/email/confirm')
  await page.goto(link)
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
}

test('sign-up: the mail arrives over SMTP, the link confirms and lands on the profile; sign-out', async ({ page }) => {
  const email = newEmail()
  await signUpAndConfirm(page, email)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Erin E2E\s*\(account menu\)$/ })).toBeVisible()
  // The link works once.
  const link = await linkFromMail(email, '/en/auth/email/confirm')
  await signOut(page)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText('invalid or has already been used')
  const resend = page.getByRole('button', { name: 'Send the confirmation link again' })
  await expect(resend).toBeEnabled()
  // A failed submit (no address) focuses the field; a sent one the message that replaced the form.
  await resend.click()
  await expect(page.getByLabel('E-mail address')).toBeFocused()
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('E-mail address').fill(email)
  await resend.click()
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeFocused()
})

test('guards: profile needs a user (with redirect back), auth pages are for guests', async ({ page }) => {
  await page.goto('/en/profile')
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fprofile/)
  const email = newEmail()
  await signUpAndConfirm(page, email)
  for (const path of [
    '/en/auth/login',
    '/en/auth/password-reset',
    '/en/auth/password-reset/confirm?token=x',
    '/en/auth/email/confirm?token=x',
  ]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/en\/profile$/)
  }
  // An external redirect target is ignored.
  await signOut(page)
  await gotoForm(page, '/en/auth/login?redirect=https://evil.example/')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/en\/profile$/)
})

test('sign-in with redirect back to the page asked for; the user is known on first paint', async ({ page }) => {
  const email = newEmail()
  await signUpAndConfirm(page, email)
  await signOut(page)
  await page.goto('/en/profile')
  await expect(page).toHaveURL(/redirect=/)
  await expect(page.locator('main form button[type=submit]')).toBeEnabled()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-000')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByRole('alert')).toContainText('e-mail address or password is incorrect')
  // The button is disabled while the request runs: focus goes to the message, not back to <body>.
  await expect(page.getByRole('alert')).toBeFocused()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  // Server-rendered HTML already shows the signed-in header (no flash of signed-out UI).
  const html = await (await page.request.get('/en')).text()
  expect(html).toContain('(account menu)')
  expect(html).not.toContain('>Sign in<')
})

test('password reset via mail revokes the old session and sets the new password', async ({ page, browser }) => {
  const email = newEmail()
  await signUpAndConfirm(page, email)
  const other = await browser.newContext()
  await stubCaptcha(other)
  const otherPage = await other.newPage()
  await gotoForm(otherPage, '/en/auth/password-reset')
  // A failed submit (not an address) focuses the field, not <body>.
  await otherPage.getByLabel('E-mail address').fill('not-an-address')
  await otherPage.getByRole('button', { name: 'Send reset link' }).click()
  await expect(otherPage.getByLabel('E-mail address')).toBeFocused()
  await expect(otherPage.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')
  await otherPage.getByLabel('E-mail address').fill(email)
  await otherPage.getByRole('button', { name: 'Send reset link' }).click()
  await expect(otherPage.getByText('a reset link is on its way')).toBeVisible()
  // The form gives way to the message: focus goes to it.
  await expect(otherPage.getByRole('status').filter({ hasText: 'a reset link is on its way' })).toBeFocused()
  const link = await linkFromMail(email, '/en/auth/password-reset/confirm')
  await gotoForm(otherPage, link)
  const newPassword = otherPage.getByRole('textbox', { name: 'New password' })
  await newPassword.fill('short')
  await otherPage.getByRole('button', { name: 'Save new password' }).click()
  await expect(newPassword).toBeFocused()
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true')
  await newPassword.fill('quiet-lantern-orbit-77')
  await otherPage.getByRole('button', { name: 'Save new password' }).click()
  await expect(otherPage).toHaveURL(/\/en\/auth\/login$/)
  await expect(otherPage.locator('main form button[type=submit]')).toBeEnabled()
  await otherPage.getByLabel('E-mail address').fill(email)
  await otherPage.getByLabel('Password', { exact: true }).fill('quiet-lantern-orbit-77')
  await otherPage.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(otherPage).toHaveURL(/\/en\/profile$/)
  await other.close()
  // The first browser's session was revoked on the server.
  await page.goto('/en/profile')
  await expect(page).toHaveURL(/\/en\/auth\/login/)
})

test('Google sign-in completes against an OpenID Connect server', async ({ page }) => {
  await page.goto('/en/auth/login')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByText('google.user@example.test')).toBeVisible()
  await expect(page.getByRole('main').getByText('Grace Google', { exact: true })).toBeVisible()
})

test('bot check: the token goes with sign-in; a script that fails to load is reported and blocks sign-in', async ({
  page,
}) => {
  test.slow() // a whole sign-up and confirmation, then two sign-ins: 25 s on a busy CI machine
  const email = newEmail()
  await signUpAndConfirm(page, email)
  await signOut(page)
  await gotoForm(page, '/en/auth/login')
  await expect(page.getByText('This site is protected by reCAPTCHA')).toBeVisible()
  const before = captchaVerifications.length
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  expect(captchaVerifications.slice(before)).toEqual(['e2e-token-login'])
  await signOut(page)

  await page.unroute('https://www.recaptcha.net/recaptcha/api.js**')
  await page.route('https://www.recaptcha.net/recaptcha/api.js**', (route) => route.abort())
  await page.goto('/en/auth/login')
  await expect(page.getByRole('alert')).toContainText('The bot check could not be loaded')
})

test('Telegram callback: signed widget data signs in, tampered data goes back to login', async ({ page }) => {
  const fields: Record<string, string> = {
    id: '777001',
    first_name: 'Tanya',
    auth_date: String(Math.floor(Date.now() / 1000)),
  }
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n')
  const hash = createHmac('sha256', createHash('sha256').update(TELEGRAM_BOT_TOKEN).digest())
    .update(check)
    .digest('hex')
  const query = new URLSearchParams({ ...fields, hash })
  const tampered = new URLSearchParams({ ...fields, first_name: 'Mallory', hash })
  // The widget comes back to the tab that showed it: the login page marks its tab (telegram.org is out of reach here).
  const showWidget = async () => {
    await page.route('https://telegram.org/**', (route) => route.abort())
    await page.goto('/en/auth/login')
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('waypoints.telegram-start'))).toMatch(/^\d+$/)
  }
  await showWidget()
  await page.goto(`/en/auth/telegram/callback?${tampered}`)
  await expect(page).toHaveURL(/\/en\/auth\/login\?error=telegram/)
  await expect(page.getByRole('alert')).toContainText('Telegram sign-in could not be verified')
  // A valid answer opened from a link in another tab, one that did not show the widget, signs nobody in.
  const linkTab = await page.context().newPage()
  await linkTab.goto(`/en/auth/telegram/callback?${query}`)
  await expect(linkTab).toHaveURL(/\/en\/auth\/login\?error=telegram/)
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes('session_token'))).toBe(false)
  await linkTab.close()
  await showWidget()
  await page.goto(`/en/auth/telegram/callback?${query}`)
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('main').getByText('Tanya', { exact: true })).toBeVisible()
})

test('a security notice link secures the account from the browser: a made-up one says so, in place', async ({
  page,
}) => {
  await page.goto('/en/auth/secure-account?token=made-up')
  await expect(page.getByRole('heading', { name: 'Secure your account' })).toBeVisible()
  const button = page.getByRole('button', { name: 'Sign out everywhere and reset my password' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.')
})

test('every auth screen is axe-clean', async ({ page }) => {
  test.slow() // seven screens scanned, then a whole sign-up: over 30 s on a busy machine
  for (const path of [
    '/en/auth/login',
    '/en/auth/login?mode=signup',
    '/en/auth/password-reset',
    '/en/auth/password-reset/confirm?token=abc',
    '/en/auth/email/confirm',
    '/en/auth/secure-account?token=abc',
    '/uk/auth/secure-account',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  }
  await gotoForm(page, '/en/auth/login')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
  await expectNoAxeViolations(page)
  const email = newEmail()
  await signUpAndConfirm(page, email)
  // The welcome toast (sonner's success colours) with the profile behind it, then the profile alone.
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
  await expectNoAxeViolations(page)
})
