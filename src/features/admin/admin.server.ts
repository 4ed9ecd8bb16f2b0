import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm'
import type { PublicUser } from '@/features/auth/auth.middleware'
import type { Locale } from '@/lib/i18n/locales'
import { listStaffActions } from '@/server/audit/audit.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { rowsOf } from '@/server/db/rows.server'
import { bookings, postReports, posts, trips, user, departures } from '@/server/db/schema'
import type { AuditEntry, AuditPage, Dashboard, RoleChangeInput, StaffMember } from './admin.schemas'
import { changeRole, listStaff, RoleChangeRefused, refusalError } from './staff-roles.server'

// The back office's dashboard, staff and audit screens (ADR 043). Callers are already checked by the signed-in edge
// (`signedIn({ role })`): editors see the dashboard, admins everything.

const LATEST = 5
/** "Filling up": at most this many seats left, or at most this share of the seats. */
const FEW_SEATS = 5
const AUDIT_PAGE = 25

/** The start of today (UTC), the day the dashboard counts. */
function startOfToday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** Upcoming open departures of published trips with few seats left (not sold out), soonest first. */
export async function tripsFillingUp(database: Db, locale: Locale, now = new Date()): Promise<Dashboard['fillingUp']> {
  const today = now.toISOString().slice(0, 10)
  const rows = await database
    .select({
      departureId: departures.id,
      tripId: trips.id,
      title: trips.title,
      startDate: departures.startDate,
      seatsLeft: departures.seatsLeft,
      seatsTotal: departures.seatsTotal,
    })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(
      and(
        eq(trips.status, 'published'),
        eq(departures.status, 'open'),
        gte(departures.startDate, today),
        sql`${departures.seatsLeft} > 0`,
        sql`(${departures.seatsLeft} <= ${FEW_SEATS} or ${departures.seatsLeft} * 5 <= ${departures.seatsTotal})`,
      ),
    )
    .orderBy(asc(departures.startDate), asc(departures.id))
    .limit(10)
  return rows.map((row) => ({ ...row, title: row.title[locale] || row.title.en }))
}

/** A count as a scalar subquery, for `todaysCounts`. */
const countOf = (query: SQLWrapper) => sql`(${query})`

/**
 * Today's bookings and sign-ups, and what waits for staff (ADR 052: posts for review, a suspended author's excepted;
 * open reports; suspended accounts), in one statement: the dashboard is opened often, and each statement is a round
 * trip.
 */
async function todaysCounts(database: Db, since: Date, now: Date) {
  const count = { count: sql<number>`count(*)::int` }
  const result = await database.execute(sql`select
    ${countOf(
      database
        .select(count)
        .from(bookings)
        .where(and(gte(bookings.createdAt, since), lte(bookings.createdAt, now))),
    )} as "bookings",
    ${countOf(database.select(count).from(user).where(gte(user.createdAt, since)))} as "signUps",
    ${countOf(
      database
        .select(count)
        .from(posts)
        .innerJoin(user, eq(user.id, posts.authorId))
        .where(and(eq(posts.status, 'pending'), isNull(user.suspendedAt))),
    )} as "pending",
    ${countOf(database.select(count).from(postReports).where(eq(postReports.status, 'open')))} as "reports",
    ${countOf(database.select(count).from(user).where(isNotNull(user.suspendedAt)))} as "suspended"`)
  const [row] = rowsOf<Record<'bookings' | 'signUps' | 'pending' | 'reports' | 'suspended', number | string>>(result)
  const number = (value: number | string | undefined) => Number(value ?? 0)
  return {
    bookings: number(row?.bookings),
    signUps: number(row?.signUps),
    moderation: { pending: number(row?.pending), reports: number(row?.reports), suspended: number(row?.suspended) },
  }
}

export async function dashboard(locale: Locale, now = new Date()): Promise<Dashboard> {
  const database = await db()
  const since = startOfToday(now)
  const [counts, latestBookings, latestSignUps, fillingUp] = await Promise.all([
    todaysCounts(database, since, now),
    database
      .select({
        id: bookings.id,
        tripId: departures.tripId,
        title: trips.title,
        travellers: bookings.travellers,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(trips, eq(trips.id, departures.tripId))
      .where(gte(bookings.createdAt, since))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(LATEST),
    database
      .select({ id: user.id, name: user.name, createdAt: user.createdAt })
      .from(user)
      .where(gte(user.createdAt, since))
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(LATEST),
    tripsFillingUp(database, locale, now),
  ])
  return {
    bookingsToday: {
      count: counts.bookings,
      latest: latestBookings.map((row) => ({
        id: row.id,
        tripId: row.tripId,
        tripTitle: row.title[locale] || row.title.en,
        travellers: row.travellers,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    moderation: counts.moderation,
    signUpsToday: {
      count: counts.signUps,
      latest: latestSignUps.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    fillingUp,
  }
}

export async function staffList(): Promise<StaffMember[]> {
  return listStaff(await db())
}

/** The staff page's role form: grant or take away a staff role; the audit log records it. */
export async function setRole(actor: PublicUser, input: RoleChangeInput, locale: Locale) {
  try {
    const result = await changeRole(await db(), { email: input.email, role: input.role, actorId: actor.id })
    return { changed: result.changed }
  } catch (error) {
    if (error instanceof RoleChangeRefused) throw refusalError(error, locale)
    throw error
  }
}

/** A value of the log as text (JSON), short enough for a table cell. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return JSON.stringify(value)
}

export async function auditPage(before?: number): Promise<AuditPage> {
  const lines = await listStaffActions(await db(), { limit: AUDIT_PAGE + 1, beforeId: before })
  const entries: AuditEntry[] = lines.slice(0, AUDIT_PAGE).map((line) => ({
    id: line.id,
    action: line.action,
    subjectType: line.subjectType,
    subjectId: line.subjectId,
    before: shown(line.before),
    after: shown(line.after),
    createdAt: line.createdAt.toISOString(),
    actor: line.actor ? { name: line.actor.name, email: line.actor.email } : null,
  }))
  return { entries, next: lines.length > AUDIT_PAGE ? (entries.at(-1)?.id ?? null) : null }
}
