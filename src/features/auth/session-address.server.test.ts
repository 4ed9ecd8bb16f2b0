import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import type * as Start from '@tanstack/react-start/server'
import type { Database } from '@/server/db/client.server'
import { session, user } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { TestClient, lastMailTo, tokenFrom, uniqueEmail } from '../../../tests/support/auth-client'
import { stubTempDataDir, withSettings } from '../../../tests/support/settings'

// Inside the server the socket's address comes from TanStack Start; here a stand-in plays the socket.
const SOCKET = '192.0.2.7'
vi.mock('@tanstack/react-start/server', async (importOriginal) => ({
  ...(await importOriginal<typeof Start>()),
  getRequestIP: () => SOCKET,
}))

stubTempDataDir()
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const FORGED = '203.0.113.66'
/** The address the trusted proxy saw and appended. */
const PROXIED = '198.51.100.9'
const AGENT = { 'user-agent': 'TestAgent/1.0' }

async function latestSession(email: string) {
  const [row] = await database.db
    .select({ ip: session.ipAddress, agent: session.userAgent })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(user.email, email))
    .orderBy(desc(session.createdAt))
    .limit(1)
  return row
}

describe(`the address and browser of a new session on ${testEngine}`, () => {
  it('without TRUST_PROXY: the socket address, never X-Forwarded-For; confirming records them too', async () => {
    const client = new TestClient(FORGED)
    const email = uniqueEmail('ip')
    const password = 'violet-harbour-tram-42'
    await client.call('POST /api/auth/register', { name: 'Ip', email, password }, AGENT)
    const confirmed = await client.call('POST /api/auth/email/confirm', { token: tokenFrom(lastMailTo(email)) }, AGENT)
    expect(confirmed.status).toBe(200)
    expect(await latestSession(email)).toEqual({ ip: SOCKET, agent: AGENT['user-agent'] })
    expect((await new TestClient(FORGED).call('POST /api/auth/login', { email, password }, AGENT)).status).toBe(200)
    expect(await latestSession(email)).toEqual({ ip: SOCKET, agent: AGENT['user-agent'] })

    await withSettings(database, { TRUST_PROXY: SOCKET }, async () => {
      // The proxy appends the address it saw; what the client sent comes before it.
      const login = await new TestClient(`${FORGED}, ${PROXIED}`).call('POST /api/auth/login', { email, password })
      expect(login.status).toBe(200)
      expect((await latestSession(email))?.ip).toBe(PROXIED)
    })
  })

  it('with TRUST_PROXY: a forged X-Forwarded-For entry does not get a rate-limit count of its own', async () => {
    await withSettings(database, { TRUST_PROXY: SOCKET }, async () => {
      const { SIGN_IN_LIMITS } = await import('./sign-in-limits.server')
      const seen = '198.51.100.10' // not counted by the test above
      const statuses: number[] = []
      for (let n = 0; n <= SIGN_IN_LIMITS.failuresPerClient; n++) {
        // A new forged address on every attempt, and a new e-mail (so only the per-address limit can stop it).
        const client = new TestClient(`203.0.113.${n}, ${seen}`)
        const body = { email: uniqueEmail('xff'), password: 'not-the-password' }
        statuses.push((await client.call('POST /api/auth/login', body)).status)
      }
      expect(statuses.slice(0, SIGN_IN_LIMITS.failuresPerClient).every((status) => status === 401)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
    })
  })

  it('with TRUST_PROXY, a peer that is not the proxy gets no say: rotating the last entry adds no tries', async () => {
    // The socket (192.0.2.7) is not in the list, so its X-Forwarded-For is ignored and every try counts for it.
    await withSettings(database, { TRUST_PROXY: '10.0.0.0/8' }, async () => {
      const { SIGN_IN_LIMITS } = await import('./sign-in-limits.server')
      const statuses: number[] = []
      for (let n = 0; n <= SIGN_IN_LIMITS.failuresPerClient; n++) {
        const client = new TestClient(`198.51.100.${100 + n}`)
        const body = { email: uniqueEmail('rotate'), password: 'not-the-password' }
        statuses.push((await client.call('POST /api/auth/login', body)).status)
      }
      expect(statuses.at(-1)).toBe(429)
    })
  })
})
