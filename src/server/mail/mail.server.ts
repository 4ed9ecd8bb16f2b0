import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { env } from '@/server/env.server'
import { logger } from '@/server/logger.server'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The action link inside the mail (confirm, reset); logged by the dev outbox. */
  link?: string
  /**
   * `<id@host>`, the same on every attempt of one queued mail (ADR 053): a retry after an unknown outcome reads as
   * the same message to the reader's mail program, not a second one.
   */
  messageId?: string
  /** Files sent with the mail (a booking's calendar event, ADR 057); text content only, as queued jobs hold JSON. */
  attachments?: Array<{ filename: string; contentType: string; content: string }>
  /** Extra headers, for instance the newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>
}

interface MailConfig {
  /** smtp://user:pass@host:port; without it mails go to the development outbox. */
  smtpUrl?: string
  from: string
  /** Folder of the development outbox (one JSON file per mail). */
  outboxDir: string
}

type SendMail = (mail: Mail) => Promise<void>

let outboxSequence = 0

/** A mailer for the given settings: nodemailer over SMTP, or the development outbox (logged and kept as files). */
export function createMailer(config: MailConfig): SendMail {
  if (!config.smtpUrl) {
    return async (mail) => {
      mkdirSync(config.outboxDir, { recursive: true })
      // Time first so the files sort by sending order; the sequence keeps two mails in one millisecond apart.
      const stamp = `${new Date().toISOString().replaceAll(':', '-')}-${String(outboxSequence++).padStart(6, '0')}`
      const file = path.join(config.outboxDir, `${stamp}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.json`)
      // Written aside and renamed, so whoever reads the folder never sees half a mail.
      writeFileSync(`${file}.partial`, JSON.stringify(mail, null, 2))
      renameSync(`${file}.partial`, file)
      logger.info(`outbox: mail to ${mail.to} "${mail.subject}" (${file})`)
      // The link a person copies stands alone on the next line.
      if (mail.link) logger.info(mail.link)
    }
  }
  // A slow or silent mail server must not hold a socket per mail for minutes (nodemailer waits 2 min to connect and
  // 10 min on an idle socket by default); settings in the URL's query still win.
  const smtp = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return async (mail) =>
    void (await smtp.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    }))
}

let mailer: SendMail | undefined

/**
 * Sends now, with the process's settings (SMTP_URL, MAIL_FROM, DATA_DIR/outbox). Features do not call this: they
 * enqueue with `enqueueMail` (mail-queue.server.ts), whose job calls it with retries.
 */
export function sendMail(mail: Mail): Promise<void> {
  if (!mailer) {
    const config = env()
    mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.resolve(config.DATA_DIR, 'outbox'),
    })
  }
  return mailer(mail)
}
