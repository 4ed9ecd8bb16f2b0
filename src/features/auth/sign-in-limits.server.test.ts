// Sign-in limits that a stranger cannot turn against the owner (ADR 048). Before: ten wrong passwords for one address,
// from ten client addresses, made the owner's correct password answer 429 for 15 minutes; five reset requests blocked
// resets; successful sign-ins counted too. Now only failures count, per client and per account-and-client; the
// account's own cap lets the addresses it signed in from through; the counters never hold the e-mail address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { rateLimit } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { TestClient, signedUpUser } from '../../../tests/support/auth-client'
import { stubTempDataDir, withSettings } from '../../../tests/support/settings'
import { SIGN_IN_LIMITS } from './sign-in-limits.server'

stubTempDataDir()
let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const WRONG = 'not-the-password-9'
let n = 0
/** A client on an address of its own (the attacker's botnet, the owner's phone). */
const someone = () => new TestClient(`198.18.${Math.floor(n / 250)}.${n++ % 250}`)

async function member() {
  const { email, password } = await signedUpUser(new TestClient())
  return { email, password }
}

describe(`sign-in limits on ${testEngine}`, () => {
  it('the owner still signs in while strangers fail for their address from many places', async () => {
    const { email, password } = await member()
    for (let i = 0; i < 2 * SIGN_IN_LIMITS.failuresPerAccountAndClient; i++)
      expect((await someone().call('POST /api/auth/login', { email, password: WRONG })).status).toBe(401)
    expect((await someone().call('POST /api/auth/login', { email, password })).status).toBe(200)
  })

  it('a client that keeps failing for one account is refused with Retry-After; the owner elsewhere is not', async () => {
    const { email, password } = await member()
    const attacker = someone()
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccountAndClient; i++)
      expect((await attacker.call('POST /api/auth/login', { email, password: WRONG })).status).toBe(401)
    const refused = await attacker.call('POST /api/auth/login', { email, password })
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('rate_limited')
    const retry = Number(refused.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(15 * 60)
    expect((await someone().call('POST /api/auth/login', { email, password })).status).toBe(200)
  })

  it('successful sign-ins never count', async () => {
    const { email, password } = await member()
    const owner = someone()
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccountAndClient + 5; i++)
      expect((await owner.call('POST /api/auth/login', { email, password })).status).toBe(200)
  })

  it('parallel guesses from one client cannot slip past the limit before the first failure is counted', async () => {
    const { email } = await member()
    const attacker = someone()
    const statuses = await Promise.all(
      Array.from({ length: 3 * SIGN_IN_LIMITS.failuresPerAccountAndClient }, () =>
        attacker.call('POST /api/auth/login', { email, password: WRONG }).then((answer) => answer.status),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.failuresPerAccountAndClient)
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * SIGN_IN_LIMITS.failuresPerAccountAndClient)
  })

  it("past the account's own cap, new places are refused but the owner's known address gets in", async () => {
    // Limits at a fifth (AUTH_RATE_LIMIT_SCALE), so the cap is reached with fewer guesses.
    await withSettings(database, { AUTH_RATE_LIMIT_SCALE: '0.2' }, async () => {
      const cap = Math.round(SIGN_IN_LIMITS.failuresPerAccount * 0.2)
      const { email, password } = await member()
      const phone = someone()
      expect((await phone.call('POST /api/auth/login', { email, password })).status).toBe(200)
      // A botnet: every guess from an address of its own.
      const guesses = Array.from({ length: cap }, () =>
        someone().call('POST /api/auth/login', { email, password: WRONG }),
      )
      expect((await Promise.all(guesses)).map((answer) => answer.status)).toEqual(Array(cap).fill(401))
      expect((await someone().call('POST /api/auth/login', { email, password: WRONG })).status).toBe(429)
      expect((await someone().call('POST /api/auth/login', { email, password })).status).toBe(429)
      expect((await phone.call('POST /api/auth/login', { email, password })).status).toBe(200)
    })
  })

  it('resets: one client asking too often is refused; the owner can still ask from elsewhere', async () => {
    const { email } = await member()
    const attacker = someone()
    for (let i = 0; i < SIGN_IN_LIMITS.mailsPerAccountAndClient; i++)
      expect((await attacker.call('POST /api/auth/password-reset', { email })).status).toBe(200)
    expect((await attacker.call('POST /api/auth/password-reset', { email })).status).toBe(429)
    expect((await someone().call('POST /api/auth/password-reset', { email })).status).toBe(200)
  })

  it('the counters hold no e-mail address', async () => {
    const keys = (await database.db.select({ key: rateLimit.key }).from(rateLimit)).map((row) => row.key)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter((key) => key.includes('@'))).toEqual([])
  })
})
