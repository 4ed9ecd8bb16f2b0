import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { trips } from '@/server/db/schema'
import { localized, sequence } from './sequence'

export type TripRow = typeof trips.$inferSelect
type TripInsert = typeof trips.$inferInsert

const DAY = 86_400_000
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

const image = (src: string) => ({ src, width: 1200, height: 600, alt: localized('View') })

/**
 * A published trip. Defaults are unique (title, start date a day apart per call); `startDate` alone moves the whole
 * week-long trip. Overrides win over everything.
 */
export function tripValues(overrides: Partial<TripInsert> = {}): TripInsert {
  const n = sequence()
  const startDate = overrides.startDate ?? addDays('2030-01-01', n)
  return {
    title: localized(`Trip ${n}`),
    summary: localized(`Summary of trip ${n}`),
    description: localized(`Day one of trip ${n}.\n\nDay two of trip ${n}.`),
    country: 'IT',
    place: localized(`Place ${n}`),
    startDate,
    endDate: addDays(startDate, 6),
    priceMinor: 100_000 + n,
    currency: 'EUR',
    seatsTotal: 12,
    seatsLeft: 6,
    coverImage: image(`/images/trips/trip-${n}.svg`),
    gallery: [image(`/images/trips/trip-${n}-1.svg`), image(`/images/trips/trip-${n}-2.svg`)],
    itinerary: [{ from: 1, to: 7, title: localized('The whole week'), text: localized('Walking every day.') }],
    status: 'published',
    ...overrides,
  }
}

export async function createTrip(db: Db, overrides: Partial<TripInsert> = {}): Promise<TripRow> {
  const [row] = await db.insert(trips).values(tripValues(overrides)).returning()
  return row!
}

/**
 * A trip stored before migration 0013, whose currency the database no longer accepts (written around the app): the
 * check is lifted for the insert and put back NOT VALID, as the migration leaves it when such a row exists.
 */
export async function createLegacyTrip(db: Db, overrides: Partial<TripInsert> = {}): Promise<TripRow> {
  await db.execute(sql`alter table trips drop constraint trips_currency_code`)
  try {
    return await createTrip(db, overrides)
  } finally {
    await db.execute(
      sql`alter table trips add constraint trips_currency_code check (currency ~ '^[A-Z]{3}$') not valid`,
    )
  }
}
