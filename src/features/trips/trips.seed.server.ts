import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'
import { registerSeedStep } from '@/server/db/seed.server'
import { trips, type LocalizedText, type StoredImage } from '@/server/db/schema'
import { SEED_BASE_DATE } from '@/server/db/seed-base-date'
import { tripsA } from './seed/trips-a'
import { tripsB } from './seed/trips-b'
import type { TripSeed } from './seed/types'

export const tripSeeds: TripSeed[] = [...tripsA, ...tripsB]

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

export function tripRows() {
  const at = new Date(SEED_BASE_DATE)
  return tripSeeds.map((t, index) => ({
    id: index + 1,
    title: t.title,
    summary: t.summary,
    description: t.description,
    country: t.country,
    place: t.place,
    startDate: isoDay(t.startOffset),
    endDate: isoDay(t.startOffset + t.days - 1),
    priceMinor: t.price,
    currency: t.currency,
    seatsTotal: t.seatsTotal,
    seatsLeft: t.seatsLeft,
    coverImage: svg(`/images/trips/${t.key}.svg`, t.place),
    gallery: [1, 2].map((n) => svg(`/images/trips/${t.key}-${n}.svg`, galleryAlt(t.place, n))),
    itinerary: t.itinerary,
    status: t.status ?? ('published' as const),
    createdAt: at,
    updatedAt: at,
  }))
}

export async function seedTrips(database: Db) {
  // Fixed ids make the step idempotent and keep /trips/{id} URLs stable across installs.
  await database.insert(trips).values(tripRows()).onConflictDoNothing({ target: trips.id })
  await database.execute(
    sql`select setval(pg_get_serial_sequence('trips', 'id'), (select coalesce(max(id), 1) from trips))`,
  )
}

registerSeedStep({ name: 'trips', run: seedTrips })
