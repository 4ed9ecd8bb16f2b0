// The durable job queue (ADR 053) on the file's engine: a booking made while the mail server is down stands, and
// its mail arrives once the server is back, with the failed attempt on record; a job that always fails ends failed
// after its tries; a rolled-back change leaves no job; the back office's retry and discard.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createBooking } from '@/features/bookings/bookings.server'
import type { Database } from '@/server/db/client.server'
import { auditLog, bookings } from '@/server/db/schema'
import { defineJob, enqueue, runDueJobs } from '@/server/jobs/queue.server'
import { discardJob, failedJobs, jobCounts, retryJob } from '@/server/jobs/operations.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { createTestDatabase, testEngine } from '../support/db'
import { stubTempDataDir } from '../support/settings'
import { createUser } from '../factories/user'
import { createTrip } from '../factories/trip'
import { freePort, jobRows, makeRetriesDue, smtpInbox } from './support'

stubTempDataDir('waypoints-jobs-')
// Nothing listens there until the test starts the stand-in: the mail server is down.
const smtpPort = await freePort()
vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}`)

let runs = 0
const alwaysFails = defineJob<{ why: string }>({
  name: 'test-always-fails',
  policy: { retryLimit: 2, retryDelay: 60 },
  run: async ({ why }) => {
    runs++
    throw new Error(why)
  },
})

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`job queue on ${testEngine}`, () => {
  it('SMTP down during a booking: the booking stands, the mail arrives once SMTP is back, attempts on record', async () => {
    const { logger } = await import('@/server/logger.server')
    // A try that will be retried is a warning (the last failing one is the error).
    const errors = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const booker = await createUser(database.db)
    const trip = await createTrip(database.db)
    try {
      const { booking } = await createBooking(booker, { tripId: trip.id, travellers: 2 }, { locale: 'en' })
      const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id))
      expect(stored?.status).toBe('confirmed')

      expect(await runDueJobs()).toBe(1) // the send fails: connection refused
      const [waiting] = (await jobRows('mail')).filter((job) => job.data.to === booker.email)
      // pg-boss counts a retry when it starts: one attempt made, none retried yet.
      expect(waiting).toMatchObject({ state: 'retry', retry_count: 0 })
      expect(waiting!.output?.message).toMatch(/ECONNREFUSED|connect/i)
      expect(errors.mock.calls.some((call) => String(call[0]).includes(`mail to ${booker.email} failed`))).toBe(true)
      expect(await runDueJobs()).toBe(0) // the retry waits for its delay

      const smtp = await smtpInbox(smtpPort)
      try {
        await makeRetriesDue()
        expect(await runDueJobs()).toBe(1)
        const received = smtp.inbox.filter((mail) => mail.to === booker.email)
        expect(received).toHaveLength(1)
        expect(received[0]!.raw).toContain(`Message-ID: <${waiting!.id}@waypoints.local>`)
        expect(received[0]!.raw).toMatch(/Booking confirmed/)
      } finally {
        await smtp.close()
      }
      const [done] = (await jobRows('mail')).filter((job) => job.id === waiting!.id)
      expect(done).toMatchObject({ state: 'completed', retry_count: 1 }) // two attempts: the failed one, the sent one
    } finally {
      errors.mockRestore()
    }
  })

  it('a rolled-back change leaves no job behind', async () => {
    const before = (await jobRows('mail')).length
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled@example.test', subject: 's', text: 't', html: '<p>h</p>' })
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    expect(await jobRows('mail')).toHaveLength(before)
  })

  it('a job that always fails ends failed after its tries, with its last error; retry and discard', async () => {
    const id = await enqueue(undefined, alwaysFails, { why: 'always broken' })
    for (let attempt = 0; attempt < 5; attempt++) {
      await runDueJobs(['test-always-fails'])
      await makeRetriesDue()
    }
    expect(runs).toBe(3) // the first try and its two retries
    const [job] = await jobRows('test-always-fails')
    expect(job).toMatchObject({ id, state: 'failed', retry_count: 2 })
    expect(job!.output?.message).toBe('always broken')

    const counts = await jobCounts()
    expect(counts.failed).toBeGreaterThanOrEqual(1)
    const listed = await failedJobs()
    expect(listed.find((failed) => failed.id === id)).toMatchObject({
      name: 'test-always-fails',
      attempts: 3,
      lastError: 'always broken',
    })

    expect(await retryJob('test-always-fails', id)).toBe(true)
    expect((await jobRows('test-always-fails'))[0]?.state).toBe('retry')
    await runDueJobs(['test-always-fails'])
    expect(runs).toBe(4)
    expect((await jobRows('test-always-fails'))[0]?.state).toBe('failed')

    expect(await discardJob('test-always-fails', id)).toBe(true)
    expect(await jobRows('test-always-fails')).toHaveLength(0)
    expect((await failedJobs()).find((failed) => failed.id === id)).toBeUndefined()
  })
})

describe(`the back office's jobs page on ${testEngine}`, () => {
  it('lists a failed mail by recipient and subject (never its body), retries it, and records who did', async () => {
    const { actOnJob, jobsOverview } = await import('@/features/admin/admin-jobs.server')
    const admin = await createUser(database.db)
    const to = 'failed.mail@example.test'
    const id = await enqueueMail(undefined, { to, subject: 'Your link', text: 'secret-token', html: '<p>secret</p>' })
    await database.db.execute(
      sql`update pgboss.job set state = 'failed', output = '{"message":"550 mailbox unavailable"}' where id = ${id}::uuid`,
    )
    const overview = await jobsOverview()
    const listed = overview.failed.find((job) => job.id === id)
    expect(listed).toMatchObject({ name: 'mail', to, subject: 'Your link', lastError: '550 mailbox unavailable' })
    expect(JSON.stringify(overview)).not.toContain('secret')
    expect(overview.counts.failed).toBeGreaterThanOrEqual(1)

    expect(await actOnJob(admin, { name: 'mail', id, action: 'retry' }, 'en')).toEqual({ done: 'retry' })
    await expect(actOnJob(admin, { name: 'mail', id, action: 'discard' }, 'en')).rejects.toMatchObject({
      status: 409,
      code: 'job_not_failed',
    })
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id))
    expect(audit).toMatchObject({ actorId: admin.id, action: 'job.retry', subjectType: 'job' })
  })
})
