// Crash safety (issue 12): the production server is killed with SIGKILL while sign-ups are being acknowledged,
// then restarted at once on the same PGlite data dir. The restart succeeds on the first try (the data-dir lock
// died with the killed process) and every sign-up the server acknowledged is in the database.
// Needs the build (`npm run build`); runs on its own port and data dir.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect } from '@playwright/test'
import { test } from './support/helpers'
import { expectUp as expectUpAt, startServer, type ServerProcess } from './support/server-process'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.E2E_PORT ?? 3100) + 60
const base = `http://127.0.0.1:${port}`
const CYCLES = 3

type Server = ServerProcess

function start(dataDir: string): Server {
  // No mail server (mails go to the outbox), no captcha, no Redis, no seed (faster start); client IPs from
  // X-Forwarded-For so that the per-address sign-up limit does not stop the run.
  return startServer(port, dataDir, {
    SEED_ON_START: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    RECAPTCHA_SITE_KEY: '',
    RECAPTCHA_SECRET_KEY: '',
    REDIS_URL: '',
  })
}

const expectUp = (server: Server) => expectUpAt(server, base)

let counter = 0
async function signUp(): Promise<string | null> {
  const n = counter++
  const email = `crash.${Date.now()}.${n}@example.test`
  try {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ name: `Crash ${n}`, email, password: 'violet-harbour-tram-42' }),
    })
    return response.status === 200 ? email : null
  } catch {
    return null // the connection died with the server: not acknowledged
  }
}

test('SIGKILL during sign-ups: restart succeeds at once and every acknowledged sign-up is kept', async () => {
  test.setTimeout(180_000)
  const dataDir = path.join(root, '.tmp', `e2e-crash-${randomUUID().slice(0, 8)}`)
  const acknowledged: string[] = []
  let server = start(dataDir)
  try {
    await expectUp(server)
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // Eight clients sign up in a loop; the server is killed mid-stream once a few were acknowledged.
      let running = true
      const clients = Array.from({ length: 8 }, async () => {
        while (running) {
          const email = await signUp()
          if (email) acknowledged.push(email)
        }
      })
      const target = acknowledged.length + 6
      await expect.poll(() => acknowledged.length, { timeout: 60_000, intervals: [50] }).toBeGreaterThanOrEqual(target)
      server.child.kill('SIGKILL')
      await server.exited
      running = false
      await Promise.all(clients)
      // Restart at once: no waiting for a stale lock.
      server = start(dataDir)
      await expectUp(server)
    }
    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })

    const database = await PGlite.create(path.join(dataDir, 'pg'))
    try {
      const rows = await database.query<{ email: string }>('select email from "user"')
      const stored = new Set(rows.rows.map((row) => row.email))
      const missing = acknowledged.filter((email) => !stored.has(email))
      expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES * 6)
      expect(missing, `acknowledged sign-ups lost after ${CYCLES} crashes`).toEqual([])
    } finally {
      await database.close()
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
