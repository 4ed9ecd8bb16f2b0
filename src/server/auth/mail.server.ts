import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { logger } from '@/server/logger.server'
import { authEnv } from './auth-env.server'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The action link inside the mail (confirm, reset); logged by the dev outbox. */
  link?: string
}

/** Mails sent by this process, newest last (tests and the dev outbox read them). */
export const sentMails: Mail[] = []

let transport: { url: string; send: (mail: Mail) => Promise<void> } | undefined

/** nodemailer over SMTP_URL; without it a development outbox: logged and kept in DATA_DIR/outbox. */
export async function sendMail(mail: Mail): Promise<void> {
  const env = authEnv()
  sentMails.push(mail)
  if (sentMails.length > 100) sentMails.shift()
  if (!env.SMTP_URL) {
    const dir = path.resolve(env.DATA_DIR, 'outbox')
    mkdirSync(dir, { recursive: true })
    const file = path.join(
      dir,
      `${new Date().toISOString().replaceAll(':', '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.json`,
    )
    writeFileSync(file, JSON.stringify(mail, null, 2))
    logger.info(`outbox: mail to ${mail.to} "${mail.subject}"${mail.link ? ` ${mail.link}` : ''} (${file})`)
    return
  }
  if (transport?.url !== env.SMTP_URL) {
    const smtp = nodemailer.createTransport(env.SMTP_URL)
    transport = {
      url: env.SMTP_URL,
      send: async (m) =>
        void (await smtp.sendMail({ from: env.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, html: m.html })),
    }
  }
  await transport.send(mail)
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A mail with one call to action, as text and simple HTML. */
export function actionMail(input: {
  to: string
  subject: string
  intro: string
  action: string
  link: string
  outro: string
}): Mail {
  const text = `${input.intro}\n\n${input.action}: ${input.link}\n\n${input.outro}\n`
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(input.intro)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(input.outro)}</p></body></html>`
  return { to: input.to, subject: input.subject, text, html, link: input.link }
}
