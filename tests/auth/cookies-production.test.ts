import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'

let database: Database
let dataDir = ''
beforeAll(async () => {
  // This file runs in its own process: production mode for Better Auth's cookie settings.
  process.env.NODE_ENV = 'production'
  delete process.env.BETTER_AUTH_SECRET
  dataDir = mkdtempSync(path.join(tmpdir(), 'waypoints-auth-prod-'))
  process.env.DATA_DIR = dataDir
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('production cookies', () => {
  it('are Secure, httpOnly and SameSite=Lax, and the secret is kept in DATA_DIR', async () => {
    const client = new TestClient()
    const { email, password } = await signedUpUser(client)
    const login = await new TestClient().call('POST /api/auth/login', { email, password })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/^__Secure-waypoints\.session_token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true)
    // Clearing a cookie without a session keeps the attributes the prefix requires.
    const out = await new TestClient().call('POST /api/auth/logout')
    expect(out.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Max-Age=0.*Secure/i)
  })
})
