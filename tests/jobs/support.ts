import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { db } from '@/server/db/index.server'
import { QUEUE_SCHEMA } from '@/server/jobs/queue.server'
import { rowsOf } from '@/server/db/rows.server'

export { freePort, smtpInbox } from '../support/local-servers'

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
