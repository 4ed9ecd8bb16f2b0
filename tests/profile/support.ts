// Small local helpers for the profile-area tests (until tests/factories lands): a trip row, and requests to the
// signed-in REST handlers with a TestClient's cookies.
import { sql } from 'drizzle-orm'
import { db } from '@/server/db/index.server'
import { trips } from '@/server/db/schema'
import { ORIGIN, type TestClient } from '../support/auth-client'

const text = (s: string) => ({ en: s, es: s, ru: s, uk: s })
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

let counter = 0
/** A published trip starting `startInDays` from today (negative: already started). */
export async function createTrip(options: { seats?: number; startInDays?: number; priceMinor?: number } = {}) {
  const seats = options.seats ?? 10
  const start = options.startInDays ?? 30
  const n = ++counter
  const [row] = await (
    await db()
  )
    .insert(trips)
    .values({
      title: {
        en: `Test trip ${n}`,
        es: `Viaje de prueba ${n}`,
        ru: `Тестовая поездка ${n}`,
        uk: `Тестова подорож ${n}`,
      },
      summary: text('Summary'),
      description: text('Description'),
      country: 'PT',
      place: text('Porto'),
      startDate: isoDay(start),
      endDate: isoDay(start + 4),
      priceMinor: options.priceMinor ?? 100_000,
      currency: 'EUR',
      seatsTotal: seats,
      seatsLeft: seats,
      coverImage: { src: '/images/trips/x.svg', width: 1200, height: 600, alt: text('Cover') },
      status: 'published',
    })
    .returning()
  if (!row) throw new Error('trip insert failed')
  return row
}

export async function seatsLeft(tripId: number): Promise<number> {
  const result = (await (await db()).execute(sql`select seats_left from trips where id = ${tripId}`)) as unknown as {
    rows: Array<{ seats_left: number }>
  }
  return Number(result.rows[0]?.seats_left)
}

export async function bookedSeats(tripId: number): Promise<number> {
  const result = (await (
    await db()
  ).execute(
    sql`select coalesce(sum(travellers), 0)::int as n from bookings where trip_id = ${tripId} and status = 'confirmed'`,
  )) as unknown as { rows: Array<{ n: number }> }
  return Number(result.rows[0]?.n)
}

export interface Reply {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  body: any
  headers: Headers
}

/** Calls a REST handler in-process as `client` (its cookies; anonymous when null), like a same-origin browser. */
export async function rest(
  handler: (request: Request) => Promise<Response>,
  client: TestClient | null,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Reply> {
  const headers = new Headers({ 'accept-language': client?.locale ?? 'en', origin: ORIGIN, ...extra })
  if (client?.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  const raw = await response.text()
  return { status: response.status, body: raw ? JSON.parse(raw) : null, headers: response.headers }
}
