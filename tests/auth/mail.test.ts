import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { actionMail, sendMail } from '@/server/auth/mail.server'

const received: Array<{ to: string[]; raw: string }> = []
let smtp: SMTPServer
let port = 0

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (c: string) => (raw += c))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  port = (smtp.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const mail = () =>
  actionMail({
    to: 'ana@example.test',
    subject: 'Confirma',
    intro: 'Hola <b>',
    action: 'Confirmar',
    link: 'http://localhost:3000/es/x?token=a&b=1',
    outro: 'Adiós',
  })

describe('mail', () => {
  it('builds text and escaped HTML around one link', () => {
    const m = mail()
    expect(m.text).toContain('Confirmar: http://localhost:3000/es/x?token=a&b=1')
    expect(m.html).toContain('href="http://localhost:3000/es/x?token=a&amp;b=1"')
    expect(m.html).toContain('Hola &lt;b&gt;')
  })

  it('goes out over SMTP_URL with text and HTML parts', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    process.env.MAIL_FROM = 'Waypoints <no-reply@waypoints.test>'
    try {
      await sendMail(mail())
    } finally {
      delete process.env.SMTP_URL
    }
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['ana@example.test'])
    expect(received[0]!.raw).toContain('Subject: Confirma')
    expect(received[0]!.raw).toContain('text/plain')
    expect(received[0]!.raw).toContain('text/html')
  })

  it('without SMTP_URL keeps it in DATA_DIR/outbox', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waypoints-outbox-'))
    process.env.DATA_DIR = dir
    await sendMail(mail())
    const outbox = path.join(dir, 'outbox')
    expect(existsSync(outbox)).toBe(true)
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(JSON.parse(readFileSync(path.join(outbox, files[0]!), 'utf8'))).toMatchObject({
      to: 'ana@example.test',
      link: 'http://localhost:3000/es/x?token=a&b=1',
    })
  })
})
