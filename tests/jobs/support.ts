import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { db } from '@/server/db/index.server'
import { QUEUE_SCHEMA } from '@/server/jobs/queue.server'
import { rowsOf } from '@/server/db/rows.server'

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The SMTP stand-in (as e2e/support/stand-ins.ts): keeps every mail it receives, raw. */
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

export interface JobRow {
  id: string
  name: string
  state: string
  retry_count: number
  output: { message?: string } | null
  data: Record<string, unknown>
}

/** Jobs as the queue's table holds them (oldest first). */
export async function jobRows(name: string): Promise<JobRow[]> {
  const result = await (
    await db()
  ).execute(
    sql.raw(
      `select id, name, state::text as state, retry_count, output, data from ${QUEUE_SCHEMA}.job where name = '${name}' order by created_on, id`,
    ),
  )
  return rowsOf<JobRow>(result)
}

/** Skips the retry delays: every waiting retry is due now (the test's clock, not the wall clock). */
export async function makeRetriesDue(): Promise<void> {
  await (await db()).execute(sql.raw(`update ${QUEUE_SCHEMA}.job set start_after = now() where state = 'retry'`))
}

/** A child process running tests/jobs/queue-child.ts with `mode`; its output lines are collected. */
export function queueChild(mode: string, env: Record<string, string | undefined>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'queue-child.ts'), mode],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const lines: string[] = []
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, lines, exited, stderr: () => stderr }
}
