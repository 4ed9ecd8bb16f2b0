import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { departures, trips } from '@/server/db/schema'
import { localized, sequence } from './sequence'

type TripInsert = typeof trips.$inferInsert
type DepartureInsert = typeof departures.$inferInsert
/** A departure's own facts (ADR 045), as a trip carried them before departures. */
export type DepartureFields = Pick<
  DepartureInsert,
  'startDate' | 'endDate' | 'priceMinor' | 'currency' | 'seatsTotal' | 'seatsLeft'
>
export type DepartureRow = typeof departures.$inferSelect

/**
 * Trip options: the trip's own columns, the first departure's facts at the top level (as before departures), and
 * `departures` for several (each entry overrides the defaults; `[]` makes a trip without any departure).
 */
export type TripOptions = Partial<TripInsert & DepartureFields> & {
  departures?: Array<Partial<DepartureInsert>>
}

/** The trip row, its first departure's facts flattened in (as tests read them), and every departure. */
export type TripRow = typeof trips.$inferSelect &
  Required<DepartureFields> & { departureId: number; departures: DepartureRow[] }

const DAY = 86_400_000
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

const image = (src: string) => ({ src, width: 1200, height: 600, alt: localized('View') })

const departureKeys = ['startDate', 'endDate', 'priceMinor', 'currency', 'seatsTotal', 'seatsLeft'] as const

/** Splits options into the trip's columns and the first departure's facts. */
function split(options: TripOptions) {
  const { departures: list, ...rest } = options
  const trip: Record<string, unknown> = {}
  const first: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) {
    if ((departureKeys as readonly string[]).includes(key)) first[key] = value
    else trip[key] = value
  }
  return { trip: trip as Partial<TripInsert>, first: first as Partial<DepartureFields>, list }
}

/**
 * A published trip's columns. Defaults are unique (title per call).
 */
export function tripValues(overrides: Partial<TripInsert> = {}): TripInsert {
  const n = sequence()
  return {
    title: localized(`Trip ${n}`),
    summary: localized(`Summary of trip ${n}`),
    description: localized(`Day one of trip ${n}.\n\nDay two of trip ${n}.`),
    country: 'IT',
    place: localized(`Place ${n}`),
    coverImage: image(`/images/trips/trip-${n}.svg`),
    gallery: [image(`/images/trips/trip-${n}-1.svg`), image(`/images/trips/trip-${n}-2.svg`)],
    itinerary: [{ from: 1, to: 7, title: localized('The whole week'), text: localized('Walking every day.') }],
    status: 'published',
    ...overrides,
  }
}

/** A departure's columns: start dates a day apart per call unless given; `startDate` alone moves the whole week. */
export function departureValues(tripId: number, overrides: Partial<DepartureInsert> = {}): DepartureInsert {
  const n = sequence()
  const startDate = overrides.startDate ?? addDays('2030-01-01', n)
  return {
    tripId,
    startDate,
    endDate: addDays(startDate, 6),
    priceMinor: 100_000 + n,
    currency: 'EUR',
    seatsTotal: 12,
    seatsLeft: 6,
    ...overrides,
  }
}

export async function createDeparture(db: Db, tripId: number, overrides: Partial<DepartureInsert> = {}) {
  const [row] = await db.insert(departures).values(departureValues(tripId, overrides)).returning()
  return row!
}

/** A published trip with one departure by default; `departures` gives several, or none with `[]`. */
export async function createTrip(db: Db, options: TripOptions = {}): Promise<TripRow> {
  const { trip, first, list } = split(options)
  const [row] = await db.insert(trips).values(tripValues(trip)).returning()
  const specs = list ?? [first]
  const runs: DepartureRow[] = []
  for (const [i, spec] of specs.entries()) {
    runs.push(await createDeparture(db, row!.id, i === 0 && list ? { ...first, ...spec } : spec))
  }
  const head = runs[0]
  return {
    ...row!,
    startDate: head?.startDate as string,
    endDate: head?.endDate as string,
    priceMinor: head?.priceMinor as number,
    currency: head?.currency as string,
    seatsTotal: head?.seatsTotal as number,
    seatsLeft: head?.seatsLeft as number,
    departureId: head?.id as number,
    departures: runs,
  }
}

/**
 * A trip whose departure was stored before migration 0013 with a currency the database no longer accepts (written
 * around the app): the check is lifted for the insert and put back NOT VALID, as the migrations leave it when such a
 * row exists.
 */
export async function createLegacyTrip(db: Db, options: TripOptions = {}): Promise<TripRow> {
  await db.execute(sql`alter table departures drop constraint departures_currency_code`)
  try {
    return await createTrip(db, options)
  } finally {
    await db.execute(
      sql`alter table departures add constraint departures_currency_code check (currency ~ '^[A-Z]{3}$') not valid`,
    )
  }
}
