import { and, asc, count, eq, getTableColumns, max, sql, type SQL } from 'drizzle-orm'
import { todayUtc } from '@/lib/clock'
import { departureState, keyDeparture, type DepartureView } from '@/lib/departure'
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
import { isPublished } from '@/server/db/named-statements.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { rowsOf } from '@/server/db/rows.server'
import { appMeta, trips, type DepartureStatus, type LocalizedText, type StoredImage } from '@/server/db/schema'
import { renderTripMap } from './trip-map.server'
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

// Upcoming trips first (soonest first), then past trips (most recent first), then trips without any departure. A trip
// is placed by its key departure (lib/departure.ts: its next departure, else its latest past one), picked per trip by a lateral read of departures_trip_idx (ADR 045). The sort key is
// (group, day key, id): the day key counts days from 2000-01-01 forwards for upcoming trips and backwards for past
// ones, so one ascending key covers both groups; a trip without a departure has the key NO_DAY.
/** app_meta key of the trips version (see listDestinations). */
const TRIPS_VERSION = 'trips_version'

interface CardRow {
  id: number
  title: LocalizedText
  summary: LocalizedText
  country: string
  place: LocalizedText
  cover_image: StoredImage
  start_date: string | null
  end_date: string | null
  price_minor: number | null
  currency: string | null
  seats_total: number | null
  seats_left: number | null
  trip_group: number
  day_key: number
}

const num = (v: number | string | null) => (v === null ? null : Number(v))

/** What a card and a trip page say of a trip, in one language. */
const tripText = (
  row: { id: number; title: LocalizedText; summary: LocalizedText; country: string; place: LocalizedText },
  locale: Locale,
) => ({
  id: row.id,
  title: row.title[locale],
  summary: row.summary[locale],
  country: row.country,
  place: row.place[locale],
})

function toCard(row: CardRow, locale: Locale): TripCard {
  return {
    ...tripText(row, locale),
    startDate: row.start_date,
    endDate: row.end_date,
    priceMinor: num(row.price_minor),
    currency: row.currency,
    seatsTotal: num(row.seats_total),
    seatsLeft: num(row.seats_left),
    cover: image(row.cover_image, locale),
  }
}

// Day keys of start dates in 0001-01-01..9999-12-31 (days from 2000-01-01; negated for past trips). Bounded so that
// 2000-01-01 ± key is a date PostgreSQL can compute; NO_DAY places trips without a departure last.
const FIRST_DAY = -730_119
const LAST_DAY = 2_921_939
const NO_DAY = 9_999_999

/** [group (0 upcoming, 1 past or undated), day key, id] as this list issues them. */
const isTripKey = (values: Array<string | number>): values is [0 | 1, number, number] => {
  const [group, day, id] = values
  if (values.length !== 3 || !isCursorFlag(group) || !Number.isInteger(day) || !isCursorId(id)) return false
  if (group === 1 && day === NO_DAY) return true
  const date = group === 0 ? (day as number) : -(day as number)
  return date >= FIRST_DAY && date <= LAST_DAY
}

interface CardQuery {
  today: string
  destination?: string
  monthStart?: string
  monthEnd?: string
  after?: [number, number, number]
  upcomingOnly?: boolean
  /** Only these trips (the saved-trips list). */
  ids?: number[]
  rows: number
}

/** Published trips as cards in list order, each with its key departure (one statement). */
async function cardRows(q: CardQuery): Promise<CardRow[]> {
  const today = sql`${q.today}::date`
  const inMonth = q.monthStart
    ? sql`and d.start_date >= ${q.monthStart}::date and d.start_date < ${q.monthEnd}::date`
    : sql``
  const filters: SQL[] = [sql`t.status = 'published'`]
  if (q.destination) filters.push(sql`t.country = ${q.destination}`)
  if (q.monthStart || q.upcomingOnly) filters.push(sql`k.start_date is not null`)
  if (q.upcomingOnly) filters.push(sql`k.start_date >= ${today}`)
  if (q.ids) filters.push(q.ids.length ? sql`t.id in (${sql.join(q.ids, sql`, `)})` : sql`false`)
  const keyed = sql`
    select t.id, t.title, t.summary, t.country, t.place, t.cover_image,
      k.start_date::text as start_date, k.end_date::text as end_date, k.price_minor, k.currency, k.seats_total,
      k.seats_left,
      (case when k.start_date >= ${today} then 0 else 1 end)::int as trip_group,
      (case when k.start_date is null then ${NO_DAY}
        when k.start_date >= ${today} then k.start_date - date '2000-01-01'
        else date '2000-01-01' - k.start_date end)::int as day_key
    from trips t
    left join lateral (
      select d.start_date, d.end_date, d.price_minor, d.currency, d.seats_total, d.seats_left from departures d
      where d.trip_id = t.id and d.status = 'open' ${inMonth}
      order by d.start_date < ${today}, case when d.start_date >= ${today} then d.start_date end, d.start_date desc, d.id
      limit 1
    ) k on true
    where ${sql.join(filters, sql` and `)}`
  const after = q.after ? sql`where (trip_group, day_key, id) > (${q.after[0]}, ${q.after[1]}, ${q.after[2]})` : sql``
  const result = await (
    await db()
  ).execute(sql`select * from (${keyed}) cards ${after} order by trip_group, day_key, id limit ${q.rows}`)
  return rowsOf<CardRow>(result)
}

/** The published ones of `ids` as cards (one query), in list order: the saved-trips list (ADR 058). */
export async function tripCardsByIds(ids: number[], locale: Locale, today = todayUtc()): Promise<TripCard[]> {
  const rows = await cardRows({ today, ids, rows: Math.max(ids.length, 1) })
  return rows.map((row) => toCard(row, locale))
}

/** One query per page whatever its length. Throws InvalidCursorError for a cursor this list did not issue. */
export async function listTrips(input: TripListInput & { today?: string }): Promise<TripList> {
  cacheTags.add('trips')
  const after = readCursor(input.cursor, isTripKey, input.locale)
  let monthStart: string | undefined
  let monthEnd: string | undefined
  if (input.month) {
    const [y, m] = input.month.split('-').map(Number) as [number, number]
    monthStart = `${input.month}-01`
    monthEnd = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  }
  return keysetPage({
    limit: input.limit,
    pageSize: TRIPS_PAGE_SIZE,
    fetch: (rows) =>
      cardRows({
        today: input.today ?? todayUtc(),
        destination: input.destination?.toUpperCase(),
        monthStart,
        monthEnd,
        after,
        rows,
      }),
    keyOf: (row) => [Number(row.trip_group), Number(row.day_key), row.id],
    toItems: (rows) => rows.map((row) => toCard(row, input.locale)),
  })
}

export async function upcomingTrips(locale: Locale, limit = 3, today = todayUtc()): Promise<TripCard[]> {
  cacheTags.add('trips')
  const rows = await cardRows({ today, upcomingOnly: true, rows: limit })
  return rows.map((row) => toCard(row, locale))
}

type DepartureRun = Omit<DepartureView, 'status'> & { status: DepartureStatus }

/** A trip's departures in date order as one JSON array, read with the trip itself (one statement, ADR 045). */
const departureRuns = sql<DepartureRun[]>`coalesce((
  select json_agg(json_build_object(
    'id', d.id, 'startDate', d.start_date, 'endDate', d.end_date, 'priceMinor', d.price_minor,
    'currency', d.currency, 'seatsTotal', d.seats_total, 'seatsLeft', d.seats_left, 'status', d.status
  ) order by d.start_date, d.id)
  from departures d where d.trip_id = trips.id
), '[]'::json)`

/** A published trip; NotFoundError for an unknown, unpublished or out-of-range id. */
export async function findTrip(locale: Locale, id: number, today = todayUtc()): Promise<TripDetail> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundError()
  cacheTags.add(`trip:${id}`)
  const database = await db()
  const [row] = await reusedQuery(database, 'trips.trip', () =>
    database
      .select({ ...getTableColumns(trips), runs: departureRuns })
      .from(trips)
      .where(and(eq(trips.id, sql.placeholder('id')), published)),
  ).execute({ id })
  if (!row) throw new NotFoundError()
  const runs = row.runs
  const key = keyDeparture(runs, today)
  return {
    ...tripText(row, locale),
    startDate: key?.startDate ?? null,
    endDate: key?.endDate ?? null,
    priceMinor: key?.priceMinor ?? null,
    currency: key?.currency ?? null,
    seatsTotal: key?.seatsTotal ?? null,
    seatsLeft: key?.seatsLeft ?? null,
    cover: image(row.coverImage, locale),
    descriptionHtml: markdownHtml(row.description[locale]),
    gallery: row.gallery.map((g) => image(g, locale)),
    itinerary: row.itinerary.map((d) => ({ from: d.from, to: d.to, title: d.title[locale], text: d.text[locale] })),
    route: row.route.map((stop) => ({ lon: stop.lon, lat: stop.lat, name: stop.name[locale] })),
    updatedAt: row.updatedAt.toISOString(),
    departures: runs.filter((d) => d.startDate >= today).map((d) => ({ ...d, status: departureState(d) })),
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

/** Months (YYYY-MM) in which open departures of published trips start, for the month filter. */
export async function listTripMonths(): Promise<string[]> {
  cacheTags.add('trips')
  const result = await (
    await db()
  ).execute(sql`
    select distinct to_char(d.start_date, 'YYYY-MM') as month from departures d
      join trips t on t.id = d.trip_id
      where t.status = 'published' and d.status = 'open'
      order by month`)
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
  /** The trip page's locator map (ADR 062): SVG markup, null for a trip without a route. */
  map: (locale: Locale, id: number) =>
    cachedPublicRead('trips.map', [locale, id], async () => {
      const trip = await findTrip(locale, id)
      return { svg: await renderTripMap(trip.route, { locale, country: trip.country }) }
    }),
  filters: (locale: Locale) =>
    cachedPublicRead('trips.filters', locale, async () => ({
      destinations: await listDestinations(locale),
      months: await listTripMonths(),
    })),
  upcoming: (locale: Locale, limit: number) =>
    cachedPublicRead('trips.upcoming', [locale, limit], () => upcomingTrips(locale, limit)),
}
