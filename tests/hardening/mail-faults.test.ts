// SMTP down or slow (issue 12): sign-up still answers, the failed mail is logged once, and mail flows again as
// soon as the server is back — no restart. Mail is queued (ADR 053): the failed one is retried later.
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { freePort, smtpInbox } from '../support/local-servers'
import { stubTempDataDir, withSettings } from '../support/settings'
import { TestClient, runQueuedJobs, uniqueEmail } from '../support/auth-client'
import { rowsOf } from '@/server/db/rows.server'

stubTempDataDir('waypoints-mail-faults-')
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const register = (client: TestClient, email: string) =>
  client.call('POST /api/auth/register', { name: 'Mail Fault', email, password: 'violet-harbour-tram-42' })

describe(`mail faults on ${testEngine}`, () => {
  it('SMTP down: sign-up answers, the failure is logged once, delivery resumes when SMTP is back', async () => {
    const port = await freePort()
    await withSettings(database, { SMTP_URL: `smtp://127.0.0.1:${port}` }, async () => {
      const { logger } = await import('@/server/logger.server')
      // A try that will be retried is a warning (the last failing one is the error).
      const errors = vi.spyOn(logger, 'warn').mockImplementation(() => {})
      try {
        const down = uniqueEmail('smtp-down')
        const answer = await register(new TestClient(), down)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        await expect
          .poll(() => errors.mock.calls.filter((call) => String(call[0]).includes(down)).length, { timeout: 15_000 })
          .toBe(1)

        const smtp = await smtpInbox(port)
        try {
          const back = uniqueEmail('smtp-back')
          expect((await register(new TestClient(), back)).status).toBe(200)
          await expect.poll(() => smtp.inbox.map((mail) => mail.to), { timeout: 15_000 }).toContain(back)
        } finally {
          await smtp.close()
        }
        // The one failure stays one log line.
        expect(errors.mock.calls.filter((call) => String(call[0]).includes(down))).toHaveLength(1)
      } finally {
        errors.mockRestore()
      }
    })
  })

  it('SMTP slow (accepts, never greets): sign-up does not wait for the mail, the hung send is retried later', async () => {
    const sockets = new Set<Socket>()
    const silent: Server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      await withSettings(database, { SMTP_URL: `smtp://127.0.0.1:${port}` }, async () => {
        const { logger } = await import('@/server/logger.server')
        const errors = vi.spyOn(logger, 'warn').mockImplementation(() => {})
        try {
          // The request only queues the mail (ADR 053): the answer never waits for the mail server.
          const client = Object.assign(new TestClient(), { sendsQueuedMail: false })
          const email = uniqueEmail('smtp-slow')
          const answer = await register(client, email)
          expect(answer.status).toBe(200)
          expect(sockets.size).toBe(0)
          // The worker's send gives up after the greeting timeout; the mail waits for a retry.
          await runQueuedJobs()
          expect(sockets.size).toBeGreaterThan(0)
          const { sql } = await import('drizzle-orm')
          const [job] = rowsOf<{ state: string }>(
            await database.db.execute(sql`select state::text as state from pgboss.job where data->>'to' = ${email}`),
          )
          expect(job?.state).toBe('retry')
        } finally {
          errors.mockRestore()
        }
      })
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
