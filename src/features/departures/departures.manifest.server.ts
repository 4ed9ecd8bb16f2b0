import { asc, eq } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import { db } from '@/server/db/index.server'
import { bookings, user } from '@/server/db/schema'
import type { Manifest, ManifestLine } from './departures.schemas'
import { findDeparture } from './departures.server'

// The manifest of a departure (ADR 045): who travels, how many, how to reach them, when they booked; cancelled
// bookings stay listed (with when and why) so staff see the whole history.

export async function departureManifest(id: number, locale: Locale): Promise<Manifest> {
  const { trip, departure } = await findDeparture(id, locale)
  const rows = await (
    await db()
  )
    .select({
      bookingId: bookings.id,
      name: user.name,
      email: user.email,
      travellers: bookings.travellers,
      status: bookings.status,
      bookedAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      cancelReason: bookings.cancelReason,
    })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.departureId, id))
    .orderBy(asc(bookings.status), asc(bookings.createdAt), asc(bookings.id))
  const lines: ManifestLine[] = rows.map((r) => ({
    ...r,
    bookedAt: r.bookedAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  }))
  return { trip, departure, lines }
}

/** A CSV field: quoted when it holds a separator, quote or line break; a leading formula sign is defused. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The manifest as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read the names right). */
export async function departureManifestCsv(id: number, locale: Locale): Promise<{ filename: string; csv: string }> {
  const manifest = await departureManifest(id, locale)
  const header = ['booking', 'name', 'email', 'travellers', 'status', 'booked_at', 'cancelled_at', 'cancel_reason']
  const lines = manifest.lines.map((l) =>
    [l.bookingId, l.name, l.email, l.travellers, l.status, l.bookedAt, l.cancelledAt, l.cancelReason]
      .map(field)
      .join(','),
  )
  const csv = `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
  return { filename: `manifest-${manifest.trip.id}-${manifest.departure.startDate}.csv`, csv }
}
