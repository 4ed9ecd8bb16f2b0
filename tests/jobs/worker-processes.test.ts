// The queue across processes (ADR 053): a server killed (-9) between the commit and the send sends the mail after
// its restart; on PostgreSQL, two worker processes share 1,000 jobs with none lost and none run twice at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { rowsOf } from '@/server/db/rows.server'
import { defineJob, enqueue, queue } from '@/server/jobs/queue.server'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { jobRows, queueChild } from './support'

const dataDir = stubTempDataDir('waypoints-job-processes-')
// The same kind the children run (tests/jobs/queue-child.ts); here it is only enqueued.
defineJob<{ n: number }>({ name: 'test-count', run: async () => {}, policy: { retryLimit: 0 } })
const slow = defineJob<{ ms: number }>({ name: 'test-slow', run: async () => {}, policy: { retryLimit: 1 } })

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

/** The child's database: this file's PostgreSQL database, or (PGlite) a data dir of the children's own. */
function childDatabase(): { DATABASE_URL?: string; DATA_DIR?: string } {
  const url = database.queueConnection && 'url' in database.queueConnection ? database.queueConnection.url : undefined
  return url ? { DATABASE_URL: url } : { DATABASE_URL: undefined, DATA_DIR: path.join(dataDir, 'server') }
}

function outboxMails(dir: string): Array<{ to: string; subject: string; messageId?: string }> {
  const folder = path.join(dir, 'outbox')
  if (!existsSync(folder)) return []
  return readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')))
}

async function waitForLine(child: ReturnType<typeof queueChild>, line: string, timeout = 60_000) {
  const started = Date.now()
  while (!child.lines.includes(line)) {
    if (child.child.exitCode !== null) throw new Error(`child exited: ${child.stderr()}`)
    if (Date.now() - started > timeout) throw new Error(`no "${line}" from the child: ${child.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe(`worker processes on ${testEngine}`, () => {
  it('kill -9 between the commit and the send: after the restart the mail is sent, once', async () => {
    const env = { ...childDatabase(), CRASH_MAIL_TO: 'crash@example.test' }
    const outboxDir = env.DATA_DIR ?? dataDir
    const first = queueChild('enqueue-and-hang', env)
    await waitForLine(first, 'committed')
    first.child.kill('SIGKILL')
    await first.exited
    expect(outboxMails(outboxDir).filter((mail) => mail.to === 'crash@example.test')).toHaveLength(0)

    const restarted = queueChild('work', env)
    try {
      await waitForLine(restarted, 'working')
      await expect
        .poll(() => outboxMails(outboxDir).filter((mail) => mail.to === 'crash@example.test').length, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(1)
      const [mail] = outboxMails(outboxDir).filter((sent) => sent.to === 'crash@example.test')
      expect(mail!.subject).toBe('Committed before the crash')
      expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@waypoints\.local>$/)
    } finally {
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toBe(0) // a graceful stop
    }
  }, 120_000)

  it.skipIf(testEngine !== 'postgres')(
    'two worker processes run 1,000 jobs: none lost, none run twice at the same time',
    async () => {
      await database.db.execute(
        sql`create table test_job_runs (job_id uuid not null, pid int not null, started_at timestamptz not null, finished_at timestamptz)`,
      )
      const boss = await queue()
      const ids = await boss.insert(
        'test-count',
        Array.from({ length: 1000 }, (_, n) => ({ data: { n } })),
        { returnId: true },
      )
      expect(ids).toHaveLength(1000)

      const workers = [queueChild('work', childDatabase()), queueChild('work', childDatabase())]
      try {
        await expect
          .poll(async () => (await jobRows('test-count')).filter((job) => job.state === 'completed').length, {
            timeout: 90_000,
            interval: 500,
          })
          .toBe(1000)
      } finally {
        for (const worker of workers) worker.child.kill('SIGTERM')
        expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0])
      }
      const runs = rowsOf<{ job_id: string; pid: number; started_at: string; finished_at: string | null }>(
        await database.db.execute(sql`select job_id::text, pid, started_at, finished_at from test_job_runs`),
      )
      // Every job ran, and exactly once (so never twice at the same time).
      expect(new Set(runs.map((run) => run.job_id)).size).toBe(1000)
      expect(runs).toHaveLength(1000)
      expect(runs.every((run) => run.finished_at !== null)).toBe(true)
      // Both processes took part.
      expect(new Set(runs.map((run) => run.pid)).size).toBe(2)
    },
    150_000,
  )

  it.skipIf(testEngine !== 'postgres')(
    'SIGTERM: a running job that ends in time finishes, one that does not is handed back for a retry',
    async () => {
      const short = await enqueue(undefined, slow, { ms: 1500 })
      const long = await enqueue(undefined, slow, { ms: 120_000 })
      const worker = queueChild('work', childDatabase())
      await expect
        .poll(() => worker.lines.filter((line) => line === 'slow job started').length, { timeout: 30_000 })
        .toBe(2)
      worker.child.kill('SIGTERM')
      expect(await worker.exited).toBe(0)
      const state = async (id: string) => (await jobRows('test-slow')).find((job) => job.id === id)?.state
      expect(await state(short)).toBe('completed')
      expect(await state(long)).toBe('retry')
    },
    60_000,
  )
})
