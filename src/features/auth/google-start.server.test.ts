// GET /api/auth/google checks its query with zod at the boundary (validateQuery): a parameter given twice is a 400
// "Give a single value." in the caller's language (it silently took the first value), an unsupported language a 400.
// The return path stays on this site whatever is asked, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { verification } from '@/server/db/schema'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { TestClient, type CallResult, type RouteKey } from '../../../tests/support/auth-client'
import { applySettings, stubTempDataDir } from '../../../tests/support/settings'

let database: Database
let restore: () => Promise<void>

stubTempDataDir()
beforeAll(async () => {
  database = await createTestDatabase()
  // Google sign-in on, with explicit endpoints of a stand-in issuer: starting the flow fetches nothing.
  restore = await applySettings(database, {
    GOOGLE_CLIENT_ID: 'waypoints-test',
    GOOGLE_CLIENT_SECRET: 'waypoints-test-secret',
    GOOGLE_ISSUER: 'http://127.0.0.1:9',
  })
})
afterAll(async () => {
  await restore()
  await database.close()
})

/** Starts the flow; the sign-in states of earlier starts are cleared first, so `returnPath` reads this one's. */
async function start(query: string, locale = 'en') {
  await database.db.delete(verification)
  return new TestClient(undefined, locale).call(`GET /api/auth/google${query}` as RouteKey)
}

function fieldsOf(answer: CallResult): Record<string, string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.error.code).toBe('invalid_input')
  return answer.body.error.fields as Record<string, string>
}

/** Where Better Auth sends the browser after Google: the callback URL it stored with the sign-in state. */
async function returnPath(): Promise<string> {
  const rows = await database.db.select().from(verification)
  expect(rows).toHaveLength(1)
  return (JSON.parse(rows[0]!.value) as { callbackURL: string }).callbackURL
}

describe(`GET /api/auth/google on ${testEngine}`, () => {
  it.each(locales)('asks for a single value when a parameter is repeated (%s)', async (locale) => {
    const o = { locale }
    expect(fieldsOf(await start('?redirect=/en/trips&redirect=/es/trips', locale))).toEqual({
      redirect: m.validation_single_value({}, o),
    })
    expect(fieldsOf(await start('?redirect=/en/trips&lang=en&lang=es', locale))).toEqual({
      lang: m.validation_single_value({}, o),
    })
    expect(fieldsOf(await start('?lang=fr', locale))).toEqual({
      lang: m.validation_one_of({ values: 'en, es, ru, uk' }, o),
    })
  })

  it('refuses a return path longer than the sign-in page keeps', async () => {
    expect(Object.keys(fieldsOf(await start(`?redirect=/${'a'.repeat(2048)}`)))).toEqual(['redirect'])
  })

  it("starts the flow in the page's language and returns only to a path on this site", async () => {
    const ok = await start(`?redirect=${encodeURIComponent('/uk/trips/1?book=1')}&lang=uk`)
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:9\/authorize\?/)
    expect(await returnPath()).toBe(`/uk/auth/google/callback?redirect=${encodeURIComponent('/uk/trips/1?book=1')}`)

    for (const target of ['https://evil.example/x', '//evil.example', '/\\evil.example', '']) {
      const answer = await start(`?redirect=${encodeURIComponent(target)}&lang=es`)
      expect(answer.status, target).toBe(302)
      expect(await returnPath(), target).toBe('/es/auth/google/callback')
    }
    // Without `lang`, the language the browser asks for.
    expect((await start('', 'ru')).status).toBe(302)
    expect(await returnPath()).toBe('/ru/auth/google/callback')
  })
})
