// A second process for the queue tests (tests/jobs/*.test.ts), on the database named by DATABASE_URL or DATA_DIR:
//   enqueue-and-hang  commits a change with its mail queued in the same transaction, says "committed", and waits to
//                     be killed (-9) before any worker could send it;
//   work              the server's or `npm run worker`'s part: workers on every job, plus the counting job of the
//                     two-worker test; SIGTERM stops it gracefully.
import { sql } from 'drizzle-orm'
import { getDatabase } from '../../src/server/db/index.server.ts'
import { defineJob } from '../../src/server/jobs/queue.server.ts'
import { enqueueMail } from '../../src/server/mail/mail-queue.server.ts'
import { startJobs } from '../../src/jobs.server.ts'

const mode = process.argv[2]
const database = await getDatabase()

// Each run is recorded with its start and end, so the test can see two runs of one job overlapping.
defineJob<{ n: number }>({
  name: 'test-count',
  concurrency: 4,
  policy: { retryLimit: 0 },
  run: async (_data, job) => {
    await database.db.execute(
      sql`insert into test_job_runs (job_id, pid, started_at) values (${job.id}, ${process.pid}, clock_timestamp())`,
    )
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3))
    await database.db.execute(
      sql`update test_job_runs set finished_at = clock_timestamp() where job_id = ${job.id} and pid = ${process.pid}`,
    )
  },
})

// A job that takes `ms`: SIGTERM lets a short one finish and hands a long one back.
defineJob<{ ms: number }>({
  name: 'test-slow',
  concurrency: 2,
  policy: { retryLimit: 1, retryDelay: 60 },
  run: async ({ ms }) => {
    console.log('slow job started')
    await new Promise((resolve) => setTimeout(resolve, ms))
  },
})

if (mode === 'enqueue-and-hang') {
  await startJobs({ workers: false })
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`create table if not exists test_changes (note text)`)
    await tx.execute(sql`insert into test_changes values ('booked')`)
    await enqueueMail(tx, {
      to: process.env.CRASH_MAIL_TO ?? 'crash@example.test',
      subject: 'Committed before the crash',
      text: 'text',
      html: '<p>html</p>',
    })
  })
  console.log('committed')
  setInterval(() => {}, 60_000)
} else if (mode === 'work') {
  await startJobs({ workers: true })
  console.log('working')
} else {
  console.error(`unknown mode ${mode}`)
  process.exit(2)
}
