import path from 'node:path'
import { sql } from 'drizzle-orm'
import {
  ContentFileError,
  contentRoot,
  listContentFiles,
  readYamlFile,
  validateContent,
} from '@/lib/content-file.server'
import type { Db } from '@/server/db/client.server'
import type { SeedStep } from '@/server/db/seed-runner.server'
import { departures, trips, type LocalizedText, type StoredImage } from '@/server/db/schema'
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
    coverImage: svg(`/images/trips/${t.key}.svg`, t.place),
    gallery: [1, 2].map((n) => svg(`/images/trips/${t.key}-${n}.svg`, galleryAlt(t.place, n))),
    itinerary: t.itinerary,
    status: t.status,
    createdAt: at,
    updatedAt: at,
  }))
}

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

export async function seedTrips(database: Db, root = contentRoot) {
  const seeds = loadTripContent(root)
  if (seeds.length === 0) return
  // Fixed ids make the step idempotent and keep /trips/{id} URLs stable across installs. A trip already in the
  // database is left as it is, departures included: once stored, staff change it in the back office (ADR 045).
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
}

/** Trips from content/trips/*.yaml. */
export const tripsSeedStep: SeedStep = { name: 'trips', run: (database) => seedTrips(database) }
