// The job queue (ADR 053): what queueing the booking mail in the booking's transaction costs on the booking path
// (p50/p99, before = the mail sent inline after the commit, as before the queue; after = queued in the transaction),
// and jobs per second (enqueue, and run by the workers) on PGlite (in its thread, as the server runs it) and
// PostgreSQL (BENCH_PG_URL, default the local server). Prints numbers; asserts nothing.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { and, eq, gte, sql } from 'drizzle-orm'
import pg from 'pg'

const engine = process.argv[2]
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 300)
const JOBS = Number(process.env.BENCH_JOBS ?? 2000)
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

if (!engine) {
  // One process per engine: a process starts its queue once.
  for (const name of ['pglite', 'postgres']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, name], {
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: 'warn' },
    })
    if (run.status !== 0) console.log(`${name}: failed (exit ${run.status})`)
  }
  process.exit(0)
}

const scratch = path.resolve('.tmp', `bench-jobs-${randomUUID().slice(0, 8)}`)
process.env.DATA_DIR = scratch // the development outbox: the mail job writes files there
const pgName = `bench_jobs_${randomUUID().replaceAll('-', '').slice(0, 12)}`
if (engine === 'postgres') {
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`create database ${pgName}`)
  await admin.end()
  const url = new URL(pgUrl)
  url.pathname = `/${pgName}`
  process.env.DATABASE_URL = url.toString()
} else delete process.env.DATABASE_URL

const { getDatabase } = await import('../src/server/db/index.server.ts')
const { bookings, departures } = await import('../src/server/db/schema.ts')
const { defineJob, enqueue, queue, startJobs, stopJobs } = await import('../src/server/jobs/queue.server.ts')
const { jobCounts } = await import('../src/server/jobs/operations.server.ts')
const { enqueueMail } = await import('../src/server/mail/mail-queue.server.ts')
const { sendMail } = await import('../src/server/mail/mail.server.ts')
const { actionMail } = await import('../src/server/mail/action-mail.server.ts')
const { createUser } = await import('../tests/factories/user.ts')
const { createTrip } = await import('../tests/factories/trip.ts')

const noop = defineJob<{ n: number }>({ name: 'bench-noop', concurrency: 8, run: async () => {} })
const database = await getDatabase()
await startJobs({ workers: true })

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`

try {
  const booker = await createUser(database.db)
  const trip = await createTrip(database.db, { seatsTotal: 100_000, seatsLeft: 100_000 })
  const mail = () =>
    actionMail({
      to: booker.email,
      subject: `Booking confirmed: ${trip.title.en}`,
      intro: 'Hello, your booking is confirmed.',
      action: 'See my trips',
      link: 'http://localhost:3000/en/profile/trips/',
      outro: 'Questions? Just reply to this mail.',
    })
  // The booking's own statements (seats, booking row), then the mail one way or the other.
  const book = async (queued: boolean) => {
    await database.db.transaction(async (tx) => {
      await tx
        .update(departures)
        .set({ seatsLeft: sql`${departures.seatsLeft} - 1` })
        .where(and(eq(departures.id, trip.departureId), gte(departures.seatsLeft, 1)))
      await tx.insert(bookings).values({ userId: booker.id, departureId: trip.departureId, travellers: 1 })
      if (queued) await enqueueMail(tx, mail())
    })
    if (!queued) sendMail(mail()).catch(() => {}) // before the queue: sent after the commit, not awaited
  }
  for (let i = 0; i < 20; i++) await book(i % 2 === 0) // warm-up
  const before: number[] = []
  const after: number[] = []
  // Interleaved, so both see the same database and the same background work.
  for (let i = 0; i < BOOKINGS; i++) {
    for (const queued of i % 2 === 0 ? [false, true] : [true, false]) {
      const started = performance.now()
      await book(queued)
      ;(queued ? after : before).push(performance.now() - started)
    }
  }
  console.log(`${engine}: booking path, ${BOOKINGS} each`)
  console.log(`  before (inline send after commit): ${ms(before)}`)
  console.log(`  after  (mail queued in the transaction): ${ms(after)}`)

  // Enqueue cost alone: jobs due next year, so no worker takes them meanwhile; then removed.
  const later = new Date(Date.now() + 365 * 24 * 3600 * 1000)
  let started = performance.now()
  for (let n = 0; n < JOBS; n++)
    await database.db.transaction(async (tx) => void (await enqueue(tx, noop, { n }, { startAfter: later })))
  const enqueueSeconds = (performance.now() - started) / 1000
  console.log(`  enqueue: ${Math.round(JOBS / enqueueSeconds)} jobs/s (one transaction each)`)
  const boss = await queue()
  await boss.deleteQueuedJobs(noop.name)
  // Run rate: a backlog of JOBS no-op jobs written at once, drained by this process's workers.
  await boss.insert(
    noop.name,
    Array.from({ length: JOBS }, (_, n) => ({ data: { n } })),
  )
  started = performance.now()
  for (;;) {
    const counts = await jobCounts()
    if (counts.created + counts.retry + counts.active === 0) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const runSeconds = (performance.now() - started) / 1000
  console.log(`  run: ${Math.round(JOBS / runSeconds)} jobs/s (no-op jobs, one worker process, 8 at a time)`)
} finally {
  await stopJobs(5000)
  await database.close()
  rmSync(scratch, { recursive: true, force: true })
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${pgName} with (force)`)
    await admin.end()
  }
}

process.exit(0)
