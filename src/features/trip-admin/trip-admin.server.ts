import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import { languageName } from '@/lib/format'
import { locales, type Locale } from '@/lib/i18n/locales'
import { recordStaffAction } from '@/server/audit/audit.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { trips, type LocalizedText, type StoredImage } from '@/server/db/schema'
import { findOwnUpload, storedImageOf } from '@/server/images/uploads.server'
import { m } from '@/paraglide/messages'
import {
  ADMIN_TRIPS_PAGE_SIZE,
  missingTranslations,
  type AdminImage,
  type AdminTrip,
  type AdminTripFilters,
  type AdminTripList,
  type CreateTripInput,
  type TripStatus,
  type UpdateTripInput,
} from './trip-admin.schemas'

// The back office's trips (ADR 046): staff create, edit, publish and unpublish trips here; every change is audited
// in its own transaction and drops the trip's cached pages. Callers are admins (the edge checks the role).

type TripRow = typeof trips.$inferSelect

/** Shown until staff pick a cover: the column needs an image, and a draft may not have one yet. */
export const PLACEHOLDER_COVER: StoredImage = {
  src: '/images/trips/placeholder.svg',
  width: 1200,
  height: 600,
  alt: { en: '', es: '', ru: '', uk: '' },
}

const text = (value: LocalizedText | undefined): LocalizedText => ({
  en: value?.en ?? '',
  es: value?.es ?? '',
  ru: value?.ru ?? '',
  uk: value?.uk ?? '',
})

const imageKey = (img: StoredImage) => img.uploadId ?? img.src

function adminImage(img: StoredImage): AdminImage {
  return { key: imageKey(img), src: img.src, width: img.width, height: img.height, sources: img.sources ?? [] }
}

export function toAdminTrip(row: TripRow): AdminTrip {
  return {
    id: row.id,
    status: row.status,
    country: row.country,
    title: text(row.title),
    summary: text(row.summary),
    description: text(row.description),
    place: text(row.place),
    itinerary: row.itinerary.map((d) => ({ from: d.from, to: d.to, title: text(d.title), text: text(d.text) })),
    cover: row.coverImage.src === PLACEHOLDER_COVER.src ? null : adminImage(row.coverImage),
    gallery: row.gallery.map(adminImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the audit log keeps of a trip: the fields staff edit, not the image variants. */
function auditView(row: TripRow) {
  const trip = toAdminTrip(row)
  return { ...trip, cover: trip.cover?.key ?? null, gallery: trip.gallery.map((g) => g.key) }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The back office's list: every trip, drafts included, newest change first, filtered and a page at a time. */
export async function listAdminTrips(filters: AdminTripFilters, locale: Locale): Promise<AdminTripList> {
  const database = await db()
  const where: SQL[] = []
  if (filters.status) where.push(eq(trips.status, filters.status))
  if (filters.country) where.push(eq(trips.country, filters.country))
  if (filters.q) {
    // Titles and places in every language, folded as the search folds them (the trigram index serves it).
    where.push(sql`${trips.searchTitle} like '%' || waypoints_fold(${escapeLike(filters.q)}) || '%'`)
  }
  const condition = where.length ? and(...where) : undefined
  const page = filters.page ?? 1
  const [rows, [total]] = await Promise.all([
    database
      .select({
        id: trips.id,
        status: trips.status,
        country: trips.country,
        title: trips.title,
        summary: trips.summary,
        description: trips.description,
        place: trips.place,
        itinerary: trips.itinerary,
        updatedAt: trips.updatedAt,
      })
      .from(trips)
      .where(condition)
      .orderBy(desc(trips.updatedAt), desc(trips.id))
      .limit(ADMIN_TRIPS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_TRIPS_PAGE_SIZE),
    database.select({ n: count() }).from(trips).where(condition),
  ])
  return {
    items: rows.map((row) => {
      const missing = missingTranslations({
        title: text(row.title),
        summary: text(row.summary),
        description: text(row.description),
        place: text(row.place),
        itinerary: row.itinerary.map((d) => ({ ...d, title: text(d.title), text: text(d.text) })),
      })
      return {
        id: row.id,
        status: row.status,
        country: row.country,
        title: row.title[locale] ?? '',
        anyTitle: locales.map((l) => row.title[l]).find(Boolean) ?? '',
        missing: locales.filter((l) => missing[l].length > 0),
        updatedAt: row.updatedAt.toISOString(),
      }
    }),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_TRIPS_PAGE_SIZE,
  }
}

async function findRow(database: Pick<Db, 'select'>, id: number, forUpdate = false): Promise<TripRow> {
  const query = database.select().from(trips).where(eq(trips.id, id))
  const [row] = await (forUpdate ? query.for('update') : query)
  if (!row) throw new NotFoundError()
  return row
}

export async function getAdminTrip(id: number): Promise<AdminTrip> {
  return toAdminTrip(await findRow(await db(), id))
}

function invalid(fields: Record<string, string>, locale: Locale): never {
  throw new InvalidInputError(fields, m.api_invalid_input({}, { locale }))
}

/**
 * The images of a save: a key the trip already has keeps that image; any other must be an upload of the acting
 * staff member (its alt text is the trip's place in each language).
 */
async function resolveImages(
  actorId: string,
  input: { cover?: string | null; gallery?: string[] },
  current: TripRow | null,
  place: LocalizedText,
  locale: Locale,
  database: Db,
): Promise<{ cover?: StoredImage; gallery?: StoredImage[] }> {
  const known = new Map<string, StoredImage>()
  if (current) for (const img of [current.coverImage, ...current.gallery]) known.set(imageKey(img), img)
  const errors: Record<string, string> = {}
  const resolve = async (key: string, field: string, alt: LocalizedText) => {
    const kept = known.get(key)
    if (kept) return { ...kept, alt }
    const upload = /^[a-z0-9-]{8,64}$/.test(key) ? await findOwnUpload(actorId, key, database) : null
    if (upload) return storedImageOf(upload, alt)
    errors[field] = m.trip_editor_field_image_unknown({}, { locale })
    return PLACEHOLDER_COVER
  }
  const out: { cover?: StoredImage; gallery?: StoredImage[] } = {}
  if (input.cover !== undefined)
    out.cover = input.cover === null ? PLACEHOLDER_COVER : await resolve(input.cover, 'cover', place)
  if (input.gallery !== undefined) {
    out.gallery = []
    for (const [i, key] of input.gallery.entries()) {
      const alt = (l: Locale) => m.trip_editor_gallery_alt({ place: place[l], n: i + 1 }, { locale: l })
      const alts: LocalizedText = { en: alt('en'), es: alt('es'), ru: alt('ru'), uk: alt('uk') }
      out.gallery.push(await resolve(key, `gallery.${i}`, alts))
    }
  }
  if (Object.keys(errors).length) invalid(errors, locale)
  return out
}

/** A new trip, always a draft; it needs a title in at least one language. */
export async function createTrip(actorId: string, input: CreateTripInput, locale: Locale): Promise<AdminTrip> {
  if (!locales.some((l) => input.title[l]))
    invalid({ title: m.trip_editor_field_title_required({}, { locale }) }, locale)
  const database = await db()
  const itinerary = input.itinerary ?? []
  const images = await resolveImages(actorId, input, null, input.place, locale, database)
  const row = await database.transaction(async (tx) => {
    const now = new Date()
    const [created] = await tx
      .insert(trips)
      .values({
        title: input.title,
        summary: input.summary,
        description: input.description,
        place: input.place,
        country: input.country,
        itinerary,
        coverImage: images.cover ?? PLACEHOLDER_COVER,
        gallery: images.gallery ?? [],
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await recordStaffAction(tx, {
      actorId,
      action: 'trip.create',
      subjectType: 'trip',
      subjectId: created!.id,
      after: auditView(created!),
    })
    return created!
  })
  // A draft is on no public page, but the back office's and the search's counts of trips follow it.
  invalidateCacheTags([`trip:${row.id}`, 'trips'])
  return toAdminTrip(row)
}

/** Fields a published trip must have in every language (else the public page would show a gap). */
function requireComplete(trip: AdminTrip, locale: Locale) {
  const missing = missingTranslations(trip)
  const fields: Record<string, string> = {}
  for (const l of locales) {
    for (const field of missing[l]) {
      fields[`${field}.${l}`] = m.trip_editor_field_translation_missing(
        { language: languageName(l, locale) },
        { locale },
      )
    }
  }
  if (!trip.cover) fields.cover = m.trip_editor_field_cover_required({}, { locale })
  if (Object.keys(fields).length) {
    throw new InvalidInputError(fields, m.trip_editor_error_incomplete({}, { locale }), 'trip_incomplete')
  }
}

/** The stored version matched to the millisecond the editor saw it at (the database keeps microseconds). */
const sameVersion = (row: TripRow, version: string) => row.updatedAt.getTime() === Date.parse(version)

/**
 * Saves an edit. With `version` (the `updatedAt` the editor loaded), a trip saved since is not touched: 409. A
 * published trip stays complete: an edit that leaves a translation or the cover missing is refused.
 */
export async function updateTrip(
  actorId: string,
  id: number,
  input: UpdateTripInput,
  locale: Locale,
): Promise<AdminTrip> {
  const database = await db()
  const { version, ...fields } = input
  const row = await database.transaction(async (tx) => {
    const current = await findRow(tx, id, true)
    if (version !== undefined && !sameVersion(current, version)) {
      throw new ConflictError(m.trip_editor_error_conflict({}, { locale }), 'conflict')
    }
    const place = fields.place ?? text(current.place)
    const images = await resolveImages(actorId, fields, current, place, locale, tx as unknown as Db)
    const set: Partial<typeof trips.$inferInsert> = { updatedAt: new Date() }
    for (const key of ['title', 'summary', 'description', 'place', 'country', 'itinerary'] as const) {
      if (fields[key] !== undefined) Object.assign(set, { [key]: fields[key] })
    }
    if (images.cover) set.coverImage = images.cover
    if (images.gallery) set.gallery = images.gallery
    // A new place renames the images' alt texts with it.
    if (fields.place && !images.cover) set.coverImage = { ...current.coverImage, alt: fields.place }
    if (!locales.some((l) => (set.title ?? current.title)[l])) {
      invalid({ title: m.trip_editor_field_title_required({}, { locale }) }, locale)
    }
    const [saved] = await tx.update(trips).set(set).where(eq(trips.id, id)).returning()
    if (saved!.status === 'published') requireComplete(toAdminTrip(saved!), locale)
    await recordStaffAction(tx, {
      actorId,
      action: 'trip.update',
      subjectType: 'trip',
      subjectId: id,
      before: auditView(current),
      after: auditView(saved!),
    })
    return saved!
  })
  invalidateCacheTags([`trip:${id}`, 'trips'])
  return toAdminTrip(row)
}

/** Publishes (every translation and a cover required) or unpublishes a trip; the same status again changes nothing. */
export async function setTripStatus(
  actorId: string,
  id: number,
  status: TripStatus,
  locale: Locale,
): Promise<AdminTrip> {
  const database = await db()
  const row = await database.transaction(async (tx) => {
    const current = await findRow(tx, id, true)
    if (current.status === status) return current
    if (status === 'published') requireComplete(toAdminTrip(current), locale)
    const [saved] = await tx.update(trips).set({ status, updatedAt: new Date() }).where(eq(trips.id, id)).returning()
    await recordStaffAction(tx, {
      actorId,
      action: status === 'published' ? 'trip.publish' : 'trip.unpublish',
      subjectType: 'trip',
      subjectId: id,
      before: { status: current.status },
      after: { status },
    })
    return saved!
  })
  invalidateCacheTags([`trip:${id}`, 'trips'])
  return toAdminTrip(row)
}
