import { describe, expect, it } from 'vitest'
import { testEngine } from '../../../tests/support/db'
import { TestClient, signedUpUser } from '../../../tests/support/auth-client'
import { authApiDatabase } from './auth-api.test-setup'
import { currentUser, sessionOfRequest } from './session.server'

authApiDatabase()

describe(`currentUser on ${testEngine}`, () => {
  it('reads the session once per request and never carries it over to another request', async () => {
    const client = new TestClient()
    const { email } = await signedUpUser(client)
    const cookie = client.cookieHeader()

    const request = new Headers({ cookie })
    const first = sessionOfRequest(request)
    // The same lookup, shared by the request's server functions and its session query.
    expect(sessionOfRequest(request)).toBe(first)
    expect((await currentUser(request))?.email).toBe(email)
    expect((await first).user?.email).toBe(email)

    // Signed out: a new request with the old cookie is anonymous, while the old request's answer stays its own.
    expect((await client.call('POST /api/auth/logout')).status).toBe(200)
    expect(await currentUser(new Headers({ cookie }))).toBeNull()
    expect((await currentUser(request))?.email).toBe(email)
  })

  it('is anonymous without a session cookie, whatever other cookies come along', async () => {
    expect(await currentUser(new Headers())).toBeNull()
    expect(await currentUser(new Headers({ cookie: 'locale=ru; waypoints.consent=1' }))).toBeNull()
  })
})
