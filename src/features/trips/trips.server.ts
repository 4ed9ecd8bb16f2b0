import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { todayUtc } from '@/lib/clock'
import { NotFoundError } from '@/lib/errors'
import { keysetPage, readCursor } from '@/lib/pagination.server'
import { latestDate, type SitemapEntry } from '@/lib/sitemap'
import type { ImageView } from '@/lib/images'
import type { Locale } from '@/lib/i18n/locales'
import { markdownHtml } from '@/server/cache/html-cache.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { db } from '@/server/db/index.server'
import { trips, type StoredImage } from '@/server/db/schema'
import type { Destination, TripCard, TripDetail, TripList, TripListInput } from './trips.schemas'
import { TRIPS_PAGE_SIZE } from './trips.schemas'

const image = (img: StoredImage, locale: Locale): ImageView => ({
  src: img.src,
  width: img.width,
  height: img.height,
  alt: img.alt[locale],
})

// Upcoming trips first (soonest first), then past trips (most recent first). The sort key is
// (group, day key, id) so one row comparison gives keyset pagination across both groups.
const groupExpr = (today: string) => sql<number>`(case when ${trips.startDate} < ${today}::date then 1 else 0 end)`
const dayKeyExpr = (today: string) =>
  sql<number>`(case when ${trips.startDate} < ${today}::date then (date '2000-01-01' - ${trips.startDate}) else (${trips.startDate} - date '2000-01-01') end)`

const cardColumns = {
  id: trips.id,
  title: trips.title,
  summary: trips.summary,
  country: trips.country,
  place: trips.place,
  startDate: trips.startDate,
  endDate: trips.endDate,
  priceMinor: trips.priceMinor,
  currency: trips.currency,
  seatsTotal: trips.seatsTotal,
  seatsLeft: trips.seatsLeft,
  coverImage: trips.coverImage,
}

type CardRow = { [K in keyof typeof cardColumns]: (typeof trips.$inferSelect)[K] }

function toCard(row: CardRow, locale: Locale): TripCard {
  return {
    id: row.id,
    title: row.title[locale],
    summary: row.summary[locale],
    country: row.country,
    place: row.place[locale],
    startDate: row.startDate,
    endDate: row.endDate,
    priceMinor: row.priceMinor,
    currency: row.currency,
    seatsTotal: row.seatsTotal,
    seatsLeft: row.seatsLeft,
    cover: image(row.coverImage, locale),
  }
}

const isTripKey = (values: Array<string | number>): values is [number, number, number] =>
  values.length === 3 && values.every((v) => typeof v === 'number')

/** One query per page whatever its length. Throws InvalidCursorError for a cursor this list did not issue. */
export async function listTrips(input: TripListInput & { today?: string }): Promise<TripList> {
  cacheTags.add('trips')
  const today = input.today ?? todayUtc()
  const where: SQL[] = [eq(trips.status, 'published')]
  if (input.destination) where.push(eq(trips.country, input.destination.toUpperCase()))
  if (input.month) {
    const [y, m] = input.month.split('-').map(Number) as [number, number]
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
    where.push(gte(trips.startDate, `${input.month}-01`), lt(trips.startDate, next))
  }
  const after = readCursor(input.cursor, isTripKey, input.locale)
  if (after) {
    const [g, k, id] = after
    where.push(sql`(${groupExpr(today)}, ${dayKeyExpr(today)}, ${trips.id}) > (${g}, ${k}, ${id})`)
  }
  return keysetPage({
    limit: input.limit,
    pageSize: TRIPS_PAGE_SIZE,
    fetch: async (rows) =>
      (await db())
        .select({ ...cardColumns, group: groupExpr(today), dayKey: dayKeyExpr(today) })
        .from(trips)
        .where(and(...where))
        .orderBy(groupExpr(today), dayKeyExpr(today), asc(trips.id))
        .limit(rows),
    keyOf: (row) => [Number(row.group), Number(row.dayKey), row.id],
    toItems: (rows) => rows.map((row) => toCard(row, input.locale)),
  })
}

export async function upcomingTrips(locale: Locale, limit = 3, today = todayUtc()): Promise<TripCard[]> {
  cacheTags.add('trips')
  const rows = await (
    await db()
  )
    .select(cardColumns)
    .from(trips)
    .where(and(eq(trips.status, 'published'), gte(trips.startDate, today)))
    .orderBy(asc(trips.startDate), asc(trips.id))
    .limit(limit)
  return rows.map((row) => toCard(row, locale))
}

/** A published trip; NotFoundError for an unknown, unpublished or out-of-range id. */
export async function findTrip(locale: Locale, id: number): Promise<TripDetail> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError()
  cacheTags.add(`trip:${id}`)
  const [row] = await (
    await db()
  )
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.status, 'published')))
  if (!row) throw new NotFoundError()
  return {
    ...toCard(row, locale),
    descriptionHtml: markdownHtml(row.description[locale]),
    gallery: row.gallery.map((g) => image(g, locale)),
    itinerary: row.itinerary.map((d) => ({ from: d.from, to: d.to, title: d.title[locale], text: d.text[locale] })),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Countries that have published trips, for the destination filter. */
export async function listDestinations(locale: Locale): Promise<Destination[]> {
  cacheTags.add('trips')
  const rows = await (
    await db()
  )
    .select({
      country: trips.country,
      place: sql<string>`min(${trips.place} ->> ${locale})`,
      trips: sql<number>`count(*)::int`,
    })
    .from(trips)
    .where(eq(trips.status, 'published'))
    .groupBy(trips.country)
    .orderBy(asc(trips.country))
  return rows.map((r) => ({ country: r.country, place: r.place, trips: Number(r.trips) }))
}

/** Every published trip id with its last change (sitemaps). */
export async function listTripIds(): Promise<Array<{ id: number; updatedAt: string }>> {
  const rows = await (
    await db()
  )
    .select({ id: trips.id, updatedAt: trips.updatedAt })
    .from(trips)
    .where(eq(trips.status, 'published'))
    .orderBy(asc(trips.id))
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }))
}

/** Months (YYYY-MM) in which published trips start, for the month filter. */
export async function listTripMonths(): Promise<string[]> {
  cacheTags.add('trips')
  const rows = await (
    await db()
  )
    .selectDistinct({ month: sql<string>`to_char(${trips.startDate}, 'YYYY-MM')` })
    .from(trips)
    .where(eq(trips.status, 'published'))
    .orderBy(sql`1`)
  return rows.map((r) => r.month)
}

/** The trips' pages for a sitemap (the same in every locale). */
export async function tripSitemapEntries(): Promise<SitemapEntry[]> {
  const ids = await listTripIds()
  return [
    { path: '/trips', lastmod: latestDate(ids.map((t) => t.updatedAt)) },
    ...ids.map((t) => ({ path: `/trips/${t.id}`, lastmod: t.updatedAt })),
  ]
}
