import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import {
  ContentFileError,
  contentRoot,
  listContentFiles,
  readYamlFile,
  validateContent,
} from '@/lib/content-file.server'
import type { Db } from '@/server/db/client.server'
import type { SeedStep } from '@/server/db/seed-runner.server'
import { appMeta, departures, trips, type LocalizedText, type StoredImage } from '@/server/db/schema'
import { SEED_BASE_DATE } from '@/server/db/seed-base-date'
import { tripContentSchema, tripKeySchema, type TripContent } from './trips.content'

type TripSeed = TripContent & { key: string }

/** Every content/trips/*.yaml, validated, in id order. A bad file stops the seed naming the file and field. */
export function loadTripContent(root = contentRoot): TripSeed[] {
  const seen = new Map<number, string>()
  const loaded = listContentFiles(path.join(root, 'trips'), ['.yaml', '.yml']).map((file) => {
    const key = validateContent(file, tripKeySchema, path.basename(file).replace(/\.ya?ml$/, ''), ['(file name)'])
    const trip = readYamlFile(file, tripContentSchema)
    const other = seen.get(trip.id)
    if (other) throw new ContentFileError(file, [`id: ${trip.id} is already used by ${path.basename(other)}`])
    seen.set(trip.id, file)
    return { ...trip, key }
  })
  return loaded.sort((a, b) => a.id - b.id)
}

const isoDay = (offsetDays: number) => new Date(SEED_BASE_DATE + offsetDays * 86_400_000).toISOString().slice(0, 10)

function svg(src: string, alt: LocalizedText): StoredImage {
  return { src, width: 1200, height: 600, alt }
}

const galleryAlt = (place: LocalizedText, n: number): LocalizedText => ({
  en: `${place.en}, view ${n}`,
  es: `${place.es}, vista ${n}`,
  ru: `${place.ru}, вид ${n}`,
  uk: `${place.uk}, вид ${n}`,
})

function tripRows(seeds: TripSeed[]) {
  const at = new Date(SEED_BASE_DATE)
  return seeds.map((t) => ({
    id: t.id,
    title: t.title,
    summary: t.summary,
    description: t.description,
    country: t.country,
    place: t.place,
    coverImage: svg(`/images/trips/${t.key}.svg`, t.images?.cover ?? t.place),
    gallery: [1, 2].map((n) =>
      svg(`/images/trips/${t.key}-${n}.svg`, t.images?.gallery[n - 1] ?? galleryAlt(t.place, n)),
    ),
    itinerary: t.itinerary,
    route: t.route,
    status: t.status,
    createdAt: at,
    updatedAt: at,
  }))
}

/** app_meta key: when the seed loaded the trip files. From then on the back office owns the trips (ADR 046). */
export const TRIPS_SEEDED_KEY = 'trips_seeded_at'

/**
 * Whether this database's trips have been seeded already: the marker, or (a database seeded before the marker
 * existed) any trip at all, which then gets the marker, so deleting every trip later does not bring the files back.
 */
async function tripsSeededBefore(database: Db): Promise<boolean> {
  const [marker] = await database.select().from(appMeta).where(eq(appMeta.key, TRIPS_SEEDED_KEY))
  if (marker) return true
  const [any] = await database.select({ id: trips.id }).from(trips).limit(1)
  if (any) await markTripsSeeded(database)
  return Boolean(any)
}

const markTripsSeeded = (database: Db) =>
  database
    .insert(appMeta)
    .values({ key: TRIPS_SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key })

function departureRows(seed: TripSeed) {
  const at = new Date(SEED_BASE_DATE)
  return seed.departures.map((d) => ({
    tripId: seed.id,
    startDate: isoDay(d.startOffset),
    endDate: isoDay(d.startOffset + seed.days - 1),
    priceMinor: d.price,
    currency: seed.currency,
    seatsTotal: d.seatsTotal,
    seatsLeft: d.seatsLeft,
    createdAt: at,
    updatedAt: at,
  }))
}

/**
 * The trip files seed a new install only (ADR 046): once the database holds trips, staff change them in the back
 * office, and running the seed again neither overwrites an edit nor brings back a trip staff removed. The files are
 * not even read then.
 */
export async function seedTrips(database: Db, root = contentRoot) {
  if (await tripsSeededBefore(database)) return
  const seeds = loadTripContent(root)
  if (seeds.length === 0) return
  // Fixed ids keep /trips/{id} URLs stable across installs; each trip comes with its departures (ADR 045).
  const added = await database
    .insert(trips)
    .values(tripRows(seeds))
    .onConflictDoNothing({ target: trips.id })
    .returning({ id: trips.id })
  const fresh = new Set(added.map((r) => r.id))
  const runs = seeds.filter((s) => fresh.has(s.id)).flatMap(departureRows)
  if (runs.length) await database.insert(departures).values(runs)
  await database.execute(
    sql`select setval(pg_get_serial_sequence('trips', 'id'), (select coalesce(max(id), 1) from trips))`,
  )
  await markTripsSeeded(database)
}

/** Trips from content/trips/*.yaml, for a new install. */
export const tripsSeedStep: SeedStep = { name: 'trips', run: (database) => seedTrips(database) }
