// Local stand-ins the app server is configured for (playwright.config.ts): an SMTP server that keeps every mail,
// the reCAPTCHA verify endpoint, and the browser-side reCAPTCHA script.
import { createServer, type Server } from 'node:http'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3325)
const CAPTCHA_PORT = Number(process.env.E2E_CAPTCHA_PORT ?? 3327)

export interface StandIns {
  inbox: Array<{ to: string; raw: string }>
  close(): Promise<void>
}

export interface SmtpInbox {
  inbox: Array<{ to: string; raw: string }>
  close(): Promise<void>
}

/** The SMTP server the app sends to (SMTP_URL in playwright.config.ts); keeps every mail it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: SmtpInbox['inbox'] = []
  const smtp = new SMTPServer({
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
  return { inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

export async function startStandIns(): Promise<StandIns> {
  const smtp = await startSmtpInbox()
  const inbox = smtp.inbox
  const verify: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const good = new URLSearchParams(raw).get('response') === 'e2e-token-login'
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: good, score: good ? 0.9 : 0, action: 'login' }))
    })
  })
  await new Promise<void>((resolve) => verify.listen(CAPTCHA_PORT, '127.0.0.1', resolve))
  return {
    inbox,
    close: async () => {
      await smtp.close()
      await new Promise((resolve) => verify.close(resolve))
    },
  }
}

/** The browser gets a stand-in reCAPTCHA script instead of Google's. */
export function stubCaptcha(target: Page | BrowserContext) {
  return target.route('https://www.recaptcha.net/recaptcha/api.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { render: function () { return 1 }, execute: function (id, o) { return Promise.resolve('e2e-token-' + o.action) } }`,
    }),
  )
}

/** Waits for a mail to `to` containing `pathPart` and returns that link's path and query. */
export async function linkFromMail(standIns: StandIns, to: string, pathPart: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const decoded = standIns.inbox
          .filter((m) => m.to === to)
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        const text = decoded.reverse().find((raw) => raw.includes(pathPart))
        found = text?.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replaceAll('/', '\\/')}[^\\s"<>]*`))?.[0]
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!.replaceAll('&amp;', '&'))
  return url.pathname + url.search
}

/** Raw mails to `to` (quoted-printable undone). */
export function mailsTo(standIns: StandIns, to: string): string[] {
  return standIns.inbox.filter((m) => m.to === to).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
}
