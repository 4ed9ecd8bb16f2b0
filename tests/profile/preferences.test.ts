import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedExchangeRates } from '@/features/preferences/preferences.seed.server'
import {
  handleGetPreferences,
  handlePutPreferences,
  listExchangeRates,
} from '@/features/preferences/preferences.server'
import { approxPrice, convertMinor } from '@/lib/display-currency'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../support/db'
import { TestClient, signedUpUser } from '../support/auth-client'
import { rest } from './support'

let database: Database
let client: TestClient
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-prefs-'))
  database = await createTestDatabase()
  client = new TestClient(undefined, 'es')
  await signedUpUser(client)
})
afterAll(() => database.close())

const put = (body: unknown) => rest(handlePutPreferences, client, 'PUT', '/api/v1/user/preferences', body)
const get = () => rest(handleGetPreferences, client, 'GET', '/api/v1/user/preferences')

describe(`preferences on ${testEngine}`, () => {
  it('starts with defaults, takes a subset, keeps the rest, and answers the whole object', async () => {
    expect((await get()).body).toEqual({
      preferences: {
        locale: null,
        newsletter: false,
        savedTripAlerts: false,
        currency: 'EUR',
        theme: 'system',
        tripFollowUps: true,
        commentMail: true,
      },
    })
    const saved = await put({ theme: 'dark', newsletter: true })
    expect(saved.status).toBe(200)
    expect(saved.body.preferences).toEqual({
      locale: null,
      newsletter: true,
      savedTripAlerts: false,
      currency: 'EUR',
      theme: 'dark',
      tripFollowUps: true,
      commentMail: true,
    })
    const all = await put({
      locale: 'uk',
      newsletter: false,
      currency: 'USD',
      theme: 'light',
      commentMail: true,
      savedTripAlerts: false,
    })
    expect(all.body.preferences).toEqual({
      locale: 'uk',
      newsletter: false,
      savedTripAlerts: false,
      currency: 'USD',
      theme: 'light',
      tripFollowUps: true,
      commentMail: true,
    })
    expect((await get()).body.preferences).toEqual(all.body.preferences)
    expect((await get()).headers.get('cache-control')).toBe('private, no-store')
  })

  it('puts the interface language into the locale cookie (so "/" opens in it)', async () => {
    const saved = await put({ locale: 'ru' })
    expect(saved.headers.get('set-cookie')).toMatch(/^locale=ru; Max-Age=31536000; Path=\/; SameSite=Lax/)
  })

  it('"follow the browser" (locale null) removes the locale cookie; saving other fields then leaves cookies alone', async () => {
    expect((await put({ locale: 'uk' })).headers.get('set-cookie')).toMatch(/^locale=uk;/)
    const follow = await put({ locale: null })
    expect(follow.status).toBe(200)
    expect(follow.body.preferences.locale).toBeNull()
    expect(follow.headers.get('set-cookie')).toMatch(/^locale=; Max-Age=0; Path=\/; SameSite=Lax/)
    expect((await get()).body.preferences.locale).toBeNull()
    // Already following the browser: a cookie the header's switcher set since is not this save's business.
    expect((await put({ locale: null, theme: 'dark' })).headers.get('set-cookie')).toBeNull()
  })

  it('refuses bad values and unknown fields with localized field messages; nothing is saved', async () => {
    const before = (await get()).body.preferences
    const bad = await put({ theme: 'neon', currency: 'BTC', newsletter: 'yes', locale: 'de' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['currency', 'locale', 'newsletter', 'theme'])
    expect(bad.body.error.message).toBe('La solicitud tiene campos no válidos.')
    const unknown = await put({ colour: 'red' })
    expect(unknown.status).toBe(400)
    const empty = await put({})
    expect(empty.status).toBe(400)
    // A sentence in the request's language, not a code word.
    expect(empty.body.error.fields._).toBe('Envía al menos una preferencia que cambiar.')
    const emptyRu = await rest(
      handlePutPreferences,
      client,
      'PUT',
      '/api/v1/user/preferences',
      {},
      {
        'accept-language': 'ru',
      },
    )
    expect(emptyRu.body.error.fields._).toBe('Укажите хотя бы одну настройку для изменения.')
    expect((await put('[')).status).toBe(400)
    expect((await get()).body.preferences).toEqual(before)
  })

  it('converts prices through the seeded reference rates, labelled as an approximation', async () => {
    await listExchangeRates() // kept for a minute; the seed's write must replace what was kept
    await seedExchangeRates(database.db)
    const rates = await listExchangeRates()
    expect(rates.asOf).toBe('2026-11-01')
    expect(convertMinor(100_000, 'EUR', 'USD', rates.perEur)).toBe(108_000)
    expect(convertMinor(108_000, 'USD', 'EUR', rates.perEur)).toBe(100_000)
    expect(convertMinor(100, 'EUR', 'XXX', rates.perEur)).toBeNull()
    const display = { code: 'UAH', perEur: rates.perEur, asOf: rates.asOf }
    expect(approxPrice(100_000, 'EUR', display, 'uk')).toBe('44 500 ₴')
    expect(approxPrice(100_000, 'UAH', display, 'uk')).toBeNull()
    expect(approxPrice(100_000, 'EUR', null, 'uk')).toBeNull()
  })
})
