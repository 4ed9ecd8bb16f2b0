// trips.currency is an ISO 4217 code (migration 0013): the database itself refuses any other text, so no write, by the
// app or around it, leaves a trip whose price cannot be shown. The migration repairs what it can and loses nothing.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client.server'
import { migrationsFolder } from '@/server/db/client.server'
import { trips } from '@/server/db/schema'
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
      sql`select convalidated from pg_constraint where conname = 'trips_currency_code'`,
    )) as unknown as { rows: Array<{ convalidated: boolean }> }
  ).rows[0]?.convalidated

describe(`trips.currency on ${testEngine}`, () => {
  it('refuses a currency that is not three capital letters, on insert and on update', async () => {
    for (const currency of ['', 'EURO', 'eur', 'EU', ' USD', '€', 'U$D']) {
      expect(await refusal(createTrip(database.db, { currency })), currency).toEqual({
        code: '23514',
        constraint: 'trips_currency_code',
      })
    }
    const trip = await createTrip(database.db, { currency: 'JPY' })
    expect(trip.currency).toBe('JPY')
    const update = database.db.update(trips).set({ currency: 'yen' }).where(eq(trips.id, trip.id))
    expect((await refusal(update)).constraint).toBe('trips_currency_code')
    const [kept] = await database.db.select({ currency: trips.currency }).from(trips).where(eq(trips.id, trip.id))
    expect(kept!.currency).toBe('JPY')
    expect(await validated()).toBe(true)
  })

  it('the migration repairs codes it can read, keeps the rest NOT VALID, and validates a clean table', async () => {
    const file = readFileSync(path.join(migrationsFolder, '0013_trips_currency_code.sql'), 'utf8')
    const migrate = async () => {
      for (const statement of file.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement))
    }
    // The table as it was before the migration, with rows written around the app.
    await database.db.execute(sql`alter table trips drop constraint trips_currency_code`)
    const spaced = await createTrip(database.db, { currency: ' usd ' })
    const unreadable = await createTrip(database.db, { currency: 'EURO' })
    await migrate()
    const currencyOf = async (id: number) =>
      (await database.db.select({ c: trips.currency }).from(trips).where(eq(trips.id, id)))[0]!.c
    expect(await currencyOf(spaced.id)).toBe('USD')
    expect(await currencyOf(unreadable.id)).toBe('EURO') // nothing guessed, nothing lost
    expect(await validated()).toBe(false)
    expect((await refusal(createTrip(database.db, { currency: 'eur' }))).constraint).toBe('trips_currency_code')

    // Once the operator fixed the row, the same migration validates the constraint.
    await database.db.execute(sql`alter table trips drop constraint trips_currency_code`)
    await database.db.update(trips).set({ currency: 'EUR' }).where(eq(trips.id, unreadable.id))
    await migrate()
    expect(await validated()).toBe(true)
  })
})
