import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

// Local servers tests start: a free port, and the SMTP stand-in (as e2e/support/stand-ins.ts).

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The SMTP stand-in on `port`: keeps every mail it receives, raw, with its recipient. */
export async function smtpInbox(port: number) {
  const inbox: Array<{ to: string; raw: string }> = []
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
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return { inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}
