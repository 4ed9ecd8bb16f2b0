// A departure's currency is an ISO 4217 code (migration 0013 on trips, moved to departures by the departures
// migration, ADR 045): the database itself refuses any other text, so no write, by the app or around it, leaves a
// price that cannot be shown. The departures migration keeps a legacy row and leaves the check NOT VALID then (see
// tests/departures-migration.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { departures } from '@/server/db/schema'
import { createTrip } from './factories/trip'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

/** The error PostgreSQL (or PGlite) raised, through Drizzle's wrapper. */
async function refusal(write: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  const error = (await write.then(
    () => null,
    (e: unknown) => e,
  )) as { cause?: { code?: string; constraint?: string } } | null
  expect(error, 'the write is refused').not.toBeNull()
  return { code: error!.cause?.code, constraint: error!.cause?.constraint }
}

const validated = async () =>
  (
    (await database.db.execute(
      sql`select convalidated from pg_constraint where conname = 'departures_currency_code'`,
    )) as unknown as { rows: Array<{ convalidated: boolean }> }
  ).rows[0]?.convalidated

describe(`departures.currency on ${testEngine}`, () => {
  it('refuses a currency that is not three capital letters, on insert and on update', async () => {
    for (const currency of ['', 'EURO', 'eur', 'EU', ' USD', '€', 'U$D']) {
      expect(await refusal(createTrip(database.db, { currency })), currency).toEqual({
        code: '23514',
        constraint: 'departures_currency_code',
      })
    }
    const trip = await createTrip(database.db, { currency: 'JPY' })
    expect(trip.currency).toBe('JPY')
    const update = database.db.update(departures).set({ currency: 'yen' }).where(eq(departures.id, trip.departureId))
    expect((await refusal(update)).constraint).toBe('departures_currency_code')
    const [kept] = await database.db
      .select({ currency: departures.currency })
      .from(departures)
      .where(eq(departures.id, trip.departureId))
    expect(kept!.currency).toBe('JPY')
    expect(await validated()).toBe(true)
  })
})
