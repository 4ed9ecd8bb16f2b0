// Issue 12 #2: bad input answered as a clear 400, never a 500 (month out of the database's range, NUL bytes).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { listTripsHandler } from '@/features/trips/trips.api.server'
import { tripsSearchSchema } from '@/features/trips/trips.schemas'
import { Route as LoginRoute } from '@/routes/$lang/auth/login'
import { Route as ResetConfirmRoute } from '@/routes/$lang/auth/password-reset/confirm'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient } from '../support/auth-client'

let database: Database
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-input-'))
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`input at the boundary on ${testEngine}`, () => {
  it.each(['0000-01', '0001-12', '9999-12', '1899-12'])(
    'GET /api/v1/trips?month=%s is a 400 naming month',
    async (month) => {
      const response = await listTripsHandler(new Request(`http://localhost/api/v1/trips?month=${month}`))
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('invalid_input')
      expect(Object.keys(body.error.fields)).toEqual(['month'])
    },
  )

  it('a month inside the range still filters', async () => {
    const response = await listTripsHandler(new Request('http://localhost/api/v1/trips?month=2027-05'))
    expect(response.status).toBe(200)
  })

  it('the trips page drops an out-of-range month instead of failing', () => {
    expect(tripsSearchSchema.parse({ month: '0000-01' })).toEqual({ month: undefined })
    expect(tripsSearchSchema.parse({ month: '2027-05' })).toEqual({ month: '2027-05' })
  })

  it('POST /api/auth/password-reset/confirm with a NUL in the token is a 400 naming the field', async () => {
    const client = new TestClient()
    const result = await client.call('POST /api/auth/password-reset/confirm', {
      token: 'ab\u0000cd',
      password: 'violet-harbour-tram-42',
    })
    expect(result.status).toBe(400)
    expect(result.body.error.code).toBe('invalid_input')
    expect(Object.keys(result.body.error.fields)).toEqual(['token'])
  })

  it('page search params with a NUL or a lone surrogate are dropped', () => {
    // Route search params are checked by zod-free parsers (ADR 028): plain functions.
    type Parse = (raw: Record<string, unknown>) => Record<string, unknown>
    const login = LoginRoute.options.validateSearch as unknown as Parse
    const parsed = login({ redirect: '/en/\u0000x', error: '\ud800' })
    expect(parsed.redirect).toBeUndefined()
    expect(parsed.error).toBeUndefined()
    const reset = ResetConfirmRoute.options.validateSearch as unknown as Parse
    expect(reset({ token: 'ab\u0000cd' }).token).toBeUndefined()
    expect(reset({ token: 'abcd' }).token).toBe('abcd')
  })
})
