import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase } from '../../../tests/support/db'
import { TestClient, signedUpUser } from '../../../tests/support/auth-client'
import { stubTempDataDir } from '../../../tests/support/settings'

// This file runs in its own process: production mode for Better Auth's cookie settings, and no configured secret.
vi.stubEnv('NODE_ENV', 'production')
vi.stubEnv('BETTER_AUTH_SECRET', undefined)
const dataDir = stubTempDataDir('waypoints-auth-prod-')
let database: Database
beforeAll(async () => {
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
    // The API document names that same cookie, so a client generated from it can sign in.
    const document = (await new TestClient().call('GET /api/openapi.json')).body as {
      components: { securitySchemes: Record<string, { in: string; name: string }> }
    }
    const schemes = Object.values(document.components.securitySchemes).filter((s) => s.in === 'cookie')
    expect(schemes.map((s) => s.name)).toEqual([cookie!.split('=')[0]])
    // Clearing a cookie without a session keeps the attributes the prefix requires.
    const out = await new TestClient().call('POST /api/auth/logout')
    expect(out.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Max-Age=0.*Secure/i)
  })
})
