// Helpers for the profile-area tests: a bookable trip (from the factories), seat counts, and requests to the
// signed-in REST handlers with a TestClient's cookies.
import { sql } from 'drizzle-orm'
import * as account from '@/features/auth/account.server'
import { accountSchemas, type EmailChangeInput } from '@/features/auth/account.schemas'
import type { PublicUser } from '@/features/auth/auth.schemas'
import { requireUser } from '@/features/auth/require-user.server'
import type { Locale } from '@/lib/i18n/locales'
import { parseInput } from '@/server/http/validation.server'
import { db } from '@/server/db/index.server'
import { createTrip as createTripRow } from '../factories/trip'
import { ORIGIN, runQueuedJobs, type TestClient } from '../support/auth-client'

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** A published trip (tests/factories) with `seats` free seats, starting `startInDays` from today (negative: started). */
export async function createTrip(options: { seats?: number; startInDays?: number } = {}) {
  const seats = options.seats ?? 10
  const startDate = isoDay(options.startInDays ?? 30)
  return createTripRow(await db(), {
    seatsTotal: seats,
    seatsLeft: seats,
    startDate,
    endDate: isoDay((options.startInDays ?? 30) + 4),
  })
}

export async function seatsLeft(tripId: number): Promise<number> {
  const result = (await (
    await db()
  ).execute(sql`select seats_left from departures where trip_id = ${tripId} order by id limit 1`)) as unknown as {
    rows: Array<{ seats_left: number }>
  }
  return Number(result.rows[0]?.seats_left)
}

export async function bookedSeats(tripId: number): Promise<number> {
  const result = (await (
    await db()
  ).execute(
    sql`select coalesce(sum(b.travellers), 0)::int as n from bookings b join departures d on d.id = b.departure_id
      where d.trip_id = ${tripId} and b.status = 'confirmed'`,
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
  await runQueuedJobs() // the call's queued mail, as TestClient.call does (ADR 053)
  return { status: response.status, body: raw ? JSON.parse(raw) : null, headers: response.headers }
}

/** A TestClient's cookies as request headers, for services that read the session from headers. */
export const cookieHeaders = (client: TestClient) =>
  new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') })

/** The signed-in user of a TestClient, as the services see it. */
export const userOf = (client: TestClient) =>
  requireUser(new Request('http://localhost/', { headers: cookieHeaders(client) }))

/**
 * A form body as the edge hands it to the account service (ADR 021: services take parsed, typed input): parsed with
 * the form's schema in `locale`, throwing the same 400 with field messages the edge answers.
 */
export function edgeInput<K extends keyof ReturnType<typeof accountSchemas>>(form: K, input: unknown, locale: Locale) {
  return parseInput(accountSchemas(locale)[form], input, locale) as ReturnType<
    ReturnType<typeof accountSchemas>[K]['parse']
  >
}

/** The typed error a call throws (fails the test when it does not throw). */
export async function failure(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error as { status: number; code: string; message: string; fields?: Record<string, string> }
  }
  throw new Error('expected a failure')
}

/** The password `signedUpUser` gives every account. */
export const SIGN_UP_PASSWORD = 'violet-harbour-tram-42'

/**
 * `requestEmailChange` as the member at the keyboard: the account's password comes with the request (ADR 049), as
 * the form sends it; `currentPassword` in `input` overrides it.
 */
export async function requestEmailChangeAs(user: PublicUser, input: EmailChangeInput, locale: Locale) {
  const answer = await account.requestEmailChange(
    new Headers(),
    user,
    { currentPassword: SIGN_UP_PASSWORD, ...input },
    locale,
  )
  await runQueuedJobs() // its queued mails, sent as a worker would (ADR 053)
  return answer
}
