import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { logger } from '../logger.server'
import { createMailer, type Mail } from './mail.server'

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

const mail = (): Mail => ({
  to: 'ana@example.test',
  subject: 'Confirma',
  text: 'Confirmar: http://localhost:3000/es/x?token=a&b=1',
  html: '<p><a href="http://localhost:3000/es/x?token=a&amp;b=1">Confirmar</a></p>',
  link: 'http://localhost:3000/es/x?token=a&b=1',
})

describe('mail', () => {
  it('goes out over SMTP_URL with text and HTML parts', async () => {
    const send = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Waypoints <no-reply@waypoints.test>',
      outboxDir: mkdtempSync(path.join(tmpdir(), 'waypoints-unused-')),
    })
    await send(mail())
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['ana@example.test'])
    expect(received[0]!.raw).toContain('Subject: Confirma')
    expect(received[0]!.raw).toContain('From: Waypoints <no-reply@waypoints.test>')
    expect(received[0]!.raw).toContain('text/plain')
    expect(received[0]!.raw).toContain('text/html')
  })

  it('without an SMTP URL keeps it in the outbox folder, one file per mail in sending order', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waypoints-outbox-'))
    const outbox = path.join(dir, 'outbox')
    const send = createMailer({ from: 'Waypoints <no-reply@waypoints.test>', outboxDir: outbox })
    await send(mail())
    expect(existsSync(outbox)).toBe(true)
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(JSON.parse(readFileSync(path.join(outbox, files[0]!), 'utf8'))).toMatchObject({
      to: 'ana@example.test',
      link: 'http://localhost:3000/es/x?token=a&b=1',
    })
    // Two mails in the same millisecond are two files, and they sort in sending order.
    await Promise.all([send({ ...mail(), subject: 'second' }), send({ ...mail(), subject: 'third' })])
    const subjects = readdirSync(outbox)
      .sort()
      .map((file) => (JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as Mail).subject)
    expect(subjects).toEqual(['Confirma', 'second', 'third'])
  })

  it("logs the outbox mail's link alone on its own line, where a person can copy it", async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {})
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'waypoints-outbox-')), 'outbox')
    await createMailer({ from: 'Waypoints <no-reply@waypoints.test>', outboxDir: outbox })(mail())
    expect(info.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^outbox: mail to ana@example.test "Confirma" \(.+\.json\)$/),
      'http://localhost:3000/es/x?token=a&b=1',
    ])
    info.mockRestore()
  })
})
