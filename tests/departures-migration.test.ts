// Migration 0018 (ADR 045): each trip's one date, price and seats become its first departure, existing bookings
// follow it, and the trip keeps its content only. On the engine under test, from a database at migration 0016.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openMemoryPglite, type Database } from '@/server/db/client.server'
import { emptyDatabase, migrationFiles, queryRows, runMigration } from './support/migrations'
import { testEngine } from './support/db'

let database: Database
let dropDatabase = async () => {}
const departuresMigration = migrationFiles.find((f) => f.endsWith('_departures.sql'))!
const run = (file: string) => runMigration(database, file)
const rows = <T>(query: string) => queryRows<T>(database, query)

beforeAll(async () => {
  ;({ database, drop: dropDatabase } = await emptyDatabase())
  for (const file of migrationFiles.filter((f) => f < departuresMigration)) await run(file)
})
afterAll(async () => {
  await database.close()
  await dropDatabase()
})

const text = `'{"en":"T","es":"T","ru":"T","uk":"T"}'`
const cover = `'{"src":"/c.svg","width":1,"height":1,"alt":{"en":"","es":"","ru":"","uk":""}}'`

describe(`migration ${departuresMigration.slice(0, 4)}: trips into departures on ${testEngine}`, () => {
  it('moves each trip’s date, price and seats into its first departure and points every booking at it', async () => {
    // Before: three trips (one a draft, one with a legacy currency written around the app), bookings on two of them,
    // confirmed and cancelled, one of an account since deleted.
    await database.db.execute(sql.raw(`alter table trips drop constraint trips_currency_code`))
    const before = `
      insert into "user" (id, name, email, email_verified, username) values ('u-1', 'Ada', 'ada@example.test', true, 'ada');
      insert into trips (id, title, summary, description, country, place, start_date, end_date, price_minor, currency,
        seats_total, seats_left, cover_image, status) values
        (7, ${text}, ${text}, ${text}, 'IT', ${text}, '2027-05-01', '2027-05-07', 129000, 'EUR', 12, 7, ${cover}, 'published'),
        (8, ${text}, ${text}, ${text}, 'NO', ${text}, '2026-01-10', '2026-01-15', 99000, 'USD', 10, 10, ${cover}, 'draft'),
        (9, ${text}, ${text}, ${text}, 'PE', ${text}, '2027-09-01', '2027-09-10', 50000, 'EURO', 8, 6, ${cover}, 'published');
      insert into bookings (id, user_id, trip_id, travellers, status, created_at, cancelled_at) values
        (1, 'u-1', 7, 3, 'confirmed', '2026-10-01T10:00:00Z', null),
        (2, null, 7, 2, 'confirmed', '2026-10-02T10:00:00Z', null),
        (3, 'u-1', 7, 1, 'cancelled', '2026-10-03T10:00:00Z', '2026-10-04T10:00:00Z'),
        (4, 'u-1', 9, 2, 'confirmed', '2026-10-05T10:00:00Z', null);
    `
    for (const statement of before.split(/;\s*\n/)) if (statement.trim()) await database.db.execute(sql.raw(statement))
    await database.db.execute(
      sql.raw(`alter table trips add constraint trips_currency_code check (currency ~ '^[A-Z]{3}$') not valid`),
    )
    await run(departuresMigration)

    expect(
      await rows(`select id, trip_id, start_date::text as start, end_date::text as "end", price_minor, currency,
        seats_total, seats_left, status from departures order by id`),
    ).toEqual([
      {
        id: 7,
        trip_id: 7,
        start: '2027-05-01',
        end: '2027-05-07',
        price_minor: 129000,
        currency: 'EUR',
        seats_total: 12,
        seats_left: 7,
        status: 'open',
      },
      {
        id: 8,
        trip_id: 8,
        start: '2026-01-10',
        end: '2026-01-15',
        price_minor: 99000,
        currency: 'USD',
        seats_total: 10,
        seats_left: 10,
        status: 'open',
      },
      {
        id: 9,
        trip_id: 9,
        start: '2027-09-01',
        end: '2027-09-10',
        price_minor: 50000,
        currency: 'EURO',
        seats_total: 8,
        seats_left: 6,
        status: 'open',
      },
    ])
    // Every booking kept, on its trip's departure, with its status, dates and traveller count.
    expect(
      await rows(`select b.id, b.user_id, b.departure_id, d.trip_id, b.travellers, b.status,
        b.cancelled_at is not null as cancelled from bookings b join departures d on d.id = b.departure_id order by b.id`),
    ).toEqual([
      { id: 1, user_id: 'u-1', departure_id: 7, trip_id: 7, travellers: 3, status: 'confirmed', cancelled: false },
      { id: 2, user_id: null, departure_id: 7, trip_id: 7, travellers: 2, status: 'confirmed', cancelled: false },
      { id: 3, user_id: 'u-1', departure_id: 7, trip_id: 7, travellers: 1, status: 'cancelled', cancelled: true },
      { id: 4, user_id: 'u-1', departure_id: 9, trip_id: 9, travellers: 2, status: 'confirmed', cancelled: false },
    ])
    // The trip keeps its content only.
    const columns = await rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'trips' order by column_name`,
    )
    const names = columns.map((c) => c.column_name)
    for (const moved of ['start_date', 'end_date', 'price_minor', 'currency', 'seats_total', 'seats_left']) {
      expect(names).not.toContain(moved)
    }
    expect(names).toEqual(expect.arrayContaining(['title', 'country', 'place', 'cover_image', 'status']))
    expect(
      (
        await rows<{ n: number }>(`select count(*)::int as n from information_schema.columns
        where table_name = 'bookings' and column_name = 'trip_id'`)
      )[0]!.n,
    ).toBe(0)
    // The legacy currency is kept as it was and leaves the check NOT VALID (migration 0013's rule), new rows are checked.
    expect(
      (
        await rows<{ v: boolean }>(`select convalidated as v from pg_constraint
      where conname = 'departures_currency_code'`)
      )[0]!.v,
    ).toBe(false)
    await expect(
      database.db.execute(
        sql.raw(`insert into departures (trip_id, start_date, end_date, price_minor, currency,
        seats_total, seats_left) values (7, '2027-06-01', '2027-06-07', 1, 'eur', 1, 1)`),
      ),
    ).rejects.toThrow()
    // New departures take ids after the moved ones; the trips version trigger still fires on trip changes.
    const [next] = await rows<{ id: number }>(`insert into departures (trip_id, start_date, end_date, price_minor,
      currency, seats_total, seats_left) values (7, '2027-06-01', '2027-06-07', 1, 'EUR', 1, 1) returning id`)
    expect(next!.id).toBeGreaterThan(9)
    const version = async () =>
      (await rows<{ value: string }>(`select value from app_meta where key = 'trips_version'`))[0]?.value
    const v1 = await version()
    await database.db.execute(sql.raw(`update trips set status = 'published' where id = 8`))
    expect(await version()).not.toBe(v1)
  })

  it('applies to an empty database too', async () => {
    const fresh = await openMemoryPglite()
    try {
      for (const file of migrationFiles) await runMigration(fresh, file)
      expect((await queryRows<{ n: number }>(fresh, `select count(*)::int as n from departures`))[0]!.n).toBe(0)
    } finally {
      await fresh.close()
    }
  })
})
