import { and, asc, count, eq, gte, lt, max, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { todayUtc } from '@/lib/clock'
import { NotFoundError } from '@/lib/errors'
import { isCursorFlag, isCursorId } from '@/lib/cursor'
import { keysetPage, readCursor } from '@/lib/pagination.server'
import type { SitemapEntry } from '@/lib/sitemap'
import type { ImageView } from '@/lib/images'
import { countryName } from '@/lib/format'
import { collator } from '@/lib/i18n/intl-cache'
import { localeTags, type Locale } from '@/lib/i18n/locales'
import { markdownHtml } from '@/server/cache/html-cache.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { db } from '@/server/db/index.server'
import { inlineLimit, isPublished } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { rowsOf } from '@/server/db/rows.server'
import { appMeta, trips, type StoredImage } from '@/server/db/schema'
import type { Destination, TripCard, TripDetail, TripList, TripListInput } from './trips.schemas'
import { TRIPS_PAGE_SIZE } from './trips.schemas'

const published = isPublished(trips.status)

const image = (img: StoredImage, locale: Locale): ImageView => ({
  src: img.src,
  width: img.width,
  height: img.height,
  alt: img.alt[locale],
  // An uploaded image (the back office's covers) brings its responsive variants; the seed's SVGs have none.
  ...(img.sources ? { sources: img.sources } : {}),
})

// Upcoming trips first (soonest first), then past trips (most recent first). The sort key is (group, day key, id):
// the day key counts days from 2000-01-01 forwards for upcoming trips and backwards for past ones, so one ascending
// key covers both groups. Each group is read off its own partial index in that order (ADR 029).
const EPOCH = sql`date '2000-01-01'`
/** app_meta key of the trips version (see listDestinations). */
const TRIPS_VERSION = 'trips_version'
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

// Day keys of start dates in 0001-01-01..9999-12-31 (days from 2000-01-01; negated for past trips). Bounded so that
// 2000-01-01 ± key is a date PostgreSQL can compute.
const FIRST_DAY = -730_119
const LAST_DAY = 2_921_939

/** [group (0 upcoming, 1 past), day key, id] as this list issues them. */
const isTripKey = (values: Array<string | number>): values is [0 | 1, number, number] => {
  const [group, day, id] = values
  if (values.length !== 3 || !isCursorFlag(group) || !Number.isInteger(day) || !isCursorId(id)) return false
  const date = group === 0 ? (day as number) : -(day as number)
  return date >= FIRST_DAY && date <= LAST_DAY
}

/** One query per page whatever its length. Throws InvalidCursorError for a cursor this list did not issue. */
export async function listTrips(input: TripListInput & { today?: string }): Promise<TripList> {
  cacheTags.add('trips')
  const after = readCursor(input.cursor, isTripKey, input.locale)
  // Everything the statement is built from; the request's values are placeholders.
  const shape = [input.destination ? 'destination' : '', input.month ? 'month' : '', after?.[0] ?? ''].join(':')
  let monthStart: string | undefined
  let monthEnd: string | undefined
  if (input.month) {
    const [y, m] = input.month.split('-').map(Number) as [number, number]
    monthStart = `${input.month}-01`
    monthEnd = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  }
  const values = {
    today: input.today ?? todayUtc(),
    destination: input.destination?.toUpperCase(),
    monthStart,
    monthEnd,
    afterDay: after?.[1],
    afterId: after?.[2],
  }
  const database = await db()
  const filters: SQL[] = [published]
  if (input.destination) filters.push(eq(trips.country, sql.placeholder('destination')))
  if (input.month) {
    filters.push(gte(trips.startDate, sql.placeholder('monthStart')), lt(trips.startDate, sql.placeholder('monthEnd')))
  }
  const today = sql.placeholder('today')
  const afterDay = sql`${sql.placeholder('afterDay')}::int`
  const afterId = sql`${sql.placeholder('afterId')}::int`
  const upcoming = (rows: number) => {
    const where = [...filters, gte(trips.startDate, today)]
    if (after?.[0] === 0) where.push(sql`(${trips.startDate}, ${trips.id}) > (${EPOCH} + ${afterDay}, ${afterId})`)
    return database
      .select({
        ...cardColumns,
        group: sql<number>`0`.as('trip_group'),
        dayKey: sql<number>`(${trips.startDate} - ${EPOCH})`.as('day_key'),
      })
      .from(trips)
      .where(and(...where))
      .orderBy(asc(trips.startDate), asc(trips.id))
      .limit(inlineLimit(rows))
  }
  const past = (rows: number) => {
    const where = [...filters, lt(trips.startDate, today)]
    if (after?.[0] === 1) {
      // The first condition alone is what an index range can use; the second finishes the (date desc, id) order.
      const day = sql`(${EPOCH} - ${afterDay})`
      where.push(sql`${trips.startDate} <= ${day}`, sql`(${trips.startDate} < ${day} or ${trips.id} > ${afterId})`)
    }
    return database
      .select({
        ...cardColumns,
        group: sql<number>`1`.as('trip_group'),
        dayKey: sql<number>`(${EPOCH} - ${trips.startDate})`.as('day_key'),
      })
      .from(trips)
      .where(and(...where))
      .orderBy(sql`${trips.startDate} desc`, asc(trips.id))
      .limit(inlineLimit(rows))
  }
  return keysetPage({
    limit: input.limit,
    pageSize: TRIPS_PAGE_SIZE,
    fetch: (rows) =>
      reusedQuery(database, `trips.list:${shape}:${rows}`, () =>
        after?.[0] === 1
          ? past(rows)
          : unionAll(upcoming(rows), past(rows))
              .orderBy(
                sql`${sql.identifier('trip_group')}`,
                sql`${sql.identifier('day_key')}`,
                sql`${sql.identifier('id')}`,
              )
              .limit(inlineLimit(rows)),
      ).execute(values),
    keyOf: (row) => [Number(row.group), Number(row.dayKey), row.id],
    toItems: (rows) => rows.map((row) => toCard(row, input.locale)),
  })
}

export async function upcomingTrips(locale: Locale, limit = 3, today = todayUtc()): Promise<TripCard[]> {
  cacheTags.add('trips')
  const database = await db()
  const rows = await reusedQuery(database, `trips.upcoming:${limit}`, () =>
    database
      .select(cardColumns)
      .from(trips)
      .where(and(published, gte(trips.startDate, sql.placeholder('today'))))
      .orderBy(asc(trips.startDate), asc(trips.id))
      .limit(inlineLimit(limit)),
  ).execute({ today })
  return rows.map((row) => toCard(row, locale))
}

/** A published trip; NotFoundError for an unknown, unpublished or out-of-range id. */
export async function findTrip(locale: Locale, id: number): Promise<TripDetail> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError()
  cacheTags.add(`trip:${id}`)
  const database = await db()
  const [row] = await reusedQuery(database, 'trips.trip', () =>
    database
      .select()
      .from(trips)
      .where(and(eq(trips.id, sql.placeholder('id')), published)),
  ).execute({ id })
  if (!row) throw new NotFoundError()
  return {
    ...toCard(row, locale),
    descriptionHtml: markdownHtml(row.description[locale]),
    gallery: row.gallery.map((g) => image(g, locale)),
    itinerary: row.itinerary.map((d) => ({ from: d.from, to: d.to, title: d.title[locale], text: d.text[locale] })),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * Destinations per database and locale, with the trips version they were computed at. Counting trips per country
 * reads every trip; the list only changes when trips are added, removed or moved, which bumps `trips_version`
 * (a trigger of migration 0006), so a page reads one row instead (ADR 029).
 */
const destinationCache = new WeakMap<object, Map<Locale, { version: string; value: Destination[] }>>()

/** Countries that have published trips, for the destination filter. */
export async function listDestinations(locale: Locale): Promise<Destination[]> {
  cacheTags.add('trips')
  const database = await db()
  const [meta] = await reusedQuery(database, 'trips.version', () =>
    database.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, TRIPS_VERSION)),
  ).execute()
  const version = meta?.value
  let perLocale = destinationCache.get(database)
  if (!perLocale) destinationCache.set(database, (perLocale = new Map()))
  const cached = perLocale.get(locale)
  if (version && cached?.version === version) return cached.value
  const rows = await database
    .select({
      country: trips.country,
      place: sql<string>`min(${trips.place} ->> ${locale})`,
      trips: sql<number>`count(*)::int`,
    })
    .from(trips)
    .where(published)
    .groupBy(trips.country)
  // In the order of the names the filter shows: by code, "Японія" came between "Італія" and "Марокко".
  const order = collator(localeTags[locale])
  const value = rows
    .map((r) => ({ country: r.country, place: r.place, trips: Number(r.trips), name: countryName(r.country, locale) }))
    .sort((a, b) => order.compare(a.name, b.name) || (a.country < b.country ? -1 : 1))
    .map(({ name: _, ...destination }) => destination)
  if (version) perLocale.set(locale, { version, value })
  return value
}

/**
 * Months (YYYY-MM) in which published trips start, for the month filter. A skip scan: one index probe per month
 * (the first trip on or after the start of the next month), not a pass over every trip.
 */
export async function listTripMonths(): Promise<string[]> {
  cacheTags.add('trips')
  const result = await (
    await db()
  ).execute(sql`
    with recursive months(month) as (
      (select date_trunc('month', start_date)::date from trips where status = 'published' order by start_date limit 1)
      union all
      select (select date_trunc('month', t.start_date)::date from trips t
          where t.status = 'published' and t.start_date >= (months.month + interval '1 month')::date
          order by t.start_date limit 1)
        from months where months.month is not null
    )
    select to_char(month, 'YYYY-MM') as month from months where month is not null order by month`)
  return rowsOf<{ month: string }>(result).map((r) => r.month)
}

/** The trips' part of the sitemaps (the same in every locale): how many trip pages, and their latest change. */
export async function tripSitemapSummary(): Promise<{ count: number; lastmod: string | undefined }> {
  const [row] = await (
    await db()
  )
    .select({ count: count(), lastmod: max(trips.updatedAt) })
    .from(trips)
    .where(published)
  return { count: row?.count ?? 0, lastmod: row?.lastmod?.toISOString() }
}

/** `limit` trip pages of the sitemaps from `offset`, in id order: a sitemap file reads only its own (ADR 029). */
export async function tripSitemapPages(offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await (
    await db()
  )
    .select({ id: trips.id, updatedAt: trips.updatedAt })
    .from(trips)
    .where(published)
    .orderBy(asc(trips.id))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => ({ path: `/trips/${r.id}`, lastmod: r.updatedAt.toISOString() }))
}

/**
 * The trips' public reads through the result cache (ADR 037), for the pages' server functions and the public API.
 * Today's date is not in the keys: an entry never outlives the day (UTC) it was made in.
 */
export const cachedTrips = {
  list: (input: TripListInput) => cachedPublicRead('trips.list', input, () => listTrips(input)),
  trip: (locale: Locale, id: number) => cachedPublicRead('trips.trip', [locale, id], () => findTrip(locale, id)),
  filters: (locale: Locale) =>
    cachedPublicRead('trips.filters', locale, async () => ({
      destinations: await listDestinations(locale),
      months: await listTripMonths(),
    })),
  upcoming: (locale: Locale, limit: number) =>
    cachedPublicRead('trips.upcoming', [locale, limit], () => upcomingTrips(locale, limit)),
}
